import { useEffect, useRef } from 'react';
import { updateMunicipalityInputSchema } from '#core/admin-schemas';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import {
  useUpdateMunicipality,
  type AdminMunicipalityListItem,
} from '../../api/admin-municipalities';
import { SaveOrCancel } from '../../components/save-or-cancel';
import { useT } from '#web/i18n/hooks';

interface CustomNameFormProps {
  municipality: AdminMunicipalityListItem;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Set or clear the name voters see instead of the official one. */
export function CustomNameForm({ municipality, onSaved, onCancel }: CustomNameFormProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateMunicipality();
  const official = municipality.reference_name;
  const serverForm = useServerForm({
    schema: updateMunicipalityInputSchema,
    defaultValues: { custom_name: municipality.custom_name ?? '' },
    fieldIds: { custom_name: 'municipality-custom-name' },
    failureMessage: t('admin.municipalities.rename.failed'),
    submit: async (input, { fail }) => {
      const name = input.custom_name ? input.custom_name : null;
      if (!name && municipality.is_custom) {
        fail(t('admin.municipalities.rename.customNeedsName'));
        return;
      }
      await update.mutateAsync({
        id: municipality.municipality_id,
        input: { custom_name: name },
      });
      onSaved(
        name
          ? t('admin.municipalities.rename.saved', { id: municipality.municipality_id, name })
          : t('admin.municipalities.rename.cleared', {
              id: municipality.municipality_id,
              official: official ?? '',
            }),
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
        {t('admin.municipalities.rename.heading', { name: municipality.name })}
      </h2>
      <ServerForm form={serverForm} className="admin-form">
        <FormField
          id="municipality-custom-name"
          label={t('admin.municipalities.rename.label')}
          hint={
            official
              ? t('admin.municipalities.rename.hint', { official })
              : t('admin.municipalities.rename.customNeedsName')
          }
          error={errors.custom_name?.message}
        >
          {(props) => <input type="text" {...props} {...register('custom_name')} />}
        </FormField>
        <SaveOrCancel
          form={serverForm}
          saveLabel={t('admin.municipalities.rename.save')}
          cancelLabel={t('admin.cancel')}
          onCancel={onCancel}
        />
      </ServerForm>
    </section>
  );
}
