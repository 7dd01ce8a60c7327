import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { AdminUser } from '../../api/admin-users';
import { RowButton } from '../../components/row-button';
import { isSystemMembership, roleOf } from './labels';
import type { UserAction } from './user-actions';
import { useT } from '#web/i18n/hooks';

interface AdminsTableProps {
  users: readonly AdminUser[];
  onAction: (action: UserAction) => void;
}

/** Every person with a membership: name, email, organizations with roles and actions. */
export function AdminsTable({ users, onAction }: AdminsTableProps) {
  const t = useT();
  const displayName = (user: AdminUser) => user.name || t('admin.users.noName');
  const columns: DataTableColumn<AdminUser>[] = [
    { header: t('admin.users.name'), rowHeader: true, cell: displayName },
    { header: t('admin.users.email'), cell: (user) => user.email },
    {
      header: t('admin.users.memberships'),
      cell: (user) => (
        <ul className="membership-list">
          {user.memberships.map((membership) => {
            const context = `${displayName(user)}, ${membership.organization_name}`;
            const otherRole = membership.role === 'org:admin' ? 'member' : 'admin';
            return (
              <li key={membership.organization_id} className="membership-list__item">
                <span className="membership-list__what">
                  <strong>{membership.organization_name}</strong>
                  {isSystemMembership(membership) && ` ${t('admin.users.superAdminsMark')}`}:{' '}
                  {t('admin.users.roleLower', { role: roleOf(membership.role) })}
                </span>
                <span className="membership-list__actions">
                  <RowButton
                    rowName={context}
                    onClick={() => {
                      onAction({ kind: 'change-role', user, membership, role: otherRole });
                    }}
                  >
                    {t('admin.users.role.confirm', { role: otherRole })}
                  </RowButton>
                  <RowButton
                    danger
                    rowName={context}
                    onClick={() => {
                      onAction({ kind: 'remove-membership', user, membership });
                    }}
                  >
                    {t('admin.users.remove.confirm')}
                  </RowButton>
                </span>
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      header: t('admin.users.superAdmin'),
      cell: (user) => (user.is_super_admin ? t('admin.yes') : t('admin.no')),
    },
  ];

  return (
    <DataTable
      caption={t('admin.users.admins')}
      captionHidden
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyMessage={t('admin.users.noAdmins')}
    />
  );
}
