import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from '#web/lib/app-router-view';
import type { VoterAnswers } from '#core/matching';
import { PageLoading } from '#web/components/page-loading';
import { usePaths, useT } from '#web/i18n/hooks';
import type { MunicipalityDetails } from '../api/municipality';
import { useCandidates } from '../data/candidates';
import type { StoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { useQuestionUrl } from '../lib/question-url';
import { QuestionPage, useQuestionPlace } from '../components/question-page';
import { useShorterTexts } from './catalog';
import { CertaintyMeter } from './certainty-meter';
import { createShorterEngine, fixedOrderEngine, type ShorterEngine } from './shorter-engine';
import { useIdleAssessment } from './use-idle-assessment';
import '#web/styles/voter.css';

const NO_ORDER: readonly number[] = [];

interface ShorterQuestionnaireProps {
  municipality: MunicipalityDetails;
  store: StoredAnswers;
}

/** The order and the meter from the municipality's ranking file, or the usual order without it. */
function useEngine(municipality: MunicipalityDetails): ShorterEngine | null {
  const candidates = useCandidates(municipality.municipality_id);
  const { questions } = municipality;
  return useMemo(() => {
    if (candidates.data) return createShorterEngine(candidates.data, questions);
    return candidates.isError ? fixedOrderEngine(questions) : null;
  }, [candidates.data, candidates.isError, questions]);
}

/**
 * "Lyhyempi versio" of /{municipalityId}/kysymykset?kysymys=N: N is the place in the voter's own
 * order (kept with the answers on this device, answers-store.ts), so Back, Forward and a reload
 * work as in the full questionnaire. The next statement is chosen when the voter first reaches
 * it; the meter under the statement is worked out after each answer has been drawn.
 */
export function ShorterQuestionnaire({ municipality, store }: ShorterQuestionnaireProps) {
  const textsReady = useShorterTexts();
  const t = useT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const navigate = useNavigate();
  const { progress, update } = store;
  // A statement shown for the first time joins the voter's order.
  const showNext = useCallback(
    (questionId: number) => {
      update((previous) => {
        const shown = previous.shorter?.order ?? NO_ORDER;
        if (shown.includes(questionId)) return previous;
        return { ...previous, shorter: { order: [...shown, questionId] } };
      });
    },
    [update],
  );
  const order = progress.shorter?.order ?? NO_ORDER;
  const engine = useEngine(municipality);

  // The voter's places: every statement shown so far, and the next one while it is chosen.
  const { questions } = municipality;
  const total = questions.length;
  const place = useQuestionPlace(municipality, store, Math.min(order.length + 1, total));
  const { municipalityId: id, step, fromReview, setError } = place;
  const questionId = order[step - 1];
  const question = questions.find((candidate) => candidate.id === questionId);
  const assessment = useIdleAssessment(engine, progress.answers, order, progress.important);

  // A place not yet in the order (the first statement, or a reload there): choose its statement.
  const needsNext = questionId === undefined && step === order.length + 1;
  useEffect(() => {
    if (!needsNext || !engine) return;
    const next = engine.next(progress.answers, order);
    if (next !== null) showNext(next);
  }, [needsNext, engine, progress.answers, order, showNext]);

  if (!question || !textsReady) return <PageLoading />;

  function nextId(answers: VoterAnswers): number | null {
    if (step < order.length) return order[step]!;
    if (!engine) return null;
    // Worked out in idle time after the answer was drawn; again only if the voter changed it since.
    return assessment?.answers === answers && assessment.order === order
      ? assessment.next
      : engine.next(answers, order);
  }

  function advance(answers: VoterAnswers) {
    if (fromReview) {
      void navigate(paths.review(id), { state: { changedStep: step } });
      return;
    }
    const next = nextId(answers);
    if (next !== null) {
      showNext(next);
      void navigate(questionUrl(id, step + 1));
    } else if (order.length < total) {
      // The candidates are still coming: the place waits for them (needsNext above).
      void navigate(questionUrl(id, step + 1));
    } else if (answeredCount(answers) === 0) {
      setError({ step, message: t('voter.nothingAnswered') });
    } else {
      void navigate(paths.review(id));
    }
  }

  return (
    <QuestionPage place={place} question={question} advance={advance}>
      <CertaintyMeter
        assessment={assessment?.assessment ?? null}
        total={total}
        resultsUrl={paths.results(id)}
      />
    </QuestionPage>
  );
}
