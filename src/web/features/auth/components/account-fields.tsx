import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMAIL_INPUT, FormField } from '#web/components/form/form-field';

interface AccountFieldProps {
  id: string;
  hint?: string;
  error?: string;
  /** `register('name')` or `register('email')`. */
  field: UseFormRegisterReturn;
}

/** "Nimesi": the name other admins and the audit log show. */
export function NameField({ id, error, field }: Omit<AccountFieldProps, 'hint'>) {
  return (
    <FormField
      id={id}
      label="Nimesi"
      hint="Etu- ja sukunimi. Nimi näkyy muille ylläpitäjille ja muutoslokissa."
      error={error}
    >
      {(control) => <input type="text" autoComplete="name" {...control} {...field} />}
    </FormField>
  );
}

/** The email address an account signs in with (the password manager's user name). */
export function AccountEmailField({ id, hint, error, field }: AccountFieldProps) {
  return (
    <FormField id={id} label="Sähköpostiosoite" hint={hint} error={error}>
      {(control) => <input {...EMAIL_INPUT} autoComplete="username" {...control} {...field} />}
    </FormField>
  );
}
