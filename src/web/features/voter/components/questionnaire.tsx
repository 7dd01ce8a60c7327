import { lazy, Suspense } from 'react';
import { useNavigate } from '#web/lib/app-router-view';
import type { VoterAnswers } from '#core/matching';
import { usePaths, useT } from '#web/i18n/hooks';
import type { MunicipalityDetails } from '../api/municipality';
import { PageLoading } from '#web/components/page-loading';
import { useStoredAnswers, type StoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { useQuestionUrl } from '../lib/question-url';
import { QuestionPage, useQuestionPlace } from './question-page';
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
  const place = useQuestionPlace(municipality, store, municipality.questions.length);
  const { municipalityId: id, step, total, fromReview, setError } = place;
  const t = useT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const navigate = useNavigate();
  const question = municipality.questions[step - 1];

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

  return <QuestionPage place={place} question={question} advance={advance} />;
}
