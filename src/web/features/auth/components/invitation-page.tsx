import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { acceptInvitationInputSchema } from '#core/account-schemas';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
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
  withPasswordConfirmation,
} from './new-password-fields';
import { ErrorCode, isPasswordRuleError } from '#core/error-codes';

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

function roleText(role: Invitation['role']) {
  return role === 'member' ? 'jäseneksi' : 'ylläpitäjäksi';
}

function InvitationSummary({ invitation }: { invitation: Invitation }) {
  return (
    <dl className="summary-list">
      <div className="summary-list__row">
        <dt>Organisaatio</dt>
        <dd>{invitation.organization_name}</dd>
      </div>
      <div className="summary-list__row">
        <dt>Rooli</dt>
        <dd>{invitation.role === 'member' ? 'Jäsen' : 'Ylläpitäjä'}</dd>
      </div>
    </dl>
  );
}

/** The invited address, shown as a read-only field (the password manager saves it too). */
function InvitedEmail({ email, hint }: { email: string; hint: string }) {
  return (
    <FormField id="invitation-email" label="Sähköpostiosoite" hint={hint}>
      {(control) => (
        <input type="email" autoComplete="username" value={email} readOnly {...control} />
      )}
    </FormField>
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
  usePageTitle('Kutsu ylläpitäjäksi');
  const navigate = useNavigate();
  const session = useSession();
  const serverForm = useServerForm({
    schema: acceptFormSchema,
    defaultValues: { name: '', password: '', confirm: '' },
    fieldIds: FIELD_IDS,
    failureMessage: 'Kutsun vastaanottaminen ei onnistunut. Yritä uudelleen.',
    submit: async ({ name, password }, { failField }) => {
      try {
        await acceptInvitation(invitationId, { name, password });
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.AccountExists) {
          onAccountExists();
          return;
        }
        if (isApiError(error) && isPasswordRuleError(error.code)) {
          failField('password', error.message);
          return;
        }
        throw error;
      }
      const me = await session.started().catch(() => null);
      await navigate(startPageFor(me), { replace: true });
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title="Tervetuloa ylläpitäjäksi">
      <p>
        Sinut on kutsuttu Eläkeläisten vaalikoneen {roleText(invitation.role)}. Kun olet kertonut
        nimesi ja valinnut salasanan, pääset heti ylläpitoon.
      </p>
      <InvitationSummary invitation={invitation} />
      <ServerForm form={serverForm}>
        <InvitedEmail
          email={invitation.email}
          hint="Kirjaudut tällä osoitteella. Sitä ei voi muuttaa tässä."
        />
        <NameField id={FIELD_IDS.name} error={errors.name?.message} field={register('name')} />
        <NewPasswordFields idPrefix="invitation" register={register} errors={errors} />
        <SubmitButton form={serverForm} busyLabel="Tallennetaan..." large>
          Ota kutsu vastaan
        </SubmitButton>
      </ServerForm>
    </AuthPage>
  );
}

const existingAccountSchema = z.object({
  password: z.string({ error: 'Salasana puuttuu.' }).min(1, { error: 'Kirjoita salasana.' }),
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
  usePageTitle('Kutsu ylläpitäjäksi');
  const navigate = useNavigate();
  const session = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const serverForm = useServerForm({
    schema: existingAccountSchema,
    defaultValues: { password: '' },
    fieldIds: EXISTING_FIELD_IDS,
    failureMessage: 'Kutsun vastaanottaminen ei onnistunut. Yritä uudelleen.',
    submit: async ({ password }, { fail, failField }) => {
      try {
        await signIn({ email: invitation.email, password });
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.InvalidCredentials) {
          failField('password', 'Salasana on väärin. Kirjoita tämän tunnuksen nykyinen salasana.');
        } else {
          fail(isApiError(error) ? error.message : 'Kirjautuminen ei onnistunut. Yritä uudelleen.');
        }
        return;
      }
      await joinInvitation(invitationId);
      setShowPassword(false);
      const me = await session.started().catch(() => null);
      await navigate(startPageFor(me), { replace: true });
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title="Tervetuloa ylläpitäjäksi">
      <p>
        Sinut on kutsuttu Eläkeläisten vaalikoneen {roleText(invitation.role)}.
        Sähköpostiosoitteellasi on jo tunnus, joten uutta salasanaa ei tarvita. Kirjaudu sisään
        nykyisellä salasanallasi, niin kutsu liitetään tunnukseesi.
      </p>
      <InvitationSummary invitation={invitation} />
      <ServerForm form={serverForm}>
        <InvitedEmail email={invitation.email} hint="Kutsu on tälle tunnukselle." />
        <CurrentPasswordField
          id={EXISTING_FIELD_IDS.password}
          hint="Tunnuksesi nykyinen salasana. Se ei muutu."
          error={errors.password?.message}
          shown={showPassword}
          onShownChange={setShowPassword}
          field={register('password')}
        />
        <SubmitButton form={serverForm} busyLabel="Kirjaudutaan..." large>
          Kirjaudu ja ota kutsu vastaan
        </SubmitButton>
      </ServerForm>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword()}>Unohditko salasanan?</Link>
      </p>
    </AuthPage>
  );
}

const PROBLEMS: Record<string, { title: string; text: string }> = {
  used: {
    title: 'Kutsu on jo käytetty',
    text: 'Tämä kutsu on jo otettu vastaan tai se on peruttu. Jos otit kutsun jo vastaan, kirjaudu sisään sähköpostiosoitteellasi ja salasanallasi.',
  },
  expired: {
    title: 'Kutsu on vanhentunut',
    text: 'Kutsu on voimassa seitsemän päivää, ja tämä kutsu on ehtinyt vanhentua.',
  },
  unknown: {
    title: 'Kutsua ei löytynyt',
    text: 'Linkki voi olla katkennut tai kopioitu vain osittain. Avaa linkki uudelleen sähköpostiviestistä tai kopioi se kokonaan.',
  },
};

function problemOf(error: ApiError | Error) {
  if (!isApiError(error)) return null;
  if (error.status === 409) return PROBLEMS.used!;
  if (error.status === 410) return PROBLEMS.expired!;
  if (error.status === 404 || error.status === 400) return PROBLEMS.unknown!;
  return null;
}

function InvitationProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const problem = problemOf(error);
  usePageTitle(problem?.title ?? 'Kutsu ylläpitäjäksi');
  if (!problem) {
    return (
      <AuthPage title="Kutsu ylläpitäjäksi">
        <LoadError
          message="Kutsun tietojen lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={onRetry}
        />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={problem.title}>
      <p>{problem.text}</p>
      <p>Tarvitsetko uuden kutsun? Pyydä sitä vaalikoneen pääkäyttäjältä.</p>
      <p>
        <Link className="button button--primary" to={paths.login()}>
          Kirjautumiseen
        </Link>
      </p>
    </AuthPage>
  );
}
