import { useState, type FormEvent } from 'react';
import { statisticsRangeSchema, type StatisticsRange } from '../../../../../core/statistics';
import { ErrorSummary, type SummaryError } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';

const FIELD_IDS = { from: 'statistics-from', to: 'statistics-to' } as const;

interface RangeFormProps {
  range: StatisticsRange;
  onChange: (range: StatisticsRange) => void;
}

/** The period of the statistics: two dates, both included; an empty date leaves that side open. */
export function RangeForm({ range, onChange }: RangeFormProps) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = statisticsRangeSchema.safeParse({
      from: from || undefined,
      to: to || undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        next[field] ??= issue.message;
      }
      setErrors(next);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setErrors({});
    onChange(parsed.data);
  }

  function reset() {
    setFrom('');
    setTo('');
    setErrors({});
    onChange({});
  }

  const summary: SummaryError[] = (['from', 'to'] as const).flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: FIELD_IDS[field] }] : [];
  });

  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form className="statistics-range" noValidate onSubmit={submit} aria-label="Aikaväli">
        <div className="statistics-range__fields">
          <FormField id={FIELD_IDS.from} label="Alkaen" error={errors.from}>
            {(control) => (
              <input
                type="date"
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value);
                }}
                {...control}
              />
            )}
          </FormField>
          <FormField id={FIELD_IDS.to} label="Päättyen" error={errors.to}>
            {(control) => (
              <input
                type="date"
                value={to}
                onChange={(e) => {
                  setTo(e.target.value);
                }}
                {...control}
              />
            )}
          </FormField>
        </div>
        <div className="statistics-range__actions">
          <button type="submit" className="button button--primary">
            Näytä
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            Koko aika
          </button>
        </div>
      </form>
    </>
  );
}
