import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { accountEmailSchema } from '#core/account-schemas';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { usePageTitle } from '#web/lib/use-page-title';
import { paths } from '#web/paths';
import { AuthPage } from './auth-page';
import { AccountEmailField } from './account-fields';
import { requestPasswordReset } from '../api/auth-api';
import { useT } from '#web/i18n/hooks';

const forgotPasswordSchema = z.object({ email: accountEmailSchema });

const FIELD_IDS = { email: 'forgot-email' } as const;

/** /login/unohtunut-salasana: ask for a link to set a new password. */
export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.forgot.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const serverForm = useServerForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    fieldIds: FIELD_IDS,
    failureMessage: t('auth.forgot.failed'),
    submit: async ({ email }) => {
      await requestPasswordReset(email);
      setSentTo(email);
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  if (sentTo !== null) {
    return (
      <AuthPage title={t('auth.forgot.title')}>
        <div ref={sentRef} className="notice notice--success" role="status" tabIndex={-1}>
          <p>{t('auth.forgot.sent')}</p>
          <p>{t('auth.forgot.sentValidity', { minutes: 60 })}</p>
        </div>
        <p>
          <Link to={paths.login()}>{t('auth.backToSignIn')}</Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('auth.forgot.title')}>
      <p>{t('auth.forgot.lead')}</p>
      <ServerForm form={serverForm}>
        <AccountEmailField
          id={FIELD_IDS.email}
          error={errors.email?.message}
          field={register('email')}
        />
        <SubmitButton form={serverForm} busyLabel={t('auth.forgot.sending')} large>
          {t('auth.forgot.send')}
        </SubmitButton>
      </ServerForm>
      <p className="auth-page__links">
        <Link to={paths.login()}>{t('auth.backToSignIn')}</Link>
      </p>
    </AuthPage>
  );
}
