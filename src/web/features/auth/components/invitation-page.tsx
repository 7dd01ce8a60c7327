import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { acceptInvitationInputSchema } from '../../../../core/account-schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { PasswordToggle } from '../../../components/form/password-toggle';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { isApiError, type ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { signIn } from '../api/auth-api';
import {
  acceptInvitation,
  joinInvitation,
  useInvitation,
  type Invitation,
} from '../api/invitations';
import { useSession } from '../api/use-session';
import { startPageFor } from '../lib/redirects';
import {
  confirmPasswordSchema,
  NewPasswordFields,
  newPasswordFieldIds,
  passwordsMatch,
  passwordsMatchError,
} from './new-password-fields';

const acceptFormSchema = acceptInvitationInputSchema
  .extend({ confirm: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMatchError);
type AcceptFormValues = z.input<typeof acceptFormSchema>;
type AcceptFormOutput = z.output<typeof acceptFormSchema>;

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptFormValues, unknown, AcceptFormOutput>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { name: '', password: '', confirm: '' },
    shouldFocusError: false,
  });

  const onValid = async ({ name, password }: AcceptFormOutput) => {
    setServerError(null);
    try {
      await acceptInvitation(invitationId, { name, password });
    } catch (error) {
      if (isApiError(error) && error.code === 'account_exists') {
        onAccountExists();
        return;
      }
      if (isApiError(error) && error.code.startsWith('password_')) {
        setError('password', { message: error.message });
      } else {
        setServerError(
          isApiError(error)
            ? error.message
            : 'Kutsun vastaanottaminen ei onnistunut. Yritä uudelleen.',
        );
      }
      setFailedSubmits((n) => n + 1);
      return;
    }
    const me = await session.started().catch(() => null);
    await navigate(startPageFor(me), { replace: true });
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <div className="page auth-page">
      <h1>Tervetuloa ylläpitäjäksi</h1>
      <p>
        Sinut on kutsuttu Eläkeläisten vaalikoneen {roleText(invitation.role)}. Kun olet kertonut
        nimesi ja valinnut salasanan, pääset heti ylläpitoon.
      </p>
      <InvitationSummary invitation={invitation} />
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField
          id="invitation-email"
          label="Sähköpostiosoite"
          hint="Kirjaudut tällä osoitteella. Sitä ei voi muuttaa tässä."
        >
          {(control) => (
            <input
              type="email"
              autoComplete="username"
              value={invitation.email}
              readOnly
              {...control}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.name}
          label="Nimesi"
          hint="Etu- ja sukunimi. Nimi näkyy muille ylläpitäjille ja muutoslokissa."
          error={errors.name?.message}
        >
          {(control) => (
            <input type="text" autoComplete="name" {...control} {...register('name')} />
          )}
        </FormField>
        <NewPasswordFields
          idPrefix="invitation"
          password={register('password')}
          confirm={register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
        />
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Tallennetaan...' : 'Ota kutsu vastaan'}
        </button>
      </form>
    </div>
  );
}

const existingAccountSchema = z.object({
  password: z.string({ error: 'Salasana puuttuu.' }).min(1, { error: 'Kirjoita salasana.' }),
});
type ExistingAccountValues = z.infer<typeof existingAccountSchema>;
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExistingAccountValues>({
    resolver: zodResolver(existingAccountSchema),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });

  const fail = (message: string) => {
    setServerError(message);
    setFailedSubmits((n) => n + 1);
  };

  const onValid = async ({ password }: ExistingAccountValues) => {
    setServerError(null);
    try {
      await signIn({ email: invitation.email, password });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') {
        setError('password', {
          message: 'Salasana on väärin. Kirjoita tämän tunnuksen nykyinen salasana.',
        });
        setFailedSubmits((n) => n + 1);
        return;
      }
      fail(isApiError(error) ? error.message : 'Kirjautuminen ei onnistunut. Yritä uudelleen.');
      return;
    }
    try {
      await joinInvitation(invitationId);
    } catch (error) {
      fail(
        isApiError(error)
          ? error.message
          : 'Kutsun vastaanottaminen ei onnistunut. Yritä uudelleen.',
      );
      return;
    }
    setShowPassword(false);
    const me = await session.started().catch(() => null);
    await navigate(startPageFor(me), { replace: true });
  };

  const summary = summaryErrors(
    errors,
    EXISTING_FIELD_IDS,
    serverError ? { message: serverError } : null,
  );
  return (
    <div className="page auth-page">
      <h1>Tervetuloa ylläpitäjäksi</h1>
      <p>
        Sinut on kutsuttu Eläkeläisten vaalikoneen {roleText(invitation.role)}.
        Sähköpostiosoitteellasi on jo tunnus, joten uutta salasanaa ei tarvita. Kirjaudu sisään
        nykyisellä salasanallasi, niin kutsu liitetään tunnukseesi.
      </p>
      <InvitationSummary invitation={invitation} />
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField
          id="invitation-email"
          label="Sähköpostiosoite"
          hint="Kutsu on tälle tunnukselle."
        >
          {(control) => (
            <input
              type="email"
              autoComplete="username"
              value={invitation.email}
              readOnly
              {...control}
            />
          )}
        </FormField>
        <FormField
          id={EXISTING_FIELD_IDS.password}
          label="Salasana"
          hint="Tunnuksesi nykyinen salasana. Se ei muutu."
          error={errors.password?.message}
          after={
            <PasswordToggle
              pressed={showPassword}
              onChange={setShowPassword}
              controls={EXISTING_FIELD_IDS.password}
            />
          }
        >
          {(control) => (
            <input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              {...control}
              {...register('password')}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Kirjaudutaan...' : 'Kirjaudu ja ota kutsu vastaan'}
        </button>
      </form>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword()}>Unohditko salasanan?</Link>
      </p>
    </div>
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
      <div className="page auth-page">
        <h1>Kutsu ylläpitäjäksi</h1>
        <LoadError
          message="Kutsun tietojen lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={onRetry}
        />
      </div>
    );
  }
  return (
    <div className="page auth-page">
      <h1>{problem.title}</h1>
      <p>{problem.text}</p>
      <p>Tarvitsetko uuden kutsun? Pyydä sitä vaalikoneen pääkäyttäjältä.</p>
      <p>
        <Link className="button button--primary" to={paths.login()}>
          Kirjautumiseen
        </Link>
      </p>
    </div>
  );
}
