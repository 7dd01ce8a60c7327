import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
import type { Answer, VoterAnswers } from '#core/matching';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { municipalityName } from '#web/lib/municipality-name';
import { usePageTitle } from '#web/lib/use-page-title';
import type { MunicipalityDetails, MunicipalityQuestion } from '../api/municipality';
import type { StoredAnswers } from '../hooks/use-stored-answers';
import { FROM_REVIEW_PARAM, parseStep, STEP_PARAM, useQuestionUrl } from '../lib/question-url';
import { QuestionStep } from './question-step';

// One statement's page as both questionnaires show it (all statements, and "Lyhyempi versio"):
// they differ only in which statement comes at each place and in what comes after the last.

/** A message under the statement at place `step` ("Valitse vaihtoehto tai ohita"). */
export interface StepError {
  step: number;
  message: string;
}

/** Where the voter is in a questionnaire, as both kinds keep it: see useQuestionPlace. */
export interface QuestionPlace {
  municipalityId: string;
  name: string;
  total: number;
  /** The place, 1-based: from the URL, else where the voter left off. */
  step: number;
  /** Opened from "Tarkista vastauksesi": Seuraava becomes "Takaisin tarkistukseen". */
  fromReview: boolean;
  store: StoredAnswers;
  error: StepError | null;
  setError: (error: StepError | null) => void;
}

/**
 * The voter's place among `places` places (all statements, or those of the shorter version shown
 * so far and the next one): from `?kysymys=N`, else where they left off, which is then written
 * into the URL. Sets the page title and keeps the place on the device.
 */
export function useQuestionPlace(
  municipality: MunicipalityDetails,
  store: StoredAnswers,
  places: number,
): QuestionPlace {
  const t = useT();
  const navigate = useNavigate();
  const questionUrl = useQuestionUrl();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<StepError | null>(null);
  const municipalityId = municipality.municipality_id;
  const total = municipality.questions.length;
  const name = municipalityName(municipality, useLanguage());
  const { progress, setCurrent } = store;
  const urlStep = parseStep(searchParams.get(STEP_PARAM), places);
  const step = urlStep ?? Math.min(progress.current, Math.max(places - 1, 0)) + 1;
  const shownError = error?.step === step ? error.message : null;

  usePageTitle(
    t(shownError ? 'question.pageTitleError' : 'question.pageTitle', {
      step,
      total,
      municipality: name,
    }),
  );

  useEffect(() => {
    if (urlStep === null && total > 0) {
      void navigate(questionUrl(municipalityId, step), { replace: true });
    }
  }, [urlStep, step, total, municipalityId, navigate, questionUrl]);

  useEffect(() => {
    setCurrent(step - 1);
  }, [step, setCurrent]);

  return {
    municipalityId,
    name,
    total,
    step,
    fromReview: searchParams.get(FROM_REVIEW_PARAM) === '1',
    store,
    error,
    setError,
  };
}

interface QuestionPageProps {
  place: QuestionPlace;
  question: MunicipalityQuestion;
  /** Goes on from this statement once it is answered or skipped, with the answers as they are now. */
  advance: (answers: VoterAnswers) => void;
  /** Shown under the statement (the shorter version's meter). */
  children?: ReactNode;
}

export function QuestionPage({ place, question, advance, children }: QuestionPageProps) {
  const { municipalityId: id, name, step, total, fromReview, store, error, setError } = place;
  const t = useT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const navigate = useNavigate();
  const { progress, setAnswer, setImportant } = store;
  const questionId = question.id;
  const shownError = error?.step === step ? error.message : null;

  function handleNext() {
    // Back to the review: the statement stays as it was (answered, or skipped).
    if (fromReview) {
      advance(progress.answers);
      return;
    }
    const answer = progress.answers[questionId];
    if (answer === undefined || answer === null) {
      setError({ step, message: t('question.chooseOrSkip') });
      return;
    }
    advance(progress.answers);
  }

  function handleSkip() {
    setAnswer(questionId, null);
    advance({ ...progress.answers, [questionId]: null });
  }

  function handlePrevious() {
    if (step > 1) void navigate(questionUrl(id, step - 1, fromReview));
    else void navigate(paths.municipality(id));
  }

  function handleChoose(answer: Answer) {
    setAnswer(questionId, answer);
    if (error) setError(null);
  }

  return (
    <div className="page">
      <p className="eyebrow">{name}</p>
      <QuestionStep
        key={questionId}
        question={question}
        step={step}
        total={total}
        answer={progress.answers[questionId]}
        error={shownError}
        important={progress.important.includes(questionId)}
        nextLabel={fromReview ? t('question.backToReview') : t('question.next')}
        onChoose={handleChoose}
        onImportantChange={(important) => {
          setImportant(questionId, important);
        }}
        onNext={handleNext}
        onPrevious={handlePrevious}
        onSkip={handleSkip}
      />
      {children}
    </div>
  );
}
