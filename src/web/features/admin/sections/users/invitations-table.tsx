import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { PendingInvitation } from '../../api/admin-users';
import { formatDateTime, roleLabel } from './labels';
import type { UserAction } from './user-actions';

interface InvitationsTableProps {
  invitations: readonly PendingInvitation[];
  onAction: (action: UserAction) => void;
}

/** Invitations nobody has accepted yet, with "Peru kutsu". */
export function InvitationsTable({ invitations, onAction }: InvitationsTableProps) {
  const columns: DataTableColumn<PendingInvitation>[] = [
    { header: 'Sähköposti', rowHeader: true, cell: (invitation) => invitation.email },
    { header: 'Organisaatio', cell: (invitation) => invitation.organization_name },
    { header: 'Rooli', cell: (invitation) => roleLabel(invitation.role) },
    {
      header: 'Voimassa',
      cell: (invitation) =>
        invitation.expired ? (
          <strong>Vanhentunut</strong>
        ) : (
          `${formatDateTime(invitation.expires_at)} asti`
        ),
    },
    {
      header: 'Toiminnot',
      cell: (invitation) => (
        <button
          type="button"
          className="button button--danger-outline button--small"
          onClick={() => {
            onAction({ kind: 'cancel-invitation', invitation });
          }}
        >
          Peru kutsu<span className="visually-hidden">: {invitation.email}</span>
        </button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Odottavat kutsut"
      captionHidden
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      emptyMessage="Ei odottavia kutsuja."
    />
  );
}
