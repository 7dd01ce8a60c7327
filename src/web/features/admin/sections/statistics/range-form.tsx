import { z } from 'zod';
import { statisticsRangeSchema, type StatisticsRange } from '#core/statistics';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import { useT } from '#web/i18n/hooks';

const FIELD_IDS = { from: 'statistics-from', to: 'statistics-to' } as const;

// The date inputs give '' for an empty date: that side of the period is open.
const formSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(({ from, to }): StatisticsRange => ({ from: from || undefined, to: to || undefined }))
  .pipe(statisticsRangeSchema);

interface RangeFormProps {
  range: StatisticsRange;
  onChange: (range: StatisticsRange) => void;
}

/** The period of the statistics: two dates, both included; an empty date leaves that side open. */
export function RangeForm({ range, onChange }: RangeFormProps) {
  const t = useT();
  const serverForm = useServerForm({
    schema: formSchema,
    defaultValues: { from: range.from ?? '', to: range.to ?? '' },
    fieldIds: FIELD_IDS,
    failureMessage: '',
    submit: async (values) => {
      onChange(values);
    },
  });
  const { register, reset } = serverForm.form;
  const { errors } = serverForm;

  return (
    <ServerForm form={serverForm} className="statistics-range" label={t('admin.statistics.range')}>
      <div className="statistics-range__fields">
        <FormField
          id={FIELD_IDS.from}
          label={t('admin.statistics.range.from')}
          error={errors.from?.message}
        >
          {(control) => <input type="date" {...control} {...register('from')} />}
        </FormField>
        <FormField
          id={FIELD_IDS.to}
          label={t('admin.statistics.range.to')}
          error={errors.to?.message}
        >
          {(control) => <input type="date" {...control} {...register('to')} />}
        </FormField>
      </div>
      <div className="statistics-range__actions">
        <button type="submit" className="button button--primary">
          {t('admin.statistics.range.show')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            reset({ from: '', to: '' });
            onChange({});
          }}
        >
          {t('admin.statistics.range.all')}
        </button>
      </div>
    </ServerForm>
  );
}
