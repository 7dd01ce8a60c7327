import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { VoterAnswers } from '#core/matching';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { municipalityName } from '#web/lib/municipality-name';
import type { MunicipalityDetails } from '../api/municipality';
import { PageLoading } from '#web/components/page-loading';
import { useStoredAnswers, type StoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { FROM_REVIEW_PARAM, parseStep, STEP_PARAM, useQuestionUrl } from '../lib/question-url';
import { QuestionPage, useStepPlace, type StepError } from './question-page';
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
  const { progress, setCurrent } = store;
  const [error, setError] = useState<StepError | null>(null);

  const urlStep = parseStep(searchParams.get(STEP_PARAM), total);
  const step = urlStep ?? Math.min(progress.current, Math.max(total - 1, 0)) + 1;
  const question = questions[step - 1];
  const fromReview = searchParams.get(FROM_REVIEW_PARAM) === '1';
  const shownError = error?.step === step ? error.message : null;

  useStepPlace({ municipalityId: id, name, step, urlStep, total, shownError, setCurrent });

  if (!question) {
    return (
      <div className="page">
        <h1>{t('question.notFoundHeading')}</h1>
        <p>{t('question.notFoundText')}</p>
      </div>
    );
  }
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

  return (
    <QuestionPage
      municipalityId={id}
      name={name}
      question={question}
      step={step}
      total={total}
      fromReview={fromReview}
      store={store}
      error={error}
      setError={setError}
      advance={advance}
    />
  );
}
