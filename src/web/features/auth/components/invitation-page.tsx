import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
import { z } from 'zod';
import { acceptInvitationInputSchema } from '#core/account-schemas';
import { FormField } from '#web/components/form/form-field';
import {
  ServerForm,
  SubmitButton,
  useServerForm,
  type ServerFormState,
} from '#web/components/form/use-server-form';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { isApiError, type ApiError } from '#web/lib/api';
import { usePageTitle } from '#web/lib/use-page-title';
import { paths } from '#web/paths';
import { AuthPage } from './auth-page';
import { NameField } from './account-fields';
import { signIn } from '../api/auth-api';
import {
  acceptInvitation,
  joinInvitation,
  useInvitation,
  type Invitation,
} from '../api/invitations';
import { useSession } from '../api/use-session';
import { CurrentPasswordField } from './current-password-field';
import { startPageFor } from '../lib/redirects';
import {
  NewPasswordFields,
  newPasswordFieldIds,
  showPasswordRefusal,
  withPasswordConfirmation,
} from './new-password-fields';
import { ErrorCode } from '#core/error-codes';
import type { MessageId } from '#web/i18n/catalogs';
import { finnish } from '#web/i18n/finnish';
import { useT } from '#web/i18n/hooks';

const acceptFormSchema = withPasswordConfirmation(acceptInvitationInputSchema);

const FIELD_IDS = { name: 'invitation-name', ...newPasswordFieldIds('invitation') } as const;

/** /login/kutsu/:invitationId: the page the invitation email links to. */
export function InvitationPage() {
  const { invitationId = '' } = useParams();
  const invitation = useInvitation(invitationId);

  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    return <InvitationProblem error={invitation.error} onRetry={() => void invitation.refetch()} />;
  }
  // An address that already has an account never gets a new password from an invitation: its
  // owner signs in with their own password and the membership is added.
  if (invitation.data.account_exists) {
    return <ExistingAccountForm invitationId={invitationId} invitation={invitation.data} />;
  }
  return (
    <AcceptInvitationForm
      invitationId={invitationId}
      invitation={invitation.data}
      onAccountExists={() => void invitation.refetch()}
    />
  );
}

function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const t = useT();
  return (
    <dl className="summary-list">
      <div className="summary-list__row">
        <dt>{t('auth.invitation.organization')}</dt>
        <dd>{invitation.organization_name}</dd>
      </div>
      <div className="summary-list__row">
        <dt>{t('auth.invitation.role')}</dt>
        <dd>{t('auth.invitation.roleName', { role: invitation.role })}</dd>
      </div>
    </dl>
  );
}

/** The invited address, shown as a read-only field (the password manager saves it too). */
function InvitedEmail({ email, hint }: { email: string; hint: string }) {
  const t = useT();
  return (
    <FormField id="invitation-email" label={t('auth.email.label')} hint={hint}>
      {(control) => (
        <input type="email" autoComplete="username" value={email} readOnly {...control} />
      )}
    </FormField>
  );
}

/** After joining: the new admin's start page, read from the session they now have. */
function useOpenStartPage() {
  const navigate = useNavigate();
  const session = useSession();
  return async () => {
    const me = await session.started().catch(() => null);
    await navigate(startPageFor(me), { replace: true });
  };
}

