import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema } from '../../../../core/account-schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { resetPassword, resetTokenQueryOptions } from '../api/auth-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import {
  confirmPasswordSchema,
  NewPasswordFields,
  newPasswordFieldIds,
  passwordsMatch,
  passwordsMatchError,
} from './new-password-fields';

const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMatchError);
type NewPasswordInput = z.infer<typeof newPasswordFormSchema>;

const FIELD_IDS = newPasswordFieldIds('new-password');

type View = 'form' | 'invalid' | 'missing' | 'done';

const TITLES: Record<View, string> = {
  form: 'Aseta uusi salasana',
  invalid: 'Linkki ei enää toimi',
  missing: 'Linkki on puutteellinen',
  done: 'Salasana on vaihdettu',
};

/** /login/uusi-salasana?token=…: the page the password-reset email links to. */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
  const [result, setResult] = useState<'done' | 'invalid' | null>(null);

  let view: View | 'checking';
  if (token === '') view = 'missing';
  else if (result !== null) view = result;
  else if (check.isPending) view = 'checking';
  else if (check.data === 'invalid') view = 'invalid';
  else view = 'form';

  usePageTitle(view === 'checking' ? TITLES.form : TITLES[view]);
  const headingRef = useFocusHeading(view);

  if (view === 'checking') return <PageLoading />;
  if (view === 'form') {
    return (
      <NewPasswordForm
        token={token}
        headingRef={headingRef}
        onDone={() => {
          setResult('done');
        }}
        onInvalidLink={() => {
          setResult('invalid');
        }}
      />
    );
  }
  return (
    <div className="page auth-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {TITLES[view]}
      </h1>
      {view === 'done' ? (
        <>
          <div className="notice notice--success" role="status">
            <p>Uusi salasanasi on tallennettu. Voit nyt kirjautua sisään uudella salasanalla.</p>
          </div>
          <p>
            <Link className="button button--primary button--large" to={paths.login()}>
              Kirjaudu sisään
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {view === 'missing'
              ? 'Avaamastasi linkistä puuttuu osa. Kopioi linkki sähköpostista kokonaan tai pyydä uusi linkki.'
              : 'Salasanan vaihtolinkki on vanhentunut tai jo käytetty. Linkki toimii vain kerran ja on voimassa 60 minuuttia.'}
          </p>
          <p>Pyydä uusi linkki. Saat sen sähköpostiisi muutamassa minuutissa.</p>
          <p>
            <Link className="button button--primary button--large" to={paths.forgotPassword()}>
              Pyydä uusi linkki
            </Link>
          </p>
          <p>
            <Link to={paths.login()}>Takaisin kirjautumiseen</Link>
          </p>
        </>
      )}
    </div>
  );
}

interface NewPasswordFormProps {
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
  onInvalidLink: () => void;
}

function NewPasswordForm({ token, headingRef, onDone, onInvalidLink }: NewPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
    shouldFocusError: false,
  });

  const onValid = async ({ password }: NewPasswordInput) => {
    setServerError(null);
    try {
      await resetPassword({ token, newPassword: password });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        onInvalidLink();
        return;
      }
      if (isApiError(error) && error.code.startsWith('password_')) {
        setError('password', { message: error.message });
      } else {
        setServerError(
          isApiError(error) ? error.message : 'Salasanan vaihto ei onnistunut. Yritä uudelleen.',
        );
      }
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <div className="page auth-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {TITLES.form}
      </h1>
      <p>Kirjoita uusi salasana kahteen kertaan. Sen jälkeen voit kirjautua sisään sillä.</p>
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
        <NewPasswordFields
          idPrefix="new-password"
          password={register('password')}
          confirm={register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
        />
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Tallennetaan...' : 'Tallenna uusi salasana'}
        </button>
      </form>
    </div>
  );
}
