import { inviteAdminInputSchema } from '#core/account-schemas';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import { EMAIL_INPUT, FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { useInviteAdmin, type CreatedInvitation } from '../../api/admin-users';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useT } from '#web/i18n/hooks';

const FIELD_IDS = {
  email: 'invite-email',
  target: 'invite-target',
  role: 'invite-role-admin',
} as const;

/** Invite an admin by email to the system organization or to one municipality. */
export function InviteForm({ onInvited }: { onInvited: (created: CreatedInvitation) => void }) {
  const t = useT();
  const { viewer, nameOf } = useAdminContext();
  const invite = useInviteAdmin();
  const serverForm = useServerForm({
    schema: inviteAdminInputSchema,
    defaultValues: { email: '', target: '', role: 'admin' },
    fieldIds: FIELD_IDS,
    failureMessage: t('admin.users.invite.failed'),
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
        label={t('auth.email.label')}
        hint={t('admin.users.invite.emailHint')}
        error={errors.email?.message}
      >
        {(control) => (
          <input {...EMAIL_INPUT} autoComplete="off" {...control} {...register('email')} />
        )}
      </FormField>
      <FormField
        id={FIELD_IDS.target}
        label={t('auth.invitation.organization')}
        hint={t('admin.users.invite.targetHint')}
        error={errors.target?.message}
      >
        {(control) => (
          <select {...control} {...register('target')}>
            <option value="">{t('admin.users.invite.chooseTarget')}</option>
            <option value="system">{t('admin.users.invite.system')}</option>
            <optgroup label={t('admin.nav.municipalities')}>
              {municipalities.map((municipality) => (
                <option key={municipality.id} value={municipality.id}>
                  {municipality.name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <ChoiceGroup id="invite-role" legend={t('auth.invitation.role')} error={errors.role?.message}>
        <Choice
          id="invite-role-admin"
          value="admin"
          label={t('admin.users.role', { role: 'admin' })}
          description={t('admin.users.invite.adminAbout')}
          {...register('role')}
        />
        <Choice
          id="invite-role-member"
          value="member"
          label={t('admin.users.role', { role: 'member' })}
          description={t('admin.users.invite.memberAbout')}
          {...register('role')}
        />
      </ChoiceGroup>
      <SubmitButton form={serverForm} busyLabel={t('admin.users.invite.sending')}>
        {t('admin.users.invite.send')}
      </SubmitButton>
    </ServerForm>
  );
}
