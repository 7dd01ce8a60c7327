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

const setupFormSchema = withPasswordConfirmation(setupInputSchema.omit({ token: true }));

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
      <AuthPage title={TITLES.form}>
        <LoadError
          message="Asennuslinkin tarkistaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void check.refetch()}
        />
      </AuthPage>
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
    <AuthPage title={TITLES[view]} headingRef={headingRef}>
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
    </AuthPage>
  );
}

interface SetupFormProps {
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCreated: (email: string) => void;
  onProblem: (problem: Problem) => void;
}

function SetupForm({ token, headingRef, onCreated, onProblem }: SetupFormProps) {
  const serverForm = useServerForm({
    schema: setupFormSchema,
    defaultValues: { name: '', email: '', password: '', confirm: '' },
    fieldIds: FIELD_IDS,
    failureMessage: 'Pääkäyttäjän luominen ei onnistunut. Yritä uudelleen.',
    submit: async ({ name, email, password }, { form }) => {
      let created: SetupDone;
      try {
        created = await completeSetup({ token, name, email, password });
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
      onCreated(created.email);
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title={TITLES.form} headingRef={headingRef}>
      <p>
        Vaalikoneella ei ole vielä pääkäyttäjää. Pääkäyttäjä hallitsee kuntia, asetuksia ja muita
        ylläpitäjiä. Tämä linkki toimii vain kerran: kun tunnus on luotu, kirjaudut sisään
        tavalliseen tapaan.
      </p>
      <ServerForm form={serverForm}>
        <NameField id={FIELD_IDS.name} error={errors.name?.message} field={register('name')} />
        <AccountEmailField
          id={FIELD_IDS.email}
          hint="Kirjaudut tällä osoitteella, ja salasanan vaihtolinkit lähetetään siihen."
          error={errors.email?.message}
          field={register('email')}
        />
        <NewPasswordFields idPrefix="setup" register={register} errors={errors} />
        <SubmitButton form={serverForm} busyLabel="Luodaan..." large>
          Luo pääkäyttäjä
        </SubmitButton>
      </ServerForm>
    </AuthPage>
  );
}
