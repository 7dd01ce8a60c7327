import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '#web/lib/app-router-view';
import { ErrorCode } from '#core/error-codes';
import { accessCodeValidateSchema } from '#core/schemas';
import { ErrorSummary } from '#web/components/form/error-summary';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useLanguage, useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { accessCodeQueryOptions } from '../api/access-code';
import { codeProblemOf, type CodeProblem } from '../lib/code-problems';
import { stepUrl } from '../lib/steps';
import { AnsweringClosed } from './answering-closed';
import { CodeProblemNotice } from './code-problem-notice';
import { OrganizerContact } from './organizer-contact';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

interface CodeEntryProps {
  /** The code from the link, shown in the field for correcting. */
  initialCode?: string;
  /** Why the code from the link does not work. */
  problem?: CodeProblem | null;
}

const FIELD_IDS = { code: 'access-code' } as const;

/** Step 1 without a usable code: type the code from the email (or see why the link's code failed). */
export function CodeEntry({ initialCode = '', problem = null }: CodeEntryProps) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitProblem, setSubmitProblem] = useState<CodeProblem | null>(null);
  const [problemChecks, setProblemChecks] = useState(0);
  const problemRef = useRef<HTMLDivElement>(null);

  const serverForm = useServerForm({
    schema: accessCodeValidateSchema,
    defaultValues: { code: initialCode },
    fieldIds: FIELD_IDS,
    failureMessage: '',
    reValidateMode: 'onSubmit',
    onInvalid: () => {
      setSubmitProblem(null);
    },
    // A refused code is told in the notice above the form (which takes focus), not the summary.
    submit: async ({ code }) => {
      try {
        const validated = await queryClient.fetchQuery(accessCodeQueryOptions(code, language));
        setSubmitProblem(null);
        await navigate(stepUrl(validated.code, { step: 'koodi' }));
      } catch (error) {
        setSubmitProblem(codeProblemOf(t, error));
        setProblemChecks((n) => n + 1);
      }
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  const shownProblem = submitProblem ?? problem;
  const title = t('candidate.title', { title: t('candidate.code.heading') });
  usePageTitle(shownProblem || errors.code ? t('candidate.errorPrefix', { title }) : title);

  useEffect(() => {
    if (problemChecks > 0) problemRef.current?.focus();
  }, [problemChecks]);

  // After the deadline no code can do anything: a plain page says so and whom to contact.
  if (shownProblem?.code === ErrorCode.AnsweringClosed) return <AnsweringClosed />;

  const fieldError =
    errors.code?.message ?? (shownProblem?.mistyped ? t('candidate.code.checkCode') : undefined);

  return (
    <div className="page cs-page">
      <p className="eyebrow">{t('candidate.form')}</p>
      <StepHeading step="koodi">{t('candidate.code.heading')}</StepHeading>
      {shownProblem ? (
        <CodeProblemNotice ref={problemRef} problem={shownProblem} />
      ) : (
        <p className="lead">{t('candidate.code.lead')}</p>
      )}
      <ErrorSummary
        title={t('candidate.fixThese')}
        errors={serverForm.summary}
        focusKey={serverForm.failedSubmits}
      />
      <form noValidate className="cs-form" onSubmit={serverForm.onSubmit}>
        {shownProblem && (
          <h2 className="cs-subheading">
            {shownProblem.needsNewCode ? t('candidate.code.newCode') : t('candidate.code.typeCode')}
          </h2>
        )}
        <FormField
          id={FIELD_IDS.code}
          label={t('candidate.code.label')}
          hint={t('candidate.code.hint')}
          error={fieldError}
        >
          {(control) => (
            <input
              type="text"
              className="cs-code-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...control}
              {...register('code')}
            />
          )}
        </FormField>
        <SubmitButton form={serverForm} busyLabel={t('candidate.code.checking')} large>
          {t('candidate.continue')}
        </SubmitButton>
      </form>
      <SavedOnDeviceNote />
      <OrganizerContact />
    </div>
  );
}
