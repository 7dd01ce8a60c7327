import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
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
import { useT } from '#web/i18n/hooks';

// The core schema, with the account email rule so an empty field says "Kirjoita sähköpostiosoite."
const signInFormSchema = loginInputSchema.extend({ email: accountEmailSchema });

const FIELD_IDS = { email: 'sign-in-email', password: 'sign-in-password' } as const;

export function SignInPage() {
  const t = useT();
  usePageTitle(t('auth.signIn.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const state = (location.state ?? null) as SignInLocationState | null;

  const [showPassword, setShowPassword] = useState(false);
  const serverForm = useServerForm({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '' },
    fieldIds: FIELD_IDS,
    failureMessage: t('auth.signIn.failed'),
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
    <AuthPage title={t('auth.signIn.title')}>
      {state?.signedOut && (
        <div className="notice notice--success" role="status">
          <p>{t('auth.signIn.signedOut')}</p>
        </div>
      )}
      <p>{t('auth.signIn.lead')}</p>
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
        <SubmitButton form={serverForm} busyLabel={t('auth.signIn.busy')} large>
          {t('auth.signIn.title')}
        </SubmitButton>
      </ServerForm>
      <p className="auth-page__links">
        <Link to={paths.forgotPassword()}>{t('auth.signIn.forgot')}</Link>
      </p>
      <p className="muted">{t('auth.signIn.inviteOnly')}</p>
    </AuthPage>
  );
}
