import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../../core/account-schemas';
import { FormField } from '../../../components/form/form-field';
import { PasswordToggle } from '../../../components/form/password-toggle';

/** The confirmation field's rules; add to an object schema that has `password`, then `.refine`. */
export const confirmPasswordSchema = z
  .string({ error: 'Kirjoita salasana toiseen kertaan.' })
  .min(1, { error: 'Kirjoita salasana toiseen kertaan.' });

export const PASSWORDS_DIFFER =
  'Salasanat eivät ole samat. Kirjoita sama salasana molempiin kenttiin.';

/** For `.refine(passwordsMatch, passwordsMatchError)` on a schema with password and confirm. */
export const passwordsMatch = (value: { password: string; confirm: string }) =>
  value.confirm === '' || value.password === value.confirm;
export const passwordsMatchError = { path: ['confirm'], error: PASSWORDS_DIFFER };

interface NewPasswordFieldsProps {
  /** Ids are `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

export const newPasswordFieldIds = (idPrefix: string) => ({
  password: `${idPrefix}-password`,
  confirm: `${idPrefix}-confirm`,
});

/** "Uusi salasana" and its confirmation, with one "Näytä salasanat" toggle for both. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const [shown, setShown] = useState(false);
  const ids = newPasswordFieldIds(idPrefix);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <FormField
        id={ids.password}
        label="Uusi salasana"
        hint={`Vähintään ${MIN_PASSWORD_LENGTH} merkkiä. Helposti muistettava lause, esimerkiksi neljä sanaa peräkkäin, on hyvä salasana.`}
        error={passwordError}
      >
        {(control) => (
          <input
            type={type}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            {...control}
            {...password}
          />
        )}
      </FormField>
      <FormField
        id={ids.confirm}
        label="Uusi salasana uudelleen"
        hint="Kirjoita sama salasana toiseen kertaan, niin näemme, ettei siihen tullut kirjoitusvirhettä."
        error={confirmError}
        after={
          <PasswordToggle
            pressed={shown}
            onChange={setShown}
            controls={`${ids.password} ${ids.confirm}`}
            label="Näytä salasanat"
          />
        }
      >
        {(control) => (
          <input
            type={type}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            {...control}
            {...confirm}
          />
        )}
      </FormField>
    </>
  );
}
