import { ACCESS_CODE_VALID_DAYS } from '#core/schemas';
import { FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';

/** The typed "Voimassa (päivää)" as a whole number of 1–90 days, or null when it is not one. */
export function validDaysOf(text: string): number | null {
  const days = Number(text);
  return /^\d+$/.test(text.trim()) && days >= 1 && days <= 90 ? days : null;
}

/** How many days the new codes are valid: the same field for the file and the ticked rows. */
export function ValidDaysField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={t('admin.codes.form.days')}
      hint={t('admin.codes.form.daysHint', { days: ACCESS_CODE_VALID_DAYS })}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          className="input--short"
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
          }}
        />
      )}
    </FormField>
  );
}
