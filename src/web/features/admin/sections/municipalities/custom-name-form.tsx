import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateMunicipalityInputSchema } from '../../../../../core/admin-schemas';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import { updateMunicipality, type AdminMunicipalityListItem } from '../../api/admin-municipalities';

type FormValues = z.input<typeof updateMunicipalityInputSchema>;
type FormOutput = z.output<typeof updateMunicipalityInputSchema>;

interface CustomNameFormProps {
  municipality: AdminMunicipalityListItem;
  onSaved: (message: string) => Promise<void>;
  onCancel: () => void;
}

/** Set or clear the name voters see instead of the official one. */
export function CustomNameForm({ municipality, onSaved, onCancel }: CustomNameFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(updateMunicipalityInputSchema),
    defaultValues: { custom_name: municipality.custom_name ?? '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, [municipality.municipality_id]);

  const official = municipality.reference_name;
  const onValid = async (input: FormOutput) => {
    setServerError(null);
    const name = input.custom_name ? input.custom_name : null;
    if (!name && municipality.is_custom) {
      setServerError('Omalla kunnalla pitää olla nimi.');
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      await updateMunicipality(municipality.municipality_id, { custom_name: name });
      await onSaved(
        name
          ? `Kunnan ${municipality.municipality_id} nimeksi vaihdettiin ${name}.`
          : `Kunnan ${municipality.municipality_id} oma nimi poistettiin. Käytössä on virallinen nimi ${official ?? ''}.`,
      );
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Nimen tallentaminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(
    errors,
    { custom_name: 'municipality-custom-name' },
    serverError ? { message: serverError } : null,
  );
  return (
    <section className="admin-panel" aria-labelledby="custom-name-heading">
      <h2 id="custom-name-heading" ref={headingRef} tabIndex={-1}>
        Muuta nimeä: {municipality.name}
      </h2>
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
          id="municipality-custom-name"
          label="Nimi äänestäjille"
          hint={
            official
              ? `Virallinen nimi on ${official}. Jätä kenttä tyhjäksi, niin käytetään virallista nimeä.`
              : 'Omalla kunnalla pitää olla nimi.'
          }
          error={errors.custom_name?.message}
        >
          {(props) => <input type="text" {...props} {...register('custom_name')} />}
        </FormField>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {isSubmitting ? 'Tallennetaan...' : 'Tallenna nimi'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Peruuta
          </button>
        </div>
      </form>
    </section>
  );
}
