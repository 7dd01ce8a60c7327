import type { ComponentProps, ReactNode } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string;
  label: ReactNode;
  /** Plain-language help after the label, tied to the box by aria-describedby. */
  hint: ReactNode;
};

/**
 * A checkbox with its label and hint. The rest of the props go to the input, so react-hook-form's
 * `register()` can be spread onto it: `<CheckboxField id=… label=… hint=… {...register('x')} />`.
 */
export function CheckboxField({ id, label, hint, ...input }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field checkbox-field">
      <input
        id={id}
        type="checkbox"
        className="checkbox-field__input"
        aria-describedby={hintId}
        {...input}
      />
      <label className="checkbox-field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
