import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REFERENCE_MUNICIPALITIES } from '../../../../../core/municipalities';
import { participatingMunicipalityInputSchema } from '../../../../../core/schemas';
import { Combobox } from '../../../../components/combobox/combobox';
import type { ComboboxOption } from '../../../../components/combobox/filter-options';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import { addMunicipality, type AdminMunicipality } from '../../api/admin-municipalities';

type FormValues = z.input<typeof participatingMunicipalityInputSchema>;
type FormOutput = z.output<typeof participatingMunicipalityInputSchema>;

interface AddFormProps {
  /** Ids already participating: left out of the reference list. */
  existingIds: ReadonlySet<string>;
  onAdded: (added: AdminMunicipality) => Promise<void>;
}

const failureMessage = (error: unknown) =>
  isApiError(error) ? error.message : 'Kunnan lisääminen ei onnistunut. Yritä uudelleen.';

function countMessage(count: number): string {
  return count === 1 ? '1 kunta löytyi' : `${String(count)} kuntaa löytyi`;
}

/** Add a municipality from the reference list of Finland's municipalities. */
export function AddReferenceMunicipalityForm({ existingIds, onAdded }: AddFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(participatingMunicipalityInputSchema),
    defaultValues: { municipality_id: '', is_custom: false },
    shouldFocusError: false,
  });

  const options: ComboboxOption[] = REFERENCE_MUNICIPALITIES.filter(
    (m) => !existingIds.has(m.code),
  ).map((m) => ({
    value: m.code,
    label: m.aland ? `${m.name_fi} (Ahvenanmaa)` : m.name_fi,
    keywords: [m.name_sv, m.code],
  }));

  const onValid = async (input: FormOutput) => {
    setServerError(null);
    try {
      const added = await addMunicipality(input);
      reset();
      setResetKey((n) => n + 1);
      await onAdded(added);
    } catch (error) {
      setServerError(failureMessage(error));
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(
    errors,
    { municipality_id: 'add-reference-municipality' },
    serverError ? { message: serverError } : null,
  );
  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
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
        <button type="submit" className="button button--primary">
          {isSubmitting ? 'Lisätään...' : 'Lisää kunta'}
        </button>
      </form>
    </>
  );
}

const CUSTOM_IDS = { municipality_id: 'add-custom-id', custom_name: 'add-custom-name' } as const;

/** Add a custom municipality (e.g. a region or a test area) with an id of the admin's choice. */
export function AddCustomMunicipalityForm({ onAdded }: Pick<AddFormProps, 'onAdded'>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(participatingMunicipalityInputSchema),
    defaultValues: { municipality_id: '', custom_name: '', is_custom: true },
    shouldFocusError: false,
  });

  const onValid = async (input: FormOutput) => {
    setServerError(null);
    try {
      const added = await addMunicipality(input);
      reset();
      await onAdded(added);
    } catch (error) {
      setServerError(failureMessage(error));
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(errors, CUSTOM_IDS, serverError ? { message: serverError } : null);
  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
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
        <button type="submit" className="button button--primary">
          {isSubmitting ? 'Lisätään...' : 'Lisää oma kunta'}
        </button>
      </form>
    </>
  );
}
