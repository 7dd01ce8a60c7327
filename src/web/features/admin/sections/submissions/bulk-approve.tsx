import { useRef, useState } from 'react';
import { Choice } from '#web/components/form/choice-group';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useT } from '#web/i18n/hooks';
import { useBulkApprove, type BulkApproved } from '../../api/submissions';
import { useAdminContext } from '../../hooks/use-admin-context';

interface BulkApproveProps {
  municipalityId: string;
  /** The selected submissions (ids), all from the "ready" list. */
  selected: readonly number[];
  onDone: (result: BulkApproved) => void;
}

/**
 * "Hyväksy valitut (N)": one action for the selected submissions, after a confirmation that says
 * how many. Each approval still has its own row in Muutosloki.
 */
export function BulkApprove({ municipalityId, selected, onDone }: BulkApproveProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(true);
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  const approve = useBulkApprove(municipalityId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = selected.length;
  return (
    <div className="button-row submissions__bulk">
      <button
        ref={buttonRef}
        type="button"
        className="button button--primary"
        aria-disabled={count === 0 || undefined}
        onClick={() => {
          if (count === 0) return;
          approve.reset();
          setOpen(true);
        }}
      >
        {t('admin.submissions.bulk.button', { count })}
      </button>
      {count === 0 && <p className="muted">{t('admin.submissions.bulk.none')}</p>}
      <ConfirmDialog
        open={open}
        title={t('admin.submissions.bulk.title', { count })}
        confirmLabel={t('admin.submissions.bulk.confirm', { count })}
        pending={approve.isPending}
        error={approve.error?.message ?? null}
        fallbackFocusRef={buttonRef}
        onCancel={() => {
          setOpen(false);
        }}
        onConfirm={() => {
          approve.mutate(
            { ids: selected, notify: emailEnabled && notify },
            {
              onSuccess: (result) => {
                setOpen(false);
                onDone(result);
              },
            },
          );
        }}
      >
        <p>{t('admin.submissions.bulk.text', { count })}</p>
        {emailEnabled && (
          <div className="field">
            <Choice
              type="checkbox"
              id="bulk-notify"
              label={t('admin.submissions.bulk.notify')}
              checked={notify}
              onChange={(event) => {
                setNotify(event.target.checked);
              }}
            />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
