import {
  cancelInvitation,
  changeRole,
  removeMembership,
  type AdminMembership,
  type AdminUser,
  type InvitedRole,
  type PendingInvitation,
} from '../../api/admin-users';
import { isSystemMembership } from './labels';
import type { Translate } from '#web/i18n/hooks';

/** What a confirmation dialog on the Käyttäjät page is about to do. */
export type UserAction =
  | { kind: 'cancel-invitation'; invitation: PendingInvitation }
  | { kind: 'change-role'; user: AdminUser; membership: AdminMembership; role: InvitedRole }
  | { kind: 'remove-membership'; user: AdminUser; membership: AdminMembership };

export interface ActionTexts {
  title: string;
  /** Paragraphs: what will happen, in plain words. */
  body: string[];
  confirmLabel: string;
  destructive: boolean;
  /** Announced after it succeeded. */
  success: string;
}

const person = (t: Translate, user: AdminUser) =>
  user.name ? t('admin.users.person', { name: user.name, email: user.email }) : user.email;

export function describeAction(t: Translate, action: UserAction): ActionTexts {
  if (action.kind === 'cancel-invitation') {
    const { email, organization_name } = action.invitation;
    return {
      title: t('admin.users.cancel.title'),
      body: [
        t('admin.users.cancel.body', { email, organization: organization_name }),
        t('admin.users.cancel.later'),
      ],
      confirmLabel: t('admin.users.cancel.confirm'),
      destructive: true,
      success: t('admin.users.cancel.done', { email }),
    };
  }

  const { user, membership } = action;
  const organization = membership.organization_name;
  const system = isSystemMembership(membership);

  if (action.kind === 'remove-membership') {
    const who = person(t, user);
    return {
      title: t('admin.users.remove.title'),
      body: [
        system
          ? t('admin.users.remove.system', { person: who })
          : t('admin.users.remove.municipality', { person: who, organization }),
        t('admin.users.remove.accountStays'),
      ],
      confirmLabel: t('admin.users.remove.confirm'),
      destructive: true,
      success: t('admin.users.remove.done', { person: who, organization }),
    };
  }

  const { role } = action;
  const who = person(t, user);
  return {
    title: t('admin.users.role.title', { role }),
    body: [
      t('admin.users.role.who', { person: who, organization }),
      system
        ? t('admin.users.role.effectSystem', { role })
        : t('admin.users.role.effect', { role, organization }),
    ],
    confirmLabel: t('admin.users.role.confirm', { role }),
    destructive: role !== 'admin',
    success: t('admin.users.role.done', { person: who, organization, role }),
  };
}

export function runAction(action: UserAction): Promise<unknown> {
  switch (action.kind) {
    case 'cancel-invitation':
      return cancelInvitation(action.invitation.id);
    case 'change-role':
      return changeRole(action.user.id, action.membership.organization_id, action.role);
    case 'remove-membership':
      return removeMembership(action.user.id, action.membership.organization_id);
  }
}

/** Did the action change the signed-in admin's own rights? */
export function affectsViewer(action: UserAction, viewerId: string): boolean {
  return action.kind !== 'cancel-invitation' && action.user.id === viewerId;
}
