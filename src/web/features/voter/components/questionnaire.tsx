import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
import type { Answer, VoterAnswers } from '#core/matching';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { municipalityName } from '#web/lib/municipality-name';
import { usePageTitle } from '#web/lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';
import { PageLoading } from '#web/components/page-loading';
import { useStoredAnswers, type StoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { FROM_REVIEW_PARAM, parseStep, STEP_PARAM, useQuestionUrl } from '../lib/question-url';
import { QuestionStep } from './question-step';
import '#web/styles/voter.css';

interface QuestionnaireProps {
  municipality: MunicipalityDetails;
}

/** "Lyhyempi versio": its order and meter load only for a voter who chose it (docs/matching.md). */
const ShorterQuestionnaire = lazy(() =>
  import('../shorter/shorter-questionnaire').then((module) => ({
    default: module.ShorterQuestionnaire,
  })),
);

/** The questionnaire the voter chose on the municipality's page: all statements, or the shorter version. */
export function Questionnaire({ municipality }: QuestionnaireProps) {
  const store = useStoredAnswers(municipality.municipality_id);
  return store.progress.shorter ? (
    <Suspense fallback={<PageLoading />}>
      <ShorterQuestionnaire municipality={municipality} store={store} />
    </Suspense>
  ) : (
    <FullQuestionnaire municipality={municipality} store={store} />
  );
}

/**
 * /{municipalityId}/kysymykset?kysymys=N: one statement per screen. Every statement has its own
 * history entry, so the browser's Back button returns to the previous one; without a number the
 * voter continues where they left off. After the last statement comes "Tarkista vastauksesi"
 * (/{municipalityId}/tarkista); a statement opened from there (`&tarkistus=1`) returns to it.
 */
function FullQuestionnaire({ municipality, store }: QuestionnaireProps & { store: StoredAnswers }) {
  const id = municipality.municipality_id;
  const questions = municipality.questions;
  const total = questions.length;
  const t = useT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const name = municipalityName(municipality, useLanguage());
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { progress, setAnswer, setImportant, setCurrent } = store;
  const [error, setError] = useState<{ step: number; message: string } | null>(null);

  const urlStep = parseStep(searchParams.get(STEP_PARAM), total);
  const step = urlStep ?? Math.min(progress.current, Math.max(total - 1, 0)) + 1;
  const question = questions[step - 1];
  const fromReview = searchParams.get(FROM_REVIEW_PARAM) === '1';
  const shownError = error?.step === step ? error.message : null;

  usePageTitle(
    t(shownError ? 'question.pageTitleError' : 'question.pageTitle', {
      step,
      total,
      municipality: name,
    }),
  );

  useEffect(() => {
    if (urlStep === null && total > 0) void navigate(questionUrl(id, step), { replace: true });
  }, [urlStep, step, total, id, navigate, questionUrl]);

  useEffect(() => {
    setCurrent(step - 1);
  }, [step, setCurrent]);

  if (!question) {
    return (
      <div className="page">
        <h1>{t('question.notFoundHeading')}</h1>
        <p>{t('question.notFoundText')}</p>
      </div>
    );
  }
  const questionId = question.id;

  function advance(answers: VoterAnswers) {
    if (fromReview) {
      // The review goes on from the statement just changed (review-page.tsx).
      void navigate(paths.review(id), { state: { changedStep: step } });
    } else if (step < total) {
      void navigate(questionUrl(id, step + 1));
    } else if (answeredCount(answers) === 0) {
      setError({ step, message: t('voter.nothingAnswered') });
    } else {
      void navigate(paths.review(id));
    }
  }

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
    </div>
  );
}
