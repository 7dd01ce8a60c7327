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
  const add = useAddMunicipality();
  return useServerForm({
    schema: participatingMunicipalityInputSchema,
    defaultValues,
    fieldIds,
    failureMessage: 'Kunnan lisääminen ei onnistunut. Yritä uudelleen.',
    submit: async (input, { form }) => {
      const added = await add.mutateAsync(input);
      form.reset();
      afterReset?.();
      await onAdded(added);
    },
  });
}

function countMessage(count: number): string {
  return count === 1 ? '1 kunta löytyi' : `${String(count)} kuntaa löytyi`;
}

/** Add a municipality from the reference list of Finland's municipalities. */
export function AddReferenceMunicipalityForm({ existingIds, onAdded }: AddFormProps) {
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
    label: m.aland ? `${m.name_fi} (Ahvenanmaa)` : m.name_fi,
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
            label="Kunta"
            hint="Kirjoita kunnan nimen alku tai kuntanumero ja valitse kunta listasta. Listassa ovat kunnat, jotka eivät vielä ole mukana."
            options={options}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
            }}
            error={fieldState.error?.message}
            countMessage={countMessage}
            noResultsMessage="Kuntia ei löytynyt. Tarkista kirjoitusasu."
            toggleLabel="Näytä kaikki kunnat"
          />
        )}
      />
      <SubmitButton form={serverForm} busyLabel="Lisätään...">
        Lisää kunta
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
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <ServerForm form={serverForm} className="admin-form">
      <FormField
        id={CUSTOM_IDS.custom_name}
        label="Kunnan nimi"
        hint="Nimi näkyy äänestäjille, esimerkiksi Pohjois-Savon kylät."
        error={errors.custom_name?.message}
      >
        {(props) => <input type="text" {...props} {...register('custom_name')} />}
      </FormField>
      <FormField
        id={CUSTOM_IDS.municipality_id}
        label="Tunnus"
        hint="Tunnus näkyy verkko-osoitteessa. Käytä pieniä kirjaimia a–z, numeroita ja väliviivoja, esimerkiksi savon-kylat. Tunnusta ei voi muuttaa myöhemmin."
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
      <SubmitButton form={serverForm} busyLabel="Lisätään...">
        Lisää oma kunta
      </SubmitButton>
    </ServerForm>
  );
}
