import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema } from '#core/account-schemas';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { PageLoading } from '#web/components/page-loading';
import { isApiError } from '#web/lib/api';
import { usePageTitle } from '#web/lib/use-page-title';
import { paths } from '#web/paths';
import { AuthPage } from './auth-page';
import { resetPassword, resetTokenQueryOptions } from '../api/auth-api';
import { useFocusHeading } from '../hooks/use-focus-heading';
import {
  NewPasswordFields,
  newPasswordFieldIds,
  showPasswordRefusal,
  withPasswordConfirmation,
} from './new-password-fields';
import { ErrorCode } from '#core/error-codes';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';

const newPasswordFormSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema }));

const FIELD_IDS = newPasswordFieldIds('new-password');

type View = 'form' | 'invalid' | 'missing' | 'done';

const TITLES: Record<View, MessageId> = {
  form: 'auth.reset.title.form',
  invalid: 'auth.reset.title.invalid',
  missing: 'auth.reset.title.missing',
  done: 'auth.reset.title.done',
};

/** /login/uusi-salasana?token=…: the page the password-reset email links to. */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
  const [result, setResult] = useState<'done' | 'invalid' | null>(null);
  const t = useT();

  let view: View | 'checking';
  if (token === '') view = 'missing';
  else if (result !== null) view = result;
  else if (check.isPending) view = 'checking';
  else if (check.data === 'invalid') view = 'invalid';
  else view = 'form';

  usePageTitle(t(view === 'checking' ? TITLES.form : TITLES[view]));
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
    <AuthPage title={t(TITLES[view])} headingRef={headingRef}>
      {view === 'done' ? (
        <>
          <div className="notice notice--success" role="status">
            <p>{t('auth.reset.done')}</p>
          </div>
          <p>
            <Link className="button button--primary button--large" to={paths.login()}>
              {t('auth.signIn.title')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {view === 'missing'
              ? t('auth.reset.missing')
              : t('auth.reset.invalid', { minutes: 60 })}
          </p>
          <p>{t('auth.reset.askNew')}</p>
          <p>
            <Link className="button button--primary button--large" to={paths.forgotPassword()}>
              {t('auth.reset.askNewLink')}
            </Link>
          </p>
          <p>
            <Link to={paths.login()}>{t('auth.backToSignIn')}</Link>
          </p>
        </>
      )}
    </AuthPage>
  );
}

interface NewPasswordFormProps {
  token: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
  onInvalidLink: () => void;
}

function NewPasswordForm({ token, headingRef, onDone, onInvalidLink }: NewPasswordFormProps) {
  const t = useT();
  const serverForm = useServerForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirm: '' },
    fieldIds: FIELD_IDS,
    failureMessage: t('auth.reset.failed'),
    submit: async ({ password }, { failField }) => {
      try {
        await resetPassword({ token, newPassword: password });
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.InvalidToken) {
          onInvalidLink();
          return;
        }
        if (showPasswordRefusal(error, failField)) return;
        throw error;
      }
      onDone();
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <AuthPage title={t(TITLES.form)} headingRef={headingRef}>
      <p>{t('auth.reset.lead')}</p>
      <ServerForm form={serverForm}>
        <NewPasswordFields idPrefix="new-password" register={register} errors={errors} />
        <SubmitButton form={serverForm} busyLabel={t('auth.saving')} large>
          {t('auth.reset.save')}
        </SubmitButton>
      </ServerForm>
    </AuthPage>
  );
}
