import { inviteAdminInputSchema } from '#core/account-schemas';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import { EMAIL_INPUT, FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useInviteAdmin, type CreatedInvitation } from '../../api/admin-users';
import { useAdminContext } from '../../hooks/use-admin-context';

const FIELD_IDS = {
  email: 'invite-email',
  target: 'invite-target',
  role: 'invite-role-admin',
} as const;

export const SYSTEM_TARGET_LABEL = 'Järjestelmän ylläpito (pääkäyttäjät)';

/** Invite an admin by email to the system organization or to one municipality. */
export function InviteForm({ onInvited }: { onInvited: (created: CreatedInvitation) => void }) {
  const { viewer, nameOf } = useAdminContext();
  const invite = useInviteAdmin();
  const serverForm = useServerForm({
    schema: inviteAdminInputSchema,
    defaultValues: { email: '', target: '', role: 'admin' },
    fieldIds: FIELD_IDS,
    failureMessage: 'Kutsun lähettäminen ei onnistunut. Yritä uudelleen.',
    submit: async (input, { form }) => {
      const created = await invite.mutateAsync(input);
      form.reset();
      onInvited(created);
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  const municipalities = viewer.municipalities
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  return (
    <ServerForm form={serverForm} className="invite-form">
      <FormField
        id={FIELD_IDS.email}
        label="Sähköpostiosoite"
        hint="Kutsu lähetetään tähän osoitteeseen. Se on voimassa seitsemän päivää."
        error={errors.email?.message}
      >
        {(control) => (
          <input {...EMAIL_INPUT} autoComplete="off" {...control} {...register('email')} />
        )}
      </FormField>
      <FormField
        id={FIELD_IDS.target}
        label="Organisaatio"
        hint="Kunnan ylläpitäjä hoitaa vain oman kuntansa vaalikonetta. Pääkäyttäjät hoitavat koko vaalikonetta."
        error={errors.target?.message}
      >
        {(control) => (
          <select {...control} {...register('target')}>
            <option value="">Valitse organisaatio</option>
            <option value="system">{SYSTEM_TARGET_LABEL}</option>
            <optgroup label="Kunnat">
              {municipalities.map((municipality) => (
                <option key={municipality.id} value={municipality.id}>
                  {municipality.name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <ChoiceGroup id="invite-role" legend="Rooli" error={errors.role?.message}>
        <Choice
          id="invite-role-admin"
          value="admin"
          label="Ylläpitäjä"
          description="Saa muuttaa organisaation tietoja."
          {...register('role')}
        />
        <Choice
          id="invite-role-member"
          value="member"
          label="Jäsen"
          description="Kuuluu organisaatioon, mutta ei saa muuttaa tietoja."
          {...register('role')}
        />
      </ChoiceGroup>
      <SubmitButton form={serverForm} busyLabel="Lähetetään...">
        Lähetä kutsu
      </SubmitButton>
    </ServerForm>
  );
}
