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

const forgotPasswordSchema = z.object({ email: accountEmailSchema });

const FIELD_IDS = { email: 'forgot-email' } as const;

/** /login/unohtunut-salasana: ask for a link to set a new password. */
export function ForgotPasswordPage() {
  usePageTitle('Unohtunut salasana');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const serverForm = useServerForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    fieldIds: FIELD_IDS,
    failureMessage: 'Linkin lähettäminen ei onnistunut. Yritä uudelleen.',
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
      <AuthPage title="Unohtunut salasana">
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
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Unohtunut salasana">
      <p>
        Kirjoita sähköpostiosoite, jolla kirjaudut ylläpitoon. Lähetämme siihen linkin, jolla voit
        asettaa uuden salasanan.
      </p>
      <ServerForm form={serverForm}>
        <AccountEmailField
          id={FIELD_IDS.email}
          error={errors.email?.message}
          field={register('email')}
        />
        <SubmitButton form={serverForm} busyLabel="Lähetetään..." large>
          Lähetä linkki
        </SubmitButton>
      </ServerForm>
      <p className="auth-page__links">
        <Link to={paths.login()}>Takaisin kirjautumiseen</Link>
      </p>
    </AuthPage>
  );
}
