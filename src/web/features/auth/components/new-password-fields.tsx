import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#core/account-schemas';
import { isPasswordRuleError } from '#core/error-codes';
import { FormField, type FieldControlProps } from '#web/components/form/form-field';
import { PasswordToggle } from '#web/components/form/password-toggle';
import { finnish } from '#web/i18n/finnish';
import { isApiError } from '#web/lib/api';
import { useT } from '#web/i18n/hooks';
import { PasswordInput } from './password-input';

/** The confirmation field's rules (`withPasswordConfirmation` adds it). */
const confirmMissing = () => finnish('auth.newPassword.confirmMissing');
const confirmPasswordSchema = z.string({ error: confirmMissing }).min(1, { error: confirmMissing });

// The object's output type is generic here; both fields are strings by the shapes above.
const passwordsMatch = (value: object) => {
  const { password, confirm } = value as { password: string; confirm: string };
  return confirm === '' || password === confirm;
};

/** An object schema with `password`, plus its confirmation field, which must be the same. */
export function withPasswordConfirmation<Shape extends { password: z.core.$ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema.extend({ confirm: confirmPasswordSchema }).refine(passwordsMatch, {
    path: ['confirm'],
    error: () => finnish('auth.newPassword.differ'),
  });
}

type PasswordFieldName = 'password' | 'confirm';

/**
 * When the server refused the new password by its rules (too short, too common...), shows its
 * message beside the password field and returns true; any other error is left to the caller.
 */
export function showPasswordRefusal(
  error: unknown,
  failField: (field: 'password', message: string) => void,
): boolean {
  if (!isApiError(error) || !isPasswordRuleError(error.code)) return false;
  failField('password', error.message);
  return true;
}

interface NewPasswordFieldsProps {
  /** Ids are `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  /** The form's `register`; the form has the fields `password` and `confirm`. */
  register: (name: PasswordFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordFieldName, { message?: string } | undefined>>;
}

export const newPasswordFieldIds = (idPrefix: string) => ({
  password: `${idPrefix}-password`,
  confirm: `${idPrefix}-confirm`,
});

/** "Uusi salasana" and its confirmation, with one "Näytä salasanat" toggle for both. */
export function NewPasswordFields({ idPrefix, register, errors }: NewPasswordFieldsProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const ids = newPasswordFieldIds(idPrefix);
  const input = (name: PasswordFieldName) => (control: FieldControlProps) => (
    <PasswordInput shown={shown} autoComplete="new-password" {...control} {...register(name)} />
  );
  return (
    <>
      <FormField
        id={ids.password}
        label={t('auth.newPassword.label')}
        hint={t('auth.newPassword.hint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
      >
        {input('password')}
      </FormField>
      <FormField
        id={ids.confirm}
        label={t('auth.newPassword.confirmLabel')}
        hint={t('auth.newPassword.confirmHint')}
        error={errors.confirm?.message}
        after={
          <PasswordToggle
            pressed={shown}
            onChange={setShown}
            controls={`${ids.password} ${ids.confirm}`}
            label={t('auth.newPassword.show')}
          />
        }
      >
        {input('confirm')}
      </FormField>
    </>
  );
}
