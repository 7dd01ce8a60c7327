import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { setupInputSchema } from '#core/account-schemas';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { isApiError, type ApiError } from '#web/lib/api';
import { usePageTitle } from '#web/lib/use-page-title';
import { paths } from '#web/paths';
import { AuthPage } from './auth-page';
import { AccountEmailField, NameField } from './account-fields';
import { completeSetup, setupLinkQueryOptions, type SetupDone } from '../api/setup';
import { useFocusHeading } from '../hooks/use-focus-heading';
import {
  NewPasswordFields,
  newPasswordFieldIds,
  withPasswordConfirmation,
} from './new-password-fields';
import { isPasswordRuleError } from '#core/error-codes';
import type { ElectionMode } from '#core/account-schemas';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';

const setupFormSchema = withPasswordConfirmation(setupInputSchema.omit({ token: true }));

const FIELD_IDS = {
  name: 'setup-name',
  email: 'setup-email',
  ...newPasswordFieldIds('setup'),
  election: 'setup-election-real',
} as const;

type Problem = 'missing' | 'invalid' | 'expired' | 'done';
type View = 'form' | 'created' | Problem;

const TITLES: Record<View, MessageId> = {
  form: 'auth.setup.title.form',
  created: 'auth.setup.title.created',
  missing: 'auth.setup.title.missing',
  invalid: 'auth.setup.title.invalid',
  expired: 'auth.setup.title.expired',
  done: 'auth.setup.title.done',
};

const PROBLEM_TEXTS: Record<Problem, MessageId> = {
  missing: 'auth.setup.problem.missing',
  invalid: 'auth.setup.problem.invalid',
  expired: 'auth.setup.problem.expired',
  done: 'auth.setup.problem.done',
};

function problemOf(error: ApiError | Error): Problem | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return 'done';
  if (error.status === 410) return 'expired';
  if (error.status === 404 || error.status === 400) return 'invalid';
  return null;
}

/** /asennus?token=…: the page of the one-time link the server prints while no super admin exists. */
export function SetupPage() {
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();
  const check = useQuery({ ...setupLinkQueryOptions(token), enabled: token !== '' });
  const [result, setResult] = useState<
    { view: 'created'; email: string; election: ElectionMode } | Problem | null
  >(null);
  const t = useT();

  let view: View | 'checking' | 'error';
  if (token === '') view = 'missing';
  else if (result !== null) view = typeof result === 'string' ? result : 'created';
  else if (check.isPending) view = 'checking';
  else if (check.isError) view = problemOf(check.error) ?? 'error';
  else view = 'form';

  usePageTitle(t(view === 'checking' || view === 'error' ? TITLES.form : TITLES[view]));
  const headingRef = useFocusHeading(view);

  if (view === 'checking') return <PageLoading />;
  if (view === 'error') {
    return (
      <AuthPage title={t(TITLES.form)}>
        <LoadError message={t('auth.setup.checkFailed')} onRetry={() => void check.refetch()} />
      </AuthPage>
    );
  }
  if (view === 'form') {
    return (
      <SetupForm
        token={token}
        headingRef={headingRef}
        onCreated={(email, election) => setResult({ view: 'created', email, election })}
        onProblem={setResult}
      />
    );
  }
  const created = typeof result === 'object' ? result : null;
  return (
    <AuthPage title={t(TITLES[view])} headingRef={headingRef}>
      {view === 'created' ? (
        <div className="notice notice--success" role="status">
          <p>{t('auth.setup.created', { email: created?.email ?? '' })}</p>
          <p>
            {t(
              created?.election === 'real' ? 'auth.setup.created.real' : 'auth.setup.created.demo',
            )}
          </p>
        </div>
      ) : (
        <>
          <p>{t(PROBLEM_TEXTS[view])}</p>
          {view !== 'done' && <p>{t('auth.setup.restartHint')}</p>}
        </>
      )}
      {(view === 'created' || view === 'done') && (
        <p>
          <Link className="button button--primary button--large" to={paths.login()}>
            {t('auth.signIn.title')}
          </Link>
        </p>
      )}
    </AuthPage>
  );
}

interface SetupFormProps {
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCreated: (email: string, election: ElectionMode) => void;
  onProblem: (problem: Problem) => void;
}

function SetupForm({ token, headingRef, onCreated, onProblem }: SetupFormProps) {
  const t = useT();
  const serverForm = useServerForm({
    schema: setupFormSchema,
    // No answer chosen beforehand: the operator says plainly which it is.
    defaultValues: { name: '', email: '', password: '', confirm: '', election: undefined },
    fieldIds: FIELD_IDS,
    failureMessage: t('auth.setup.failed'),
    submit: async ({ name, email, password, election }, { form }) => {
      let created: SetupDone;
      try {
        created = await completeSetup({ token, name, email, password, election });
      } catch (error) {
        const problem = isApiError(error) && error.status !== 400 ? problemOf(error) : null;
        if (problem) {
          onProblem(problem);
          return;
        }
        // A password the server refused is shown beside the field as well.
        if (isApiError(error) && isPasswordRuleError(error.code)) {
          form.setError('password', { message: error.message });
        }
        throw error;
      }
      onCreated(created.email, election);
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title={t(TITLES.form)} headingRef={headingRef}>
      <p>{t('auth.setup.lead')}</p>
      <ServerForm form={serverForm}>
        <NameField id={FIELD_IDS.name} error={errors.name?.message} field={register('name')} />
        <AccountEmailField
          id={FIELD_IDS.email}
          hint={t('auth.setup.emailHint')}
          error={errors.email?.message}
          field={register('email')}
        />
        <NewPasswordFields idPrefix="setup" register={register} errors={errors} />
        <ChoiceGroup
          id="setup-election"
          legend={t('auth.setup.election.legend')}
          error={errors.election?.message}
        >
          <Choice
            id={FIELD_IDS.election}
            value="real"
            label={t('auth.setup.election.real')}
            description={t('auth.setup.election.realAbout')}
            {...register('election')}
          />
          <Choice
            id="setup-election-demo"
            value="demo"
            label={t('auth.setup.election.demo')}
            description={t('auth.setup.election.demoAbout')}
            {...register('election')}
          />
        </ChoiceGroup>
        <SubmitButton form={serverForm} busyLabel={t('auth.setup.creating')} large>
          {t('auth.setup.create')}
        </SubmitButton>
      </ServerForm>
    </AuthPage>
  );
}
