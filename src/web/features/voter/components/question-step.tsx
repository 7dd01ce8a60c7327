import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Answer } from '#core/matching';
import { ANSWER_VALUES } from '#core/likert';
import { useLanguage, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { textLang } from '#web/i18n/text-lang';
import { answerLabel } from '#web/lib/answer-label';
import type { MunicipalityQuestion } from '../api/municipality';
import { Hyphenated } from '#web/components/hyphenated';
import {
  afterNextFrame,
  holdFocusInMain,
  renewPageForScreenReaders,
} from '#web/components/layout/renew-page-for-screen-readers';
import { TermButtons, TermExplanations, useStatementTerms } from './statement-terms';
import { usePlainT } from '#web/lib/plain-language';

/** "Kuuntele" loads after the statement: it needs the device's voices, which come later too. */
const ReadAloud = lazy(() =>
  import('./read-aloud').then((module) => ({ default: module.ReadAloud })),
);

interface QuestionStepProps {
  question: MunicipalityQuestion;
  step: number;
  total: number;
  answer: Answer | null | undefined;
  error: string | null;
  /** Whether the voter marked the statement "Tärkeä minulle" (counts double in the match). */
  important?: boolean;
  /** The main button's text; by default "Seuraava" in the page language. */
  nextLabel?: string;
  onChoose: (answer: Answer) => void;
  onImportantChange?: (important: boolean) => void;
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
 * Render it with `key={question.id}`: each statement must be a new form, fieldset and heading.
 * A reused fieldset kept the first statement's name in Chromium's accessibility tree, and Orca
 * read the previous statement as the new one (docs/screen-reader.md).
 */
export function QuestionStep({
  question,
  step,
  total,
  answer,
  error,
  important = false,
  nextLabel,
  onChoose,
  onImportantChange,
  onNext,
  onPrevious,
  onSkip,
}: QuestionStepProps) {
  const t = useT();
  const plainT = usePlainT();
  const language = useLanguage();
  const ids = useId();
  const countId = `${ids}-count`;
  const errorId = `${ids}-error`;
  const importantHintId = `${ids}-important-hint`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const segments = useStatementTerms(question.id, question.text, language);
  const [openTerms, setOpenTerms] = useState<ReadonlySet<number>>(new Set());
  const termPanelId = (index: number) => `${ids}-term-${String(index)}`;
  const toggleTerm = (index: number) => {
    setOpenTerms((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  };

  // Each new statement is like a new page: start reading from it. The parent gives every
  // statement a fresh QuestionStep (key), so the button that moved on has gone with the old form.
  useEffect(() => {
    if (!focusIsIdle()) return;
    holdFocusInMain(document.getElementById('main'));
    return afterNextFrame(() => {
      if (!focusIsIdle()) return;
      headingRef.current?.focus();
      renewPageForScreenReaders(document.getElementById('main'));
    });
  }, []);

  // After "Seuraava" without a choice, the error is read out with the options.
  useEffect(() => {
    if (error) firstOptionRef.current?.focus();
  }, [error]);

  const shownCount = t('question.count', { step, total });
  const spokenCount = t('question.countSpoken', { step, total });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  return (
    <form className="question" onSubmit={handleSubmit} noValidate>
      <div className="question__progress">
        <p className="question__count" id={countId}>
          {/* "Väittämä 3 / 25" on screen; read as "Väittämä 3, yhteensä 25", not "kauttaviiva". */}
          {shownCount === spokenCount ? (
            shownCount
          ) : (
            <>
              <span aria-hidden="true">{shownCount}</span>
              <span className="visually-hidden">{spokenCount}</span>
            </>
          )}
        </p>
        <progress
          className="progress-bar question__bar"
          max={total}
          value={step}
          aria-labelledby={countId}
        />
      </div>
      {/* The error describes each option, not the group too: Orca said it twice. */}
      <fieldset
        className={error ? 'question__fieldset field--error' : 'question__fieldset'}
        aria-invalid={error ? true : undefined}
      >
        <legend className="question__legend">
          <span className="question__category">
            <Msg
              id="question.category"
              values={{ category: question.category_label }}
              components={[<span key="c" lang={textLang(question, 'category_label', language)} />]}
            />
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="question__statement"
            aria-describedby={countId}
            lang={textLang(question, 'text', language)}
          >
            <Hyphenated text={question.text} />
          </h1>
        </legend>
        {error && (
          <p className="field-error" id={errorId}>
            <span className="visually-hidden">{t('question.errorPrefix')} </span>
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
                aria-describedby={error ? errorId : undefined}
                onChange={() => {
                  onChoose(value);
                }}
              />
              <span className="likert__text">{answerLabel(t, value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {onImportantChange && (
        <div className="importance">
          <label className="importance__option">
            <input
              className="importance__input"
              type="checkbox"
              checked={important}
              aria-describedby={importantHintId}
              onChange={(event) => {
                onImportantChange(event.target.checked);
              }}
            />
            <span>{t('question.important')}</span>
          </label>
          <p className="importance__hint muted" id={importantHintId}>
            {t('question.importantHint')}
          </p>
        </div>
      )}
      {segments && (
        <>
          <p className="term-words">
            {t('question.termsLead')}
            <TermButtons
              segments={segments}
              open={openTerms}
              panelId={termPanelId}
              onToggle={toggleTerm}
            />
          </p>
          <TermExplanations segments={segments} open={openTerms} panelId={termPanelId} />
        </>
      )}
      <Suspense fallback={null}>
        <ReadAloud
          language={language}
          stopKey={question.id}
          items={[
            {
              label: t('readAloud.listen'),
              texts: [
                question.text,
                t('readAloud.options'),
                ...ANSWER_VALUES.map((value) => answerLabel(t, value)),
              ],
            },
            ...(question.background
              ? [{ label: t('readAloud.listenBackground'), texts: [question.background] }]
              : []),
          ]}
        />
      </Suspense>
      {question.background && (
        <details className="question__background">
          <summary>{t('question.background')}</summary>
          <p lang={textLang(question, 'background', language)}>
            <Hyphenated text={question.background} />
          </p>
        </details>
      )}
      <div className="question__actions">
        <button type="submit" className="button button--primary button--large">
          {nextLabel ?? t('question.next')}
        </button>
        <button type="button" className="button button--secondary" onClick={onPrevious}>
          {t('question.previous')}
        </button>
        <button type="button" className="button button--tertiary" onClick={onSkip}>
          {t('question.skip')}
        </button>
      </div>
      <p className="question__hint muted">
        {plainT?.('selko.question.help') ?? t('question.skipHint')}
      </p>
    </form>
  );
}
