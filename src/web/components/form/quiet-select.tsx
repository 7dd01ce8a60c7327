import { useLayoutEffect, useRef } from 'react';
import type { FieldControlProps } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface QuietSelectProps extends Partial<FieldControlProps> {
  value: string;
  onChange: (value: string) => void;
  /** The choices in order; the first is usually the one that means "all". */
  options: readonly SelectOption[];
}

/**
 * A native select whose choice is set on the element only when it differs, not through React's
 * `value`: React sets the chosen option's `selected` again on every render, Chromium reports each
 * as a selection change, and Orca took one on a page's arrival for the voter's own choice — it
 * moved to the select and into focus mode ("combo box … Kaikki puolueet. Focus mode"). Every
 * select on a voter's page is one of these.
 */
export function QuietSelect({ value, onChange, options, ...control }: QuietSelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const select = ref.current;
    if (select && select.value !== value) select.value = value;
  }, [value, options]);
  return (
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
  );
}
