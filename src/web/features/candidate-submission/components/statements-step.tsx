import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Answer } from '#core/matching';
import type { Question } from '#core/questions';
import { ErrorSummary, type SummaryError } from '#web/components/form/error-summary';
import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import type { DraftChange } from '../hooks/use-candidate-draft';
import { answeredCount, type CandidateDraft } from '../lib/draft';
import type { StatementPage } from '../lib/statement-pages';
import { localizeMessage } from '../lib/messages';
import { stepUrl, type StepLocation } from '../lib/steps';
import { statementErrors, type StatementErrors } from '../lib/validation';
import { BackLink } from './back-link';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { answerOptionId, justificationId, StatementField } from './statement-field';
import { StepHeading } from './step-heading';

interface StatementsStepProps {
  code: string;
  questions: readonly Question[];
  pages: readonly StatementPage[];
  page: StatementPage;
  draft: CandidateDraft;
  update: (change: DraftChange) => void;
  location: StepLocation;
}

function withValue<T>(list: readonly T[], index: number, value: T): T[] {
  const next = [...list];
  next[index] = value;
  return next;
}

/**
 * Step 3, one screen per topic (4-5 statements): every statement needs an answer before going
 * on; the justifications are optional. "Vastattu N/25" shows how far the whole step is.
 */
export function StatementsStep({
  code,
  questions,
  pages,
  page,
  draft,
  update,
  location,
}: StatementsStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<number, StatementErrors>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const total = questions.length;
  const answered = answeredCount(draft);
  const isLastPage = page.number === pages.length;
  const first = page.questions[0]?.id ?? 0;
  const last = page.questions.at(-1)?.id ?? 0;

  const summary: SummaryError[] = page.questions.flatMap((question) => {
    const error = errors[question.id];
    const rows: SummaryError[] = [];
    if (error?.answer) {
      rows.push({
        message: t('candidate.statements.errorRow', {
          id: question.id,
          message: t('candidate.statements.chooseAnswer'),
        }),
        fieldId: answerOptionId(question.id, 1),
      });
    }
    if (error?.justification) {
      rows.push({
        message: t('candidate.statements.errorRow', {
          id: question.id,
          message: error.justification,
        }),
        fieldId: justificationId(question.id),
      });
    }
    return rows;
  });

  const title = t('candidate.title', { title: t('candidate.statements.title', { first, last }) });
  usePageTitle(summary.length > 0 ? t('candidate.errorPrefix', { title }) : title);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<number, StatementErrors> = {};
    for (const question of page.questions) {
      const index = question.id - 1;
      const error = statementErrors(
        draft.answers[index] ?? null,
        draft.justifications[index] ?? '',
      );
      if (error) {
        found[question.id] = {
          answer: error.answer && localizeMessage(t, error.answer),
          justification: error.justification && localizeMessage(t, error.justification),
        };
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    const next =
      location.returnToCheck || isLastPage
        ? stepUrl(code, { step: 'tarkista' })
        : stepUrl(code, { step: 'vastaukset', page: page.number + 1 });
    void navigate(next);
  }

  const back = location.returnToCheck
    ? stepUrl(code, { step: 'tarkista' })
    : page.number > 1
      ? stepUrl(code, { step: 'vastaukset', page: page.number - 1 })
      : stepUrl(code, { step: 'perustiedot' });

  return (
    <>
      <BackLink to={back} />
      <StepHeading step="vastaukset">
        {t('candidate.statements.heading', { first, last, category: page.category })}
      </StepHeading>
      <div className="cs-progress-summary">
        <p className="cs-progress-summary__text" id="answered-count">
          {t('candidate.statements.answered', { answered, total })}
          <span className="cs-progress-summary__page">
            {' · '}
            {t('candidate.statements.page', { page: page.number, pages: pages.length })}
          </span>
        </p>
        <progress
          className="progress-bar"
          max={total}
          value={answered}
          aria-labelledby="answered-count"
        />
      </div>
      <ErrorSummary title={t('candidate.fixThese')} errors={summary} focusKey={failedSubmits} />
      {page.number === 1 && <p>{t('candidate.statements.intro')}</p>}
      <form noValidate className="cs-form" onSubmit={handleSubmit}>
        {page.questions.map((question) => {
          const index = question.id - 1;
          return (
            <StatementField
              key={question.id}
              question={question}
              total={total}
              answer={draft.answers[index] ?? null}
              justification={draft.justifications[index] ?? ''}
              errors={errors[question.id]}
              onAnswer={(answer: Answer) => {
                update((previous) => ({
                  ...previous,
                  answers: withValue(previous.answers, index, answer),
                }));
              }}
              onJustify={(text) => {
                update((previous) => ({
                  ...previous,
                  justifications: withValue(previous.justifications, index, text),
                }));
              }}
            />
          );
        })}
        <button type="submit" className="button button--primary button--large">
          {location.returnToCheck
            ? t('candidate.saveAndReturn')
            : isLastPage
              ? t('candidate.statements.continueToCheck')
              : t('candidate.continue')}
        </button>
      </form>
      <SavedOnDeviceNote />
    </>
  );
}
