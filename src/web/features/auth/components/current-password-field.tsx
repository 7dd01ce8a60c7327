import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/form/form-field';
import { PasswordToggle } from '#web/components/form/password-toggle';
import { useT } from '#web/i18n/hooks';
import { PasswordInput } from './password-input';

interface CurrentPasswordFieldProps {
  id: string;
  hint?: string;
  error?: string;
  /** Whether the password is shown as text (the toggle's state, kept by the form). */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  /** `register('password')`. */
  field: UseFormRegisterReturn;
}

/** The password of an existing account, with a show-password button. */
export function CurrentPasswordField({
  id,
  hint,
  error,
  shown,
  onShownChange,
  field,
}: CurrentPasswordFieldProps) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={t('auth.password.label')}
      hint={hint}
      error={error}
      after={
        <PasswordToggle
          pressed={shown}
          onChange={onShownChange}
          controls={id}
          label={t('auth.password.show')}
        />
      }
    >
      {(control) => (
        <PasswordInput shown={shown} autoComplete="current-password" {...control} {...field} />
      )}
    </FormField>
  );
}
