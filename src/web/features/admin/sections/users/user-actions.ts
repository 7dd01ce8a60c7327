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

const person = (user: AdminUser) => (user.name ? `${user.name} (${user.email})` : user.email);

export function describeAction(action: UserAction): ActionTexts {
  if (action.kind === 'cancel-invitation') {
    const { email, organization_name } = action.invitation;
    return {
      title: 'Perutaanko kutsu?',
      body: [
        `Kutsu osoitteeseen ${email} (${organization_name}) perutaan. Sähköpostissa oleva kutsulinkki lakkaa toimimasta.`,
        'Voit lähettää uuden kutsun myöhemmin.',
      ],
      confirmLabel: 'Peru kutsu',
      destructive: true,
      success: `Kutsu osoitteeseen ${email} peruttiin.`,
    };
  }

  const { user, membership } = action;
  const organization = membership.organization_name;
  const system = isSystemMembership(membership);

  if (action.kind === 'remove-membership') {
    return {
      title: 'Poistetaanko oikeus?',
      body: [
        system
          ? `${person(user)} menettää pääkäyttäjän oikeudet. Hän ei sen jälkeen pääse hoitamaan koko vaalikonetta.`
          : `${person(user)} ei sen jälkeen kuulu organisaatioon ${organization} eikä pääse hoitamaan sen vaalikonetta.`,
        'Käyttäjätunnus säilyy. Voit antaa oikeuden myöhemmin uudelleen lähettämällä kutsun.',
      ],
      confirmLabel: 'Poista oikeus',
      destructive: true,
      success: `Oikeus poistettiin: ${person(user)}, ${organization}.`,
    };
  }

  const toAdmin = action.role === 'admin';
  let effect: string;
  if (system) {
    effect = toAdmin
      ? 'Hänestä tulee pääkäyttäjä, joka voi hoitaa koko vaalikonetta ja kaikkia kuntia.'
      : 'Hän menettää pääkäyttäjän oikeudet, mutta pysyy organisaation jäsenenä.';
  } else {
    effect = toAdmin
      ? `Ylläpitäjänä hän voi muuttaa kunnan ${organization} tietoja.`
      : `Jäsenenä hän ei voi enää muuttaa kunnan ${organization} tietoja.`;
  }
  return {
    title: toAdmin ? 'Muutetaanko rooliksi ylläpitäjä?' : 'Muutetaanko rooliksi jäsen?',
    body: [`${person(user)}, organisaatio ${organization}.`, effect],
    confirmLabel: toAdmin ? 'Muuta ylläpitäjäksi' : 'Muuta jäseneksi',
    destructive: !toAdmin,
    success: `Rooli muutettiin: ${person(user)}, ${organization}, nyt ${toAdmin ? 'ylläpitäjä' : 'jäsen'}.`,
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
