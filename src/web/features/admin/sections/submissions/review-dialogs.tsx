import { useState, type RefObject } from 'react';
import { z } from 'zod';
import { rejectSubmissionInputSchema } from '#core/schemas';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FormField } from '#web/components/form/form-field';
import { ServerForm, useServerForm } from '#web/components/form/use-server-form';
import type { SubmissionDetail } from '../../api/submissions';
import { NotifyCheckbox } from './notify-checkbox';
import { useT } from '#web/i18n/hooks';
import { useAdminContext } from '../../hooks/use-admin-context';
import { pointTitle } from '#core/moderation-policy';
import { useModerationPolicy } from '#web/lib/moderation-policy';

interface ReviewDialogProps {
  /** The submission being decided; null keeps the dialog closed. */
  submission: SubmissionDetail | null;
  pending: boolean;
  error: string | null;
  fallbackFocusRef: RefObject<HTMLElement | null>;
  onCancel: () => void;
}

/** "Hyväksytäänkö hakemus?": the candidate is published at once. */
export function ApproveDialog({
  submission,
  municipalityName,
  onConfirm,
  ...props
}: ReviewDialogProps & {
  municipalityName: string;
  onConfirm: (notify: boolean) => void;
}) {
  const t = useT();
  const [notify, setNotify] = useState(true);
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  const email = submission?.email ?? null;
  const canNotify = emailEnabled && email !== null;
  return (
    <ConfirmDialog
      open={submission !== null}
      title={t('admin.submissions.approve.title')}
      confirmLabel={t('admin.submissions.approve.confirm')}
      pending={props.pending}
      error={props.error}
      fallbackFocusRef={props.fallbackFocusRef}
      onCancel={props.onCancel}
      onConfirm={() => {
        onConfirm(canNotify && notify);
      }}
    >
      <p>
        {submission?.correction
          ? t('admin.submissions.approve.correctionText', { name: submission.name })
          : t('admin.submissions.approve.text', {
              name: submission?.name ?? '',
              municipality: municipalityName,
            })}
      </p>
      <NotifyCheckbox
        id="approve-notify"
        email={email}
        emailEnabled={emailEnabled}
        checked={canNotify && notify}
        onChange={(event) => {
          setNotify(event.target.checked);
        }}
      />
    </ConfirmDialog>
  );
}

const rejectFormSchema = rejectSubmissionInputSchema.extend({ notify: z.boolean().optional() });
export type RejectFormOutput = z.output<typeof rejectFormSchema>;

/** "Hylätäänkö hakemus?" with a note to the candidate. Remount it (key) for every submission. */
export function RejectDialog({
  submission,
  onConfirm,
  ...props
}: ReviewDialogProps & { onConfirm: (input: RejectFormOutput) => void }) {
  const t = useT();
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  const email = submission?.email ?? null;
  const canNotify = emailEnabled && email !== null;
  const serverForm = useServerForm({
    schema: rejectFormSchema,
    defaultValues: { admin_notes: '', reason_point: null, notify: canNotify },
    fieldIds: { admin_notes: 'reject-notes', reason_point: 'reject-point' },
    // Sending is the section's: its failure shows in the dialog, not here.
    failureMessage: '',
    submit: (input) => {
      // No box (no address or no relay): no notice.
      onConfirm({
        admin_notes: input.admin_notes,
        reason_point: input.reason_point,
        notify: canNotify && input.notify === true,
      });
    },
  });
  const { register } = serverForm.form;
  // The points as the review knows them: the Finnish text (admin pages are Finnish).
  const policy = useModerationPolicy('fi');
  return (
    <ConfirmDialog
      open={submission !== null}
      title={t('admin.submissions.reject.title')}
      confirmLabel={t('admin.submissions.reject.confirm')}
      destructive
      pending={props.pending}
      error={props.error}
      fallbackFocusRef={props.fallbackFocusRef}
      onCancel={props.onCancel}
      onConfirm={() => {
        serverForm.onSubmit();
      }}
    >
      <p>{t('admin.submissions.reject.text', { name: submission?.name ?? '' })}</p>
      <ServerForm form={serverForm}>
        <FormField
          id="reject-point"
          label={t('admin.submissions.reject.point')}
          hint={t('admin.submissions.reject.pointHint')}
          error={serverForm.errors.reason_point?.message}
        >
          {(control) => (
            <select
              {...control}
              {...register('reason_point', {
                setValueAs: (value: string | null) => (value ? value : null),
              })}
            >
              <option value="">{t('admin.submissions.reject.noPoint')}</option>
              {(policy.data?.points ?? []).map((point) => (
                <option key={point.number} value={point.number}>
                  {point.number}. {pointTitle(point)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="reject-notes"
          label={t('admin.submissions.reject.notes')}
          hint={t('admin.submissions.reject.notesHint')}
          error={serverForm.errors.admin_notes?.message}
        >
          {(control) => <textarea rows={4} {...control} {...register('admin_notes')} />}
        </FormField>
        <NotifyCheckbox
          id="reject-notify"
          email={email}
          emailEnabled={emailEnabled}
          {...register('notify')}
        />
      </ServerForm>
    </ConfirmDialog>
  );
}
