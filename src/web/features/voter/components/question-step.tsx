import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import type { Answer } from '../../../../core/matching';
import { ANSWER_VALUES, likertLabel } from '../../../../core/likert';
import type { MunicipalityQuestion } from '../api/municipality';

interface QuestionStepProps {
  question: MunicipalityQuestion;
  step: number;
  total: number;
  answer: Answer | null | undefined;
  error: string | null;
  onChoose: (answer: Answer) => void;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
}

/** Focus is "idle" after a page load or when the pressed button disappeared with the old page. */
function focusIsIdle(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.id === 'main';
}

/**
 * One statement (GOV.UK "one thing per page"): the statement is the fieldset's legend and the
 * page heading; five stacked options; choosing does not move on by itself (WCAG 3.2.2).
 */
export function QuestionStep({
  question,
  step,
  total,
  answer,
  error,
  onChoose,
  onNext,
  onPrevious,
  onSkip,
}: QuestionStepProps) {
  const ids = useId();
  const countId = `${ids}-count`;
  const errorId = `${ids}-error`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const isFirstStep = useRef(true);

  // Each new statement is like a new page: start reading from it.
  useEffect(() => {
    if (!isFirstStep.current || focusIsIdle()) headingRef.current?.focus();
    isFirstStep.current = false;
  }, [question.id]);

  // After "Seuraava" without a choice, the error is read out with the options.
  useEffect(() => {
    if (error) firstOptionRef.current?.focus();
  }, [error]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  const isLast = step === total;
  return (
    <form className="question" onSubmit={handleSubmit} noValidate>
      <div className="question__progress">
        <p className="question__count" id={countId}>
          Kysymys {step} / {total}
        </p>
        <progress className="question__bar" max={total} value={step} aria-labelledby={countId} />
      </div>
      <fieldset
        className={error ? 'question__fieldset field--error' : 'question__fieldset'}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="question__legend">
          <span className="question__category">Aihe: {question.category}</span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="question__statement"
            aria-describedby={countId}
          >
            {question.text}
          </h1>
        </legend>
        {error && (
          <p className="field-error" id={errorId}>
            <span className="visually-hidden">Virhe: </span>
            {error}
          </p>
        )}
        <div className="likert">
          {ANSWER_VALUES.map((value) => (
            <label key={value} className="likert__option">
              <input
                ref={value === 1 ? firstOptionRef : undefined}
                className="likert__input"
                type="radio"
                name={`vastaus-${String(question.id)}`}
                value={value}
                checked={answer === value}
                onChange={() => {
                  onChoose(value);
                }}
              />
              <span className="likert__text">{likertLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="question__actions">
        <button type="submit" className="button button--primary button--large">
          {isLast ? 'Näytä tulokset' : 'Seuraava'}
        </button>
        <button type="button" className="button button--secondary" onClick={onPrevious}>
          Edellinen
        </button>
        <button type="button" className="button button--tertiary" onClick={onSkip}>
          Ohita
        </button>
      </div>
      <p className="question__hint muted">
        Jos et halua vastata, valitse Ohita. Ohitettu väittämä ei vaikuta tulokseesi.
      </p>
    </form>
  );
}
