import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountEmailSchema } from '../../../../core/account-schemas';
import { loginInputSchema, type LoginInput } from '../../../../core/schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { PasswordToggle } from '../../../components/form/password-toggle';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { signIn } from '../api/auth-api';
import { useSession } from '../api/use-session';
import { returnTarget, type SignInLocationState } from '../lib/redirects';

// The core schema, with the account email rule so an empty field says "Kirjoita sähköpostiosoite."
const signInFormSchema = loginInputSchema.extend({ email: accountEmailSchema });

const FIELD_IDS = { email: 'sign-in-email', password: 'sign-in-password' } as const;

export function SignInPage() {
  usePageTitle('Kirjaudu sisään');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const state = (location.state ?? null) as SignInLocationState | null;

  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false, // focus goes to the error summary instead
  });

  const onValid = async (input: LoginInput) => {
    setServerError(null);
    try {
      await signIn(input);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Kirjautuminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
      return;
    }
    setShowPassword(false);
    await session.started();
    await navigate(returnTarget(state), { replace: true });
  };

  const summary = summaryErrors(
    errors,
    FIELD_IDS,
    serverError ? { message: serverError, fieldId: FIELD_IDS.email } : null,
  );

  return (
    <div className="page auth-page">
      <h1>Kirjaudu sisään</h1>
      {state?.signedOut && (
        <div className="notice notice--success" role="status">
          <p>Olet kirjautunut ulos.</p>
        </div>
      )}
      <p>
        Kirjautuminen on vaalikoneen ylläpitäjille. Vaalikoneen käyttäminen ei vaadi kirjautumista.
      </p>
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
        <FormField id={FIELD_IDS.email} label="Sähköpostiosoite" error={errors.email?.message}>
          {(control) => (
            <input
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              {...control}
              {...register('email')}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.password}
          label="Salasana"
          error={errors.password?.message}
          after={
            <PasswordToggle
              pressed={showPassword}
              onChange={setShowPassword}
              controls={FIELD_IDS.password}
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
          {isSubmitting ? 'Kirjaudutaan...' : 'Kirjaudu sisään'}
        </button>
      </form>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword()}>Unohditko salasanan?</Link>
      </p>
      <p className="muted">
        Ylläpitäjäksi pääsee vain kutsulla. Jos tarvitset tunnukset, pyydä kutsu vaalikoneen
        pääkäyttäjältä.
      </p>
    </div>
  );
}
