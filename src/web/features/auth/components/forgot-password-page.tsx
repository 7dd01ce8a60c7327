import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { accountEmailSchema } from '../../../../core/account-schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { requestPasswordReset } from '../api/auth-api';

const forgotPasswordSchema = z.object({ email: accountEmailSchema });
type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const FIELD_IDS = { email: 'forgot-email' } as const;

/** /login/unohtunut-salasana: ask for a link to set a new password. */
export function ForgotPasswordPage() {
  usePageTitle('Unohtunut salasana');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const sentRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  const onValid = async ({ email }: ForgotPasswordInput) => {
    setServerError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Linkin lähettäminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="page auth-page">
        <h1>Unohtunut salasana</h1>
        <div ref={sentRef} className="notice notice--success" role="status" tabIndex={-1}>
          <p>
            Jos osoite on rekisteröity, lähetimme siihen linkin, jolla voit asettaa uuden salasanan.
          </p>
          <p>
            Linkki on voimassa 60 minuuttia ja toimii kerran. Jos viestiä ei näy muutamassa
            minuutissa, katso myös roskapostikansio.
          </p>
        </div>
        <p>
          <Link to={paths.login()}>Takaisin kirjautumiseen</Link>
        </p>
      </div>
    );
  }

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <div className="page auth-page">
      <h1>Unohtunut salasana</h1>
      <p>
        Kirjoita sähköpostiosoite, jolla kirjaudut ylläpitoon. Lähetämme siihen linkin, jolla voit
        asettaa uuden salasanan.
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
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Lähetetään...' : 'Lähetä linkki'}
        </button>
      </form>
      <p className="auth-page__links">
        <Link to={paths.login()}>Takaisin kirjautumiseen</Link>
      </p>
    </div>
  );
}
