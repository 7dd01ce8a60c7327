import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The choices in order; the first is usually the one that means "all". */
  options: readonly SelectOption[];
  /** A class of the whole field besides `field`. */
  className?: string;
}

/**
 * A labelled native select outside a validated form (a filter): familiar, and works the same with
 * touch, keyboard and screen readers.
 *
 * The choice is set on the element only when it differs, not through React's `value`: React
 * sets the chosen option's `selected` again on every render, Chromium reports each as a
 * selection change, and Orca took one on a page's arrival for the voter's own choice — it moved
 * to the select and into focus mode ("combo box … Kaikki puolueet. Focus mode").
 */
export function SelectField({ id, label, value, onChange, options, className }: SelectFieldProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const select = ref.current;
    if (select && select.value !== value) select.value = value;
  }, [value, options]);
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
