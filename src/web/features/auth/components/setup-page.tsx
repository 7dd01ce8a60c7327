import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { setupInputSchema } from '../../../../core/account-schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { isApiError, type ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { completeSetup, setupLinkQueryOptions } from '../api/setup';
import { useFocusHeading } from '../hooks/use-focus-heading';
import {
  confirmPasswordSchema,
  NewPasswordFields,
  newPasswordFieldIds,
  passwordsMatch,
  passwordsMatchError,
} from './new-password-fields';

const setupFormSchema = setupInputSchema
  .omit({ token: true })
  .extend({ confirm: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMatchError);
type SetupFormValues = z.input<typeof setupFormSchema>;
type SetupFormOutput = z.output<typeof setupFormSchema>;

const FIELD_IDS = {
  name: 'setup-name',
  email: 'setup-email',
  ...newPasswordFieldIds('setup'),
} as const;

type Problem = 'missing' | 'invalid' | 'expired' | 'done';
type View = 'form' | 'created' | Problem;

const TITLES: Record<View, string> = {
  form: 'Luo ensimmäinen pääkäyttäjä',
  created: 'Pääkäyttäjä on luotu',
  missing: 'Asennuslinkki on puutteellinen',
  invalid: 'Asennuslinkki ei ole voimassa',
  expired: 'Asennuslinkki on vanhentunut',
  done: 'Pääkäyttäjä on jo luotu',
};

const RESTART_HINT =
  'Uuden linkin saat käynnistämällä palvelimen uudelleen: se tulostaa lokiin uuden linkin niin kauan kuin pääkäyttäjää ei ole. Pääkäyttäjän voi luoda myös komentoriviltä komennolla npm run create-admin.';

const PROBLEM_TEXTS: Record<Problem, string> = {
  missing:
    'Avaamastasi osoitteesta puuttuu asennuslinkin tunniste. Kopioi linkki palvelimen lokista kokonaan.',
  invalid:
    'Linkki on jo käytetty, korvattu uudemmalla (palvelin on käynnistetty uudelleen) tai kopioitu vain osittain. Käytä palvelimen lokiin viimeksi tulostettua linkkiä.',
  expired: 'Asennuslinkki on voimassa vuorokauden, ja tämä linkki on ehtinyt vanhentua.',
  done: 'Vaalikoneella on jo pääkäyttäjä, joten asennuslinkkiä ei enää tarvita. Kirjaudu sisään, tai pyydä kutsu pääkäyttäjältä.',
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
  const [result, setResult] = useState<{ view: 'created'; email: string } | Problem | null>(null);

  let view: View | 'checking' | 'error';
  if (token === '') view = 'missing';
  else if (result !== null) view = typeof result === 'string' ? result : 'created';
  else if (check.isPending) view = 'checking';
  else if (check.isError) view = problemOf(check.error) ?? 'error';
  else view = 'form';

  usePageTitle(view === 'checking' || view === 'error' ? TITLES.form : TITLES[view]);
  const headingRef = useFocusHeading(view);

  if (view === 'checking') return <PageLoading />;
  if (view === 'error') {
    return (
      <div className="page auth-page">
        <h1>{TITLES.form}</h1>
        <LoadError
          message="Asennuslinkin tarkistaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void check.refetch()}
        />
      </div>
    );
  }
  if (view === 'form') {
    return (
      <SetupForm
        token={token}
        headingRef={headingRef}
        onCreated={(email) => setResult({ view: 'created', email })}
        onProblem={setResult}
      />
    );
  }
  return (
    <div className="page auth-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {TITLES[view]}
      </h1>
      {view === 'created' ? (
        <div className="notice notice--success" role="status">
          <p>
            Pääkäyttäjän tunnus {typeof result === 'object' && result ? result.email : ''} on luotu,
            ja asennuslinkki on nyt käytetty. Kirjaudu sisään sähköpostiosoitteellasi ja
            salasanallasi. Muut ylläpitäjät kutsut ylläpidon Käyttäjät-osiosta.
          </p>
        </div>
      ) : (
        <>
          <p>{PROBLEM_TEXTS[view]}</p>
          {view !== 'done' && <p>{RESTART_HINT}</p>}
        </>
      )}
      {(view === 'created' || view === 'done') && (
        <p>
          <Link className="button button--primary button--large" to={paths.login()}>
            Kirjaudu sisään
          </Link>
        </p>
      )}
    </div>
  );
}

interface SetupFormProps {
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCreated: (email: string) => void;
  onProblem: (problem: Problem) => void;
}

function SetupForm({ token, headingRef, onCreated, onProblem }: SetupFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetupFormValues, unknown, SetupFormOutput>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm: '' },
    shouldFocusError: false, // focus goes to the error summary instead
  });

  const onValid = async ({ name, email, password }: SetupFormOutput) => {
    setServerError(null);
    try {
      const created = await completeSetup({ token, name, email, password });
      onCreated(created.email);
      return;
    } catch (error) {
      const problem = isApiError(error) && error.status !== 400 ? problemOf(error) : null;
      if (problem) {
        onProblem(problem);
        return;
      }
      setServerError(
        isApiError(error) ? error.message : 'Pääkäyttäjän luominen ei onnistunut. Yritä uudelleen.',
      );
      if (isApiError(error) && error.code.startsWith('password_')) {
        setError('password', { message: error.message });
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
      <p>
        Vaalikoneella ei ole vielä pääkäyttäjää. Pääkäyttäjä hallitsee kuntia, asetuksia ja muita
        ylläpitäjiä. Tämä linkki toimii vain kerran: kun tunnus on luotu, kirjaudut sisään
        tavalliseen tapaan.
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
        <FormField
          id={FIELD_IDS.email}
          label="Sähköpostiosoite"
          hint="Kirjaudut tällä osoitteella, ja salasanan vaihtolinkit lähetetään siihen."
          error={errors.email?.message}
        >
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
        <NewPasswordFields
          idPrefix="setup"
          password={register('password')}
          confirm={register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
        />
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Luodaan...' : 'Luo pääkäyttäjä'}
        </button>
      </form>
    </div>
  );
}
