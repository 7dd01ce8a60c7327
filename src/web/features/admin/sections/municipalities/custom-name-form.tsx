import { useEffect, useRef } from 'react';
import { updateMunicipalityInputSchema } from '#core/admin-schemas';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import {
  useUpdateMunicipality,
  type AdminMunicipalityListItem,
} from '../../api/admin-municipalities';

interface CustomNameFormProps {
  municipality: AdminMunicipalityListItem;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Set or clear the name voters see instead of the official one. */
export function CustomNameForm({ municipality, onSaved, onCancel }: CustomNameFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateMunicipality();
  const official = municipality.reference_name;
  const serverForm = useServerForm({
    schema: updateMunicipalityInputSchema,
    defaultValues: { custom_name: municipality.custom_name ?? '' },
    fieldIds: { custom_name: 'municipality-custom-name' },
    failureMessage: 'Nimen tallentaminen ei onnistunut. Yritä uudelleen.',
    submit: async (input, { fail }) => {
      const name = input.custom_name ? input.custom_name : null;
      if (!name && municipality.is_custom) {
        fail('Omalla kunnalla pitää olla nimi.');
        return;
      }
      await update.mutateAsync({
        id: municipality.municipality_id,
        input: { custom_name: name },
      });
      onSaved(
        name
          ? `Kunnan ${municipality.municipality_id} nimeksi vaihdettiin ${name}.`
          : `Kunnan ${municipality.municipality_id} oma nimi poistettiin. Käytössä on virallinen nimi ${official ?? ''}.`,
      );
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  useEffect(() => {
    headingRef.current?.focus();
  }, [municipality.municipality_id]);

  return (
    <section className="admin-panel" aria-labelledby="custom-name-heading">
      <h2 id="custom-name-heading" ref={headingRef} tabIndex={-1}>
        Muuta nimeä: {municipality.name}
      </h2>
      <ServerForm form={serverForm} className="admin-form">
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
          <SubmitButton form={serverForm} busyLabel="Tallennetaan...">
            Tallenna nimi
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Peruuta
          </button>
        </div>
      </ServerForm>
    </section>
  );
}
