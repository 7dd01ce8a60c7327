import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/form/form-field';
import { PasswordToggle } from '#web/components/form/password-toggle';

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
  return (
    <FormField
      id={id}
      label="Salasana"
      hint={hint}
      error={error}
      after={<PasswordToggle pressed={shown} onChange={onShownChange} controls={id} />}
    >
      {(control) => (
        <input
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          {...control}
          {...field}
        />
      )}
    </FormField>
  );
}
