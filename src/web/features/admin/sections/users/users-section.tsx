import { useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { QueryStatus } from '#web/components/query-status';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { useAdminUsers, useUsersMutation } from '../../api/admin-users';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { AdminsTable } from './admins-table';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { affectsViewer, describeAction, runAction, type UserAction } from './user-actions';
import { useT } from '#web/i18n/hooks';

/** /admin/kayttajat (super admin): invite admins, cancel invitations, change and remove rights. */
export function UsersSection() {
  const t = useT();
  const { viewer, refreshViewer } = useAdminContext();
  const users = useAdminUsers();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [action, setAction] = useState<UserAction | null>(null);

  // The lists are read again before onSuccess, so focus returns to an up-to-date page.
  const mutation = useUsersMutation(runAction);
  const run = (next: UserAction) =>
    mutation.mutate(next, {
      onSuccess: async () => {
        if (affectsViewer(next, viewer.id)) await refreshViewer();
        setAction(null);
        announce(describeAction(t, next).success);
      },
    });

  function openDialog(next: UserAction) {
    mutation.reset();
    setAction(next);
  }

  const texts = action ? describeAction(t, action) : null;

  return (
    <AdminSection title={t('admin.nav.users')} intro={<p>{t('admin.users.intro')}</p>}>
      <StatusMessage status={status} ref={statusRef} />

      <h2>{t('admin.users.invite.heading')}</h2>
      <InviteForm
        onInvited={(created) => {
          announce(
            t('admin.users.invite.sent', {
              email: created.email,
              organization: created.organization_name,
            }),
          );
        }}
      />

      <QueryStatus query={users} failedMessage={t('admin.users.loadFailed')} />
      {users.data && (
        <>
          <h2>{t('admin.users.invitations')}</h2>
          <InvitationsTable invitations={users.data.invitations} onAction={openDialog} />
          <h2>{t('admin.users.admins')}</h2>
          <AdminsTable users={users.data.users} onAction={openDialog} />
        </>
      )}

      <ConfirmDialog
        open={action !== null}
        title={texts?.title ?? ''}
        confirmLabel={texts?.confirmLabel ?? ''}
        destructive={texts?.destructive}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        fallbackFocusRef={statusRef}
        onConfirm={() => {
          if (action) run(action);
        }}
        onCancel={() => {
          setAction(null);
        }}
      >
        {texts?.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ConfirmDialog>
    </AdminSection>
  );
}
