import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Answer, VoterAnswers } from '../../../../core/matching';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { parseStep, questionUrl, STEP_PARAM } from '../lib/question-url';
import { QuestionStep } from './question-step';
import '../../../styles/voter.css';

interface QuestionnaireProps {
  municipality: MunicipalityDetails;
}

const CHOOSE_OR_SKIP = 'Valitse yksi vaihtoehto. Jos et halua vastata, valitse Ohita.';
const NOTHING_ANSWERED =
  'Et ole vastannut vielä yhteenkään väittämään. Vastaa ainakin yhteen, niin näet tuloksesi.';

/**
 * /{municipalityId}/kysymykset?kysymys=N: one statement per screen. Every statement has its own
 * history entry, so the browser's Back button returns to the previous one; without a number the
 * voter continues where they left off.
 */
export function Questionnaire({ municipality }: QuestionnaireProps) {
  const id = municipality.municipality_id;
  const questions = municipality.questions;
  const total = questions.length;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { progress, setAnswer, setCurrent } = useStoredAnswers(id);
  const [error, setError] = useState<{ step: number; message: string } | null>(null);

  const urlStep = parseStep(searchParams.get(STEP_PARAM), total);
  const step = urlStep ?? Math.min(progress.current, Math.max(total - 1, 0)) + 1;
  const question = questions[step - 1];

  usePageTitle(`Kysymys ${String(step)} / ${String(total)} – ${municipality.name}`);

  useEffect(() => {
    if (urlStep === null && total > 0) void navigate(questionUrl(id, step), { replace: true });
  }, [urlStep, step, total, id, navigate]);

  useEffect(() => {
    setCurrent(step - 1);
  }, [step, setCurrent]);

  if (!question) {
    return (
      <div className="page">
        <h1>Väittämiä ei löytynyt</h1>
        <p>Tämän kunnan väittämiä ei saatu näkyviin. Yritä myöhemmin uudelleen.</p>
      </div>
    );
  }
  const questionId = question.id;

  function advance(answers: VoterAnswers) {
    if (step < total) {
      void navigate(questionUrl(id, step + 1));
    } else if (answeredCount(answers) === 0) {
      setError({ step, message: NOTHING_ANSWERED });
    } else {
      void navigate(paths.results(id));
    }
  }

  function handleNext() {
    const answer = progress.answers[questionId];
    if (answer === undefined || answer === null) {
      setError({ step, message: CHOOSE_OR_SKIP });
      return;
    }
    advance(progress.answers);
  }

  function handleSkip() {
    setAnswer(questionId, null);
    advance({ ...progress.answers, [questionId]: null });
  }

  function handlePrevious() {
    if (step > 1) void navigate(questionUrl(id, step - 1));
    else void navigate(paths.municipality(id));
  }

  function handleChoose(answer: Answer) {
    setAnswer(questionId, answer);
    if (error) setError(null);
  }

  return (
    <div className="page">
      <p className="eyebrow">{municipality.name}</p>
      <QuestionStep
        question={question}
        step={step}
        total={total}
        answer={progress.answers[questionId]}
        error={error?.step === step ? error.message : null}
        onChoose={handleChoose}
        onNext={handleNext}
        onPrevious={handlePrevious}
        onSkip={handleSkip}
      />
    </div>
  );
}
