import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Answer, VoterAnswers } from '#core/matching';
import { usePaths, useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import type { MunicipalityQuestion } from '../api/municipality';
import type { StoredAnswers } from '../hooks/use-stored-answers';
import { useQuestionUrl } from '../lib/question-url';
import { QuestionStep } from './question-step';

// One statement's page as both questionnaires show it (all statements, and "Lyhyempi versio"):
// they differ only in which statement comes at each place and in what comes after the last.

/** A message under the statement at place `step` ("Valitse vaihtoehto tai ohita"). */
export interface StepError {
  step: number;
  message: string;
}

/**
 * The page title of place `step`, the place written into the URL when the voter came without
 * one, and the place kept on the device, so that the voter continues where they left off.
 */
export function useStepPlace({
  municipalityId,
  name,
  step,
  urlStep,
  total,
  shownError,
  setCurrent,
}: {
  municipalityId: string;
  name: string;
  step: number;
  /** The place in the URL, or null when it had none (or a wrong one). */
  urlStep: number | null;
  total: number;
  shownError: string | null;
  setCurrent: StoredAnswers['setCurrent'];
}) {
  const t = useT();
  const navigate = useNavigate();
  const questionUrl = useQuestionUrl();
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
}

interface QuestionPageProps {
  municipalityId: string;
  name: string;
  question: MunicipalityQuestion;
  step: number;
  total: number;
  /** Opened from "Tarkista vastauksesi": Seuraava becomes "Takaisin tarkistukseen". */
  fromReview: boolean;
  store: StoredAnswers;
  error: StepError | null;
  setError: (error: StepError | null) => void;
  /** Goes on from this statement once it is answered or skipped, with the answers as they are now. */
  advance: (answers: VoterAnswers) => void;
  /** Shown under the statement (the shorter version's meter). */
  children?: ReactNode;
}

export function QuestionPage({
  municipalityId: id,
  name,
  question,
  step,
  total,
  fromReview,
  store,
  error,
  setError,
  advance,
  children,
}: QuestionPageProps) {
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
