import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMAIL_INPUT, FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';

interface AccountFieldProps {
  id: string;
  hint?: string;
  error?: string;
  /** `register('name')` or `register('email')`. */
  field: UseFormRegisterReturn;
}

/** "Nimesi": the name other admins and the audit log show. */
export function NameField({ id, error, field }: Omit<AccountFieldProps, 'hint'>) {
  const t = useT();
  return (
    <FormField id={id} label={t('auth.name.label')} hint={t('auth.name.hint')} error={error}>
      {(control) => <input type="text" autoComplete="name" {...control} {...field} />}
    </FormField>
  );
}

/** The email address an account signs in with (the password manager's user name). */
export function AccountEmailField({ id, hint, error, field }: AccountFieldProps) {
  const t = useT();
  return (
    <FormField id={id} label={t('auth.email.label')} hint={hint} error={error}>
      {(control) => <input {...EMAIL_INPUT} autoComplete="username" {...control} {...field} />}
    </FormField>
  );
}
