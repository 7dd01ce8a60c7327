import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountEmailSchema } from '#core/account-schemas';
import { loginInputSchema } from '#core/schemas';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { usePageTitle } from '#web/lib/use-page-title';
import { paths } from '#web/paths';
import { AuthPage } from './auth-page';
import { AccountEmailField } from './account-fields';
import { signIn } from '../api/auth-api';
import { useSession } from '../api/use-session';
import { CurrentPasswordField } from './current-password-field';
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
  const serverForm = useServerForm({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '' },
    fieldIds: FIELD_IDS,
    failureMessage: 'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    formErrorFieldId: FIELD_IDS.email,
    submit: async (input) => {
      await signIn(input);
      setShowPassword(false);
      await session.started();
      await navigate(returnTarget(state), { replace: true });
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title="Kirjaudu sisään">
      {state?.signedOut && (
        <div className="notice notice--success" role="status">
          <p>Olet kirjautunut ulos.</p>
        </div>
      )}
      <p>
        Kirjautuminen on vaalikoneen ylläpitäjille. Vaalikoneen käyttäminen ei vaadi kirjautumista.
      </p>
      <ServerForm form={serverForm}>
        <AccountEmailField
          id={FIELD_IDS.email}
          error={errors.email?.message}
          field={register('email')}
        />
        <CurrentPasswordField
          id={FIELD_IDS.password}
          error={errors.password?.message}
          shown={showPassword}
          onShownChange={setShowPassword}
          field={register('password')}
        />
        <SubmitButton form={serverForm} busyLabel="Kirjaudutaan..." large>
          Kirjaudu sisään
        </SubmitButton>
      </ServerForm>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword()}>Unohditko salasanan?</Link>
      </p>
      <p className="muted">
        Ylläpitäjäksi pääsee vain kutsulla. Jos tarvitset tunnukset, pyydä kutsu vaalikoneen
        pääkäyttäjältä.
      </p>
    </AuthPage>
  );
}
