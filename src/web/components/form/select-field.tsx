import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { QuietSelect, type SelectOption } from './quiet-select';

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
 */
export function SelectField({ id, label, value, onChange, options, className }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      {(control) => (
        <QuietSelect {...control} value={value} onChange={onChange} options={options} />
      )}
    </FormField>
  );
}
