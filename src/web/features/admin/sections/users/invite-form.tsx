import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteAdminInputSchema } from '../../../../../core/account-schemas';
import { Choice, ChoiceGroup } from '../../../../components/form/choice-group';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { isApiError } from '../../../../lib/api';
import { adminUsersQueryOptions, inviteAdmin, type CreatedInvitation } from '../../api/admin-users';
import { useAdminContext } from '../../hooks/use-admin-context';

type InviteFormValues = z.input<typeof inviteAdminInputSchema>;
type InviteFormOutput = z.output<typeof inviteAdminInputSchema>;

const FIELD_IDS = {
  email: 'invite-email',
  target: 'invite-target',
  role: 'invite-role-admin',
} as const;

export const SYSTEM_TARGET_LABEL = 'Järjestelmän ylläpito (pääkäyttäjät)';

/** Invite an admin by email to the system organization or to one municipality. */
export function InviteForm({ onInvited }: { onInvited: (created: CreatedInvitation) => void }) {
  const { viewer, nameOf } = useAdminContext();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteFormValues, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteAdminInputSchema),
    defaultValues: { email: '', target: '', role: 'admin' },
    shouldFocusError: false,
  });

  const municipalities = viewer.municipalities
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  const onValid = async (input: InviteFormOutput) => {
    setServerError(null);
    try {
      const created = await inviteAdmin(input);
      reset();
      await queryClient.invalidateQueries(adminUsersQueryOptions);
      onInvited(created);
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Kutsun lähettäminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="invite-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        <FormField
          id={FIELD_IDS.email}
          label="Sähköpostiosoite"
          hint="Kutsu lähetetään tähän osoitteeseen. Se on voimassa seitsemän päivää."
          error={errors.email?.message}
        >
          {(control) => (
            <input
              type="email"
              autoComplete="off"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              {...control}
              {...register('email')}
            />
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
        <button type="submit" className="button button--primary">
          {isSubmitting ? 'Lähetetään...' : 'Lähetä kutsu'}
        </button>
      </form>
    </>
  );
}
