import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { REFERENCE_MUNICIPALITIES } from '#core/municipalities';
import { participatingMunicipalityInputSchema } from '#core/schemas';
import { Combobox } from '#web/components/combobox/combobox';
import type { ComboboxOption } from '#web/components/combobox/filter-options';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useAddMunicipality, type AdminMunicipality } from '../../api/admin-municipalities';
import { useT } from '#web/i18n/hooks';

type FormValues = z.input<typeof participatingMunicipalityInputSchema>;

interface AddFormProps {
  /** Ids already participating: left out of the reference list. */
  existingIds: ReadonlySet<string>;
  onAdded: (added: AdminMunicipality) => Promise<void>;
}

/** Both forms: send, empty the form, then tell the page. */
function useAddForm(
  defaultValues: FormValues,
  fieldIds: Record<string, string>,
  onAdded: (added: AdminMunicipality) => Promise<void>,
  afterReset?: () => void,
) {
  const t = useT();
  const add = useAddMunicipality();
  return useServerForm({
    schema: participatingMunicipalityInputSchema,
    defaultValues,
    fieldIds,
    failureMessage: t('admin.municipalities.addFailed'),
    submit: async (input, { form }) => {
      const added = await add.mutateAsync(input);
      form.reset();
      afterReset?.();
      await onAdded(added);
    },
  });
}

/** Add a municipality from the reference list of Finland's municipalities. */
export function AddReferenceMunicipalityForm({ existingIds, onAdded }: AddFormProps) {
  const t = useT();
  const [resetKey, setResetKey] = useState(0);
  const serverForm = useAddForm(
    { municipality_id: '', is_custom: false },
    { municipality_id: 'add-reference-municipality' },
    onAdded,
    () => {
      setResetKey((n) => n + 1);
    },
  );
  const { control } = serverForm.form;

  const options: ComboboxOption[] = REFERENCE_MUNICIPALITIES.filter(
    (m) => !existingIds.has(m.code),
  ).map((m) => ({
    value: m.code,
    label: m.aland ? t('admin.municipalities.aland', { name: m.name_fi }) : m.name_fi,
    keywords: [m.name_sv, m.code],
  }));

  return (
    <ServerForm form={serverForm} className="admin-form">
      <Controller
        control={control}
        name="municipality_id"
        render={({ field, fieldState }) => (
          <Combobox
            key={resetKey}
            id="add-reference-municipality"
            label={t('admin.municipalities.reference.label')}
            hint={t('admin.municipalities.reference.hint')}
            options={options}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
            }}
            error={fieldState.error?.message}
            countMessage={(count) => t('admin.municipalities.reference.found', { count })}
            noResultsMessage={t('admin.municipalities.reference.none')}
            toggleLabel={t('admin.municipalities.reference.showAll')}
          />
        )}
      />
      <SubmitButton form={serverForm} busyLabel={t('admin.adding')}>
        {t('admin.municipalities.reference.add')}
      </SubmitButton>
    </ServerForm>
  );
}

const CUSTOM_IDS = { municipality_id: 'add-custom-id', custom_name: 'add-custom-name' } as const;

/** Add a custom municipality (e.g. a region or a test area) with an id of the admin's choice. */
export function AddCustomMunicipalityForm({ onAdded }: Pick<AddFormProps, 'onAdded'>) {
  const serverForm = useAddForm(
    { municipality_id: '', custom_name: '', is_custom: true },
    CUSTOM_IDS,
    onAdded,
  );
  const t = useT();
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <ServerForm form={serverForm} className="admin-form">
      <FormField
        id={CUSTOM_IDS.custom_name}
        label={t('admin.municipalities.custom.name')}
        hint={t('admin.municipalities.custom.nameHint')}
        error={errors.custom_name?.message}
      >
        {(props) => <input type="text" {...props} {...register('custom_name')} />}
      </FormField>
      <FormField
        id={CUSTOM_IDS.municipality_id}
        label={t('admin.municipalities.id')}
        hint={t('admin.municipalities.custom.idHint')}
        error={errors.municipality_id?.message}
      >
        {(props) => (
          <input
            type="text"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            {...props}
            {...register('municipality_id', { setValueAs: (v: string) => v.trim() })}
          />
        )}
      </FormField>
      <SubmitButton form={serverForm} busyLabel={t('admin.adding')}>
        {t('admin.municipalities.custom.add')}
      </SubmitButton>
    </ServerForm>
  );
}
