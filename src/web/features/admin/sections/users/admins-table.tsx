import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { AdminUser } from '../../api/admin-users';
import { isSystemMembership, roleLabel } from './labels';
import type { UserAction } from './user-actions';

interface AdminsTableProps {
  users: readonly AdminUser[];
  onAction: (action: UserAction) => void;
}

const displayName = (user: AdminUser) => user.name || 'Nimi puuttuu';

/** Every person with a membership: name, email, organizations with roles and actions. */
export function AdminsTable({ users, onAction }: AdminsTableProps) {
  const columns: DataTableColumn<AdminUser>[] = [
    { header: 'Nimi', rowHeader: true, cell: displayName },
    { header: 'Sähköposti', cell: (user) => user.email },
    {
      header: 'Organisaatiot ja roolit',
      cell: (user) => (
        <ul className="membership-list">
          {user.memberships.map((membership) => {
            const context = `${displayName(user)}, ${membership.organization_name}`;
            const otherRole = membership.role === 'org:admin' ? 'member' : 'admin';
            return (
              <li key={membership.organization_id} className="membership-list__item">
                <span className="membership-list__what">
                  <strong>{membership.organization_name}</strong>
                  {isSystemMembership(membership) && ' (pääkäyttäjät)'}:{' '}
                  {roleLabel(membership.role).toLowerCase()}
                </span>
                <span className="membership-list__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => {
                      onAction({ kind: 'change-role', user, membership, role: otherRole });
                    }}
                  >
                    {otherRole === 'admin' ? 'Muuta ylläpitäjäksi' : 'Muuta jäseneksi'}
                    <span className="visually-hidden">: {context}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--danger-outline button--small"
                    onClick={() => {
                      onAction({ kind: 'remove-membership', user, membership });
                    }}
                  >
                    Poista oikeus<span className="visually-hidden">: {context}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ),
    },
    { header: 'Pääkäyttäjä', cell: (user) => (user.is_super_admin ? 'Kyllä' : 'Ei') },
  ];

  return (
    <DataTable
      caption="Ylläpitäjät"
      captionHidden
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyMessage="Ylläpitäjiä ei ole vielä."
    />
  );
}
