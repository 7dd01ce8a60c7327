import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { StatusMessage } from '../../../../components/status-message';
import { useStatusMessage } from '../../../../components/use-status-message';
import { adminUsersQueryOptions, useAdminUsers } from '../../api/admin-users';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { AdminsTable } from './admins-table';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { affectsViewer, describeAction, runAction, type UserAction } from './user-actions';

/** /admin/kayttajat (super admin): invite admins, cancel invitations, change and remove rights. */
export function UsersSection() {
  const { viewer, refreshViewer } = useAdminContext();
  const users = useAdminUsers();
  const queryClient = useQueryClient();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [action, setAction] = useState<UserAction | null>(null);

  const mutation = useMutation({
    mutationFn: runAction,
    onSuccess: async (_result, done) => {
      // Refresh the lists before closing, so focus returns to a page that is already up to date.
      await queryClient.invalidateQueries(adminUsersQueryOptions);
      if (affectsViewer(done, viewer.id)) await refreshViewer();
      setAction(null);
      announce(describeAction(done).success);
    },
  });

  function openDialog(next: UserAction) {
    mutation.reset();
    setAction(next);
  }

  const texts = action ? describeAction(action) : null;

  return (
    <AdminSection
      title="Käyttäjät"
      intro={
        <p>
          Kutsu uusia ylläpitäjiä sähköpostilla ja muuta ylläpitäjien oikeuksia. Kutsuttu saa
          viestin, jonka linkistä hän asettaa itselleen salasanan.
        </p>
      }
    >
      <StatusMessage status={status} ref={statusRef} />

      <h2>Kutsu uusi ylläpitäjä</h2>
      <InviteForm
        onInvited={(created) => {
          announce(
            `Kutsu lähetettiin osoitteeseen ${created.email} (${created.organization_name}).`,
          );
        }}
      />

      {users.isPending && <PageLoading />}
      {users.isError && (
        <LoadError
          message="Käyttäjien lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void users.refetch()}
        />
      )}
      {users.data && (
        <>
          <h2>Odottavat kutsut</h2>
          <InvitationsTable invitations={users.data.invitations} onAction={openDialog} />
          <h2>Ylläpitäjät</h2>
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
          if (action) mutation.mutate(action);
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
