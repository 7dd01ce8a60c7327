import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks';

/** Props the field's control (input, select, textarea) must receive to be tied to its texts. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  /** The control's id; the error summary links here. */
  id: string;
  label: ReactNode;
  /** Plain-language help shown between the label and the control. */
  hint?: ReactNode;
  /** The field's error message (shown above the control, GOV.UK style). */
  error?: string;
  /** Renders the control; spread `control` onto it so label, hint and error are announced. */
  children: (control: FieldControlProps) => ReactNode;
  /** Shown after the control, e.g. a show-password button. */
  after?: ReactNode;
  /** A class of the whole field besides `field`, e.g. `combobox`. */
  className?: string;
}

/**
 * A labelled form field with an optional hint and error. The control itself is rendered by the
 * caller, so the same frame serves inputs, selects and textareas, and react-hook-form's
 * `register()` can be spread straight onto the element:
 *
 * ```tsx
 * <FormField id="invite-email" label="Sähköpostiosoite" error={errors.email?.message}>
 *   {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
 * </FormField>
 * ```
 */
export function FormField({ id, label, hint, error, children, after, className }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className, error && 'field--error'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {after}
    </div>
  );
}

/** An error message beside a field; "Virhe:" is read out but not shown. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  const t = useT();
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">{t('error.title')}: </span>
      {children}
    </p>
  );
}

/** The attributes of every email address input: no capitals, no spell check, the email keyboard. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A short whole-number input (age, a count): text with the numeric keyboard, not type=number. */
export const SHORT_NUMBER_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  className: 'input--short',
} as const;
