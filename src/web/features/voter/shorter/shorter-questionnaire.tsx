import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
import type { Answer, VoterAnswers } from '#core/matching';
import { PageLoading } from '#web/components/page-loading';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { municipalityName } from '#web/lib/municipality-name';
import { usePageTitle } from '#web/lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';
import { useCandidates } from '../data/candidates';
import type { StoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { FROM_REVIEW_PARAM, parseStep, STEP_PARAM, useQuestionUrl } from '../lib/question-url';
import { QuestionStep } from '../components/question-step';
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
  const id = municipality.municipality_id;
  const questions = municipality.questions;
  const total = questions.length;
  const t = useT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const name = municipalityName(municipality, useLanguage());
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { progress, setAnswer, setImportant, setCurrent, update } = store;
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
  const [error, setError] = useState<{ step: number; message: string } | null>(null);

  // The voter's places: every statement shown so far, and the next one while it is chosen.
  const places = Math.min(order.length + 1, total);
  const urlStep = parseStep(searchParams.get(STEP_PARAM), places);
  const step = urlStep ?? Math.min(progress.current, places - 1) + 1;
  const questionId = order[step - 1];
  const question = questions.find((candidate) => candidate.id === questionId);
  const fromReview = searchParams.get(FROM_REVIEW_PARAM) === '1';
  const shownError = error?.step === step ? error.message : null;
  const assessment = useIdleAssessment(engine, progress.answers, order, progress.important);

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

  // A place not yet in the order (the first statement, or a reload there): choose its statement.
  const needsNext = questionId === undefined && step === order.length + 1;
  useEffect(() => {
    if (!needsNext || !engine) return;
    const next = engine.next(progress.answers, order);
    if (next !== null) showNext(next);
  }, [needsNext, engine, progress.answers, order, showNext]);

  if (!question || !textsReady) return <PageLoading />;
  const currentId = question.id;

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

  function handleNext() {
    if (fromReview) {
      advance(progress.answers);
      return;
    }
    const answer = progress.answers[currentId];
    if (answer === undefined || answer === null) {
      setError({ step, message: t('question.chooseOrSkip') });
      return;
    }
    advance(progress.answers);
  }

  function handleSkip() {
    setAnswer(currentId, null);
    advance({ ...progress.answers, [currentId]: null });
  }

  function handlePrevious() {
    if (step > 1) void navigate(questionUrl(id, step - 1, fromReview));
    else void navigate(paths.municipality(id));
  }

  function handleChoose(answer: Answer) {
    setAnswer(currentId, answer);
    if (error) setError(null);
  }

  return (
    <div className="page">
      <p className="eyebrow">{name}</p>
      <QuestionStep
        key={currentId}
        question={question}
        step={step}
        total={total}
        answer={progress.answers[currentId]}
        error={shownError}
        important={progress.important.includes(currentId)}
        nextLabel={fromReview ? t('question.backToReview') : t('question.next')}
        onChoose={handleChoose}
        onImportantChange={(important) => {
          setImportant(currentId, important);
        }}
        onNext={handleNext}
        onPrevious={handlePrevious}
        onSkip={handleSkip}
      />
      <CertaintyMeter
        assessment={assessment?.assessment ?? null}
        total={total}
        resultsUrl={paths.results(id)}
      />
    </div>
  );
}