/** What both invitation forms show around their own fields. */
function InvitationForm<TValues extends FieldValues, TOutput>({
  invitation,
  lead,
  emailHint,
  form,
  children,
  after,
}: {
  invitation: Invitation;
  lead: string;
  emailHint: string;
  form: ServerFormState<TValues, TOutput>;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  usePageTitle(t('auth.invitation.title'));
  return (
    <AuthPage title={t('auth.invitation.welcome')}>
      <p>{lead}</p>
      <InvitationSummary invitation={invitation} />
      <ServerForm form={form}>
        <InvitedEmail email={invitation.email} hint={emailHint} />
        {children}
      </ServerForm>
      {after}
    </AuthPage>
  );
}

function AcceptInvitationForm({
  invitationId,
  invitation,
  onAccountExists,
}: {
  invitationId: string;
  invitation: Invitation;
  /** The address got an account meanwhile: show the sign-in form instead. */
  onAccountExists: () => void;
}) {
  const t = useT();
  const openStartPage = useOpenStartPage();
  const serverForm = useServerForm({
    schema: acceptFormSchema,
    defaultValues: { name: '', password: '', confirm: '' },
    fieldIds: FIELD_IDS,
    failureMessage: t('auth.invitation.failed'),
    submit: async ({ name, password }, { failField }) => {
      try {
        await acceptInvitation(invitationId, { name, password });
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.AccountExists) {
          onAccountExists();
          return;
        }
        if (showPasswordRefusal(error, failField)) return;
        throw error;
      }
      await openStartPage();
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <InvitationForm
      invitation={invitation}
      lead={t('auth.invitation.leadNew', { role: invitation.role })}
      emailHint={t('auth.invitation.emailHint')}
      form={serverForm}
    >
      <NameField id={FIELD_IDS.name} error={errors.name?.message} field={register('name')} />
      <NewPasswordFields idPrefix="invitation" register={register} errors={errors} />
      <SubmitButton form={serverForm} busyLabel={t('auth.saving')} large>
        {t('auth.invitation.accept')}
      </SubmitButton>
    </InvitationForm>
  );
}

const existingAccountSchema = z.object({
  password: z
    .string({ error: () => finnish('auth.password.missing') })
    .min(1, { error: () => finnish('auth.password.empty') }),
});
const EXISTING_FIELD_IDS = { password: 'invitation-current-password' } as const;

/**
 * The address already has an account: its owner signs in with their own password (better-auth's
 * sign-in, with its rate limit), then joins. The link alone gives no way into the account.
 */
function ExistingAccountForm({
  invitationId,
  invitation,
}: {
  invitationId: string;
  invitation: Invitation;
}) {
  const t = useT();
  const openStartPage = useOpenStartPage();
  const [showPassword, setShowPassword] = useState(false);
  const serverForm = useServerForm({
    schema: existingAccountSchema,
    defaultValues: { password: '' },
    fieldIds: EXISTING_FIELD_IDS,
    failureMessage: t('auth.invitation.failed'),
    submit: async ({ password }, { fail, failField }) => {
      try {
        await signIn({ email: invitation.email, password });
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.InvalidCredentials) {
          failField('password', t('auth.invitation.wrongPassword'));
        } else {
          fail(isApiError(error) ? error.message : t('auth.signIn.failed'));
        }
        return;
      }
      await joinInvitation(invitationId);
      setShowPassword(false);
      await openStartPage();
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <InvitationForm
      invitation={invitation}
      lead={t('auth.invitation.leadExisting', { role: invitation.role })}
      emailHint={t('auth.invitation.forAccount')}
      form={serverForm}
      after={
        <p className="auth-page__links">
          <Link to={paths.forgotPassword()}>{t('auth.signIn.forgot')}</Link>
        </p>
      }
    >
      <CurrentPasswordField
        id={EXISTING_FIELD_IDS.password}
        hint={t('auth.invitation.currentPasswordHint')}
        error={errors.password?.message}
        shown={showPassword}
        onShownChange={setShowPassword}
        field={register('password')}
      />
      <SubmitButton form={serverForm} busyLabel={t('auth.signIn.busy')} large>
        {t('auth.invitation.signInAndAccept')}
      </SubmitButton>
    </InvitationForm>
  );
}

const PROBLEMS: Record<string, { title: MessageId; text: MessageId }> = {
  used: { title: 'auth.invitation.used.title', text: 'auth.invitation.used.text' },
  expired: { title: 'auth.invitation.expired.title', text: 'auth.invitation.expired.text' },
  unknown: { title: 'auth.invitation.unknown.title', text: 'auth.invitation.unknown.text' },
};

function problemOf(error: ApiError | Error) {
  if (!isApiError(error)) return null;
  if (error.status === 409) return PROBLEMS.used!;
  if (error.status === 410) return PROBLEMS.expired!;
  if (error.status === 404 || error.status === 400) return PROBLEMS.unknown!;
  return null;
}

function InvitationProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const problem = problemOf(error);
  usePageTitle(t(problem?.title ?? 'auth.invitation.title'));
  if (!problem) {
    return (
      <AuthPage title={t('auth.invitation.title')}>
        <LoadError message={t('auth.invitation.loadFailed')} onRetry={onRetry} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t(problem.title)}>
      <p>{t(problem.text)}</p>
      <p>{t('auth.invitation.needNew')}</p>
      <p>
        <Link className="button button--primary" to={paths.login()}>
          {t('auth.invitation.toSignIn')}
        </Link>
      </p>
    </AuthPage>
  );
}
