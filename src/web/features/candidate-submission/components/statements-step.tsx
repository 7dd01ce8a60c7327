import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from '#web/lib/app-router-view';
import type { Answer } from '#core/matching';
import type { Question } from '#core/questions';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import type { DraftChange } from '../hooks/use-candidate-draft';
import { answeredCount, type CandidateDraft } from '../lib/draft';
import type { StatementPage } from '../lib/statement-pages';
import { stepUrl, type StepLocation } from '../lib/steps';
import {
  statementsFormSchema,
  type StatementErrors,
  type StatementsFormValues,
} from '../lib/validation';
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
  const total = questions.length;
  const answered = answeredCount(draft);
  const isLastPage = page.number === pages.length;
  const first = page.questions[0]?.id ?? 0;
  const last = page.questions.at(-1)?.id ?? 0;

  /** The summary's rows, one per answer or justification to fix, in page order. */
  const fieldIds = Object.fromEntries(
    page.questions.flatMap((question) => [
      [`${String(question.id)}.answer`, answerOptionId(question.id, 1)],
      [`${String(question.id)}.justification`, justificationId(question.id)],
    ]),
  );
  const fieldErrors = (errors: FieldErrors<StatementsFormValues>, index: number) => {
    const error = errors.statements?.[index];
    if (!error?.answer && !error?.justification) return undefined;
    return { answer: error.answer?.message, justification: error.justification?.message };
  };

  const serverForm = useServerForm({
    schema: statementsFormSchema,
    defaultValues: {
      statements: page.questions.map((question) => ({
        answer: draft.answers[question.id - 1] ?? null,
        justification: draft.justifications[question.id - 1] ?? '',
      })),
    },
    fieldIds,
    failureMessage: '',
    reValidateMode: 'onSubmit',
    flattenErrors: (errors) =>
      Object.fromEntries(
        page.questions.flatMap((question, index) => {
          const error: StatementErrors | undefined = fieldErrors(errors, index);
          const row = (message: string) => ({
            message: t('candidate.statements.errorRow', { id: question.id, message }),
          });
          return [
            ...(error?.answer
              ? [[`${String(question.id)}.answer`, row(t('candidate.statements.chooseAnswer'))]]
              : []),
            ...(error?.justification
              ? [[`${String(question.id)}.justification`, row(error.justification)]]
              : []),
          ];
        }),
      ),
    submit: async () => {
      await navigate(
        location.returnToCheck || isLastPage
          ? stepUrl(code, { step: 'tarkista' })
          : stepUrl(code, { step: 'vastaukset', page: page.number + 1 }),
      );
    },
  });
  const { getValues, setValue } = serverForm.form;
  /** The form checks what the draft holds: each change goes to both. */
  const mirror = (position: number, change: Partial<{ answer: Answer; justification: string }>) => {
    setValue(
      'statements',
      getValues('statements').map((statement, index) =>
        index === position ? { ...statement, ...change } : statement,
      ),
    );
  };

  const title = t('candidate.title', { title: t('candidate.statements.title', { first, last }) });
  usePageTitle(serverForm.summary.length > 0 ? t('candidate.errorPrefix', { title }) : title);

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
      <ServerForm
        form={serverForm}
        className="cs-form"
        summaryTitle={t('candidate.fixThese')}
        beforeForm={page.number === 1 && <p>{t('candidate.statements.intro')}</p>}
      >
        {page.questions.map((question, position) => {
          const index = question.id - 1;
          return (
            <StatementField
              key={question.id}
              question={question}
              total={total}
              answer={draft.answers[index] ?? null}
              justification={draft.justifications[index] ?? ''}
              errors={fieldErrors(serverForm.errors, position)}
              onAnswer={(answer: Answer) => {
                mirror(position, { answer });
                update((previous) => ({
                  ...previous,
                  answers: withValue(previous.answers, index, answer),
                }));
              }}
              onJustify={(text) => {
                mirror(position, { justification: text });
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
      </ServerForm>
      <SavedOnDeviceNote />
    </>
  );
}
