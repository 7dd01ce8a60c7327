import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './form-field';

interface ChoiceGroupProps {
  /** Prefix of the ids of the hint and error texts. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** `<Choice>` items. */
  children: ReactNode;
}

/**
 * A group of radio buttons in a fieldset whose legend asks the question. Give the first
 * `<Choice>` the id the error summary links to.
 */
export function ChoiceGroup({ id, legend, hint, error, children }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? 'field fieldset field--error' : 'field fieldset'}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className="choices">{children}</div>
    </fieldset>
  );
}

interface ChoiceProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** A radio button of a `<ChoiceGroup>` (the default), or a check box on its own. */
  type?: 'radio' | 'checkbox';
  id: string;
  label: ReactNode;
  /** A plain-language explanation under the label. */
  description?: ReactNode;
}

/**
 * One radio button or check box. The whole row (label and description) is the tap target; the label is the
 * button's name and the description is read after it.
 */
export function Choice({ type = 'radio', id, label, description, ...input }: ChoiceProps) {
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="choice">
      <input
        type={type}
        id={id}
        className="choice__input"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        {...input}
      />
      <label className="choice__label" htmlFor={id}>
        <span id={labelId}>{label}</span>
        {description && (
          <span className="choice__description" id={descriptionId}>
            {description}
          </span>
        )}
      </label>
    </div>
  );
}
