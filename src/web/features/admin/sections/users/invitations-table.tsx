import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { PendingInvitation } from '../../api/admin-users';
import { RowButton } from '../../components/row-button';
import { formatDateTime } from '../../lib/date-time';
import { roleOf } from './labels';
import type { UserAction } from './user-actions';
import { useT } from '#web/i18n/hooks';

interface InvitationsTableProps {
  invitations: readonly PendingInvitation[];
  onAction: (action: UserAction) => void;
}

/** Invitations nobody has accepted yet, with "Peru kutsu". */
export function InvitationsTable({ invitations, onAction }: InvitationsTableProps) {
  const t = useT();
  const columns: DataTableColumn<PendingInvitation>[] = [
    { header: t('admin.users.email'), rowHeader: true, cell: (invitation) => invitation.email },
    {
      header: t('auth.invitation.organization'),
      cell: (invitation) => invitation.organization_name,
    },
    {
      header: t('auth.invitation.role'),
      cell: (invitation) => t('admin.users.role', { role: roleOf(invitation.role) }),
    },
    {
      header: t('admin.users.validity'),
      cell: (invitation) =>
        invitation.expired ? (
          <strong>{t('admin.users.expired')}</strong>
        ) : (
          t('admin.users.validUntil', { time: formatDateTime(invitation.expires_at) })
        ),
    },
    {
      header: t('admin.actions'),
      cell: (invitation) => (
        <RowButton
          danger
          rowName={invitation.email}
          onClick={() => {
            onAction({ kind: 'cancel-invitation', invitation });
          }}
        >
          {t('admin.users.cancel.confirm')}
        </RowButton>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('admin.users.invitations')}
      captionHidden
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      emptyMessage={t('admin.users.noInvitations')}
    />
  );
}
