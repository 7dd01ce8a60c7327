// Admin invitations: made by a super admin, emailed as a link, accepted with a new password or
// joined with an existing account, and cancelled. The admins and their roles: users.service.ts.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AcceptInvitationInput, InviteAdminInput } from '#core/account-schemas';
import { createPasswordUser, setMembership, setSuperAdmin } from '../../auth/accounts';
import { toOrgRole } from '../../auth/access';
import type { Db, Tx } from '../../db/client';
import {
  authInvitation,
  authMember,
  authOrganization,
  authUser,
  participatingMunicipalities,
} from '../../db/schema';
import { AppError, errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import { writeAudit, type Actor } from '../../shared/domain/audit';

export const INVITATION_VALID_DAYS = 7;

/**
 * The secret in the emailed link is stored only as its SHA-256, like better-auth's reset tokens
 * are matched: a copy of the database (or of an admin's screen) gives no working link. The token
 * has 256 random bits, so a plain hash is enough (no salt or slow hash needed).
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

async function organizationFor(db: Db, target: string, systemOrgSlug: string) {
  if (target === 'system') {
    const [org] = await db
      .select()
      .from(authOrganization)
      .where(eq(authOrganization.slug, systemOrgSlug));
    if (!org) throw errors.notFound('Järjestelmäorganisaatiota ei löytynyt.');
    return { org, municipalityId: null as string | null };
  }
  const [row] = await db
    .select({ org: authOrganization })
    .from(participatingMunicipalities)
    .innerJoin(
      authOrganization,
      eq(authOrganization.id, participatingMunicipalities.organizationId),
    )
    .where(eq(participatingMunicipalities.municipalityId, target));
  if (!row) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return { org: row.org, municipalityId: target };
}

export async function inviteAdmin(
  db: Db,
  mailer: Mailer,
  input: InviteAdminInput,
  actor: Actor & { name: string },
  opts: { systemOrgSlug: string; publicUrl: string },
) {
  const { org, municipalityId } = await organizationFor(db, input.target, opts.systemOrgSlug);
  // id: non-secret, shown in lists and used to cancel. token: only in the email.
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 3600 * 1000);
  await db.transaction(async (tx) => {
    // A new invitation replaces an earlier pending one for the same address and organization.
    await tx
      .update(authInvitation)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(authInvitation.email, input.email),
          eq(authInvitation.organizationId, org.id),
          eq(authInvitation.status, 'pending'),
        ),
      );
    await tx.insert(authInvitation).values({
      id,
      tokenHash: hashInvitationToken(token),
      organizationId: org.id,
      email: input.email,
      role: input.role,
      status: 'pending',
      expiresAt,
      inviterId: actor.id!,
    });
    await writeAudit(tx, actor, {
      action: 'user.invite',
      entity: 'invitation',
      entityId: id,
      municipalityId,
      details: { email: input.email, organization: org.slug, role: input.role },
    });
  });
  const link = `${opts.publicUrl}/login/kutsu/${token}`;
  await mailer.enqueue([
    invitationMail(
      input.email,
      link,
      org.name,
      actor.name || actor.email || 'Ylläpitäjä',
      INVITATION_VALID_DAYS,
      await accountExists(db, input.email),
    ),
  ]);
  return {
    id,
    email: input.email,
    organization_name: org.name,
    expires_at: expiresAt.toISOString(),
  };
}

/** The pending invitation of the emailed token (looked up by its hash). */
async function pendingInvitation(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ inv: authInvitation, org: authOrganization })
    .from(authInvitation)
    .innerJoin(authOrganization, eq(authOrganization.id, authInvitation.organizationId))
    .where(eq(authInvitation.tokenHash, hashInvitationToken(token)));
  if (!row) throw errors.notFound('Kutsua ei löytynyt. Tarkista linkki tai pyydä uusi kutsu.');
  if (row.inv.status !== 'pending') {
    throw new AppError(
      'invitation_used',
      409,
      'Tämä kutsu on jo käytetty tai peruttu. Pyydä tarvittaessa uusi kutsu.',
    );
  }
  if (row.inv.expiresAt < new Date()) {
    throw new AppError(
      'invitation_expired',
      410,
      'Kutsu on vanhentunut. Pyydä ylläpitäjältä uusi kutsu.',
    );
  }
  return row;
}

async function accountExists(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.toLowerCase()));
  return Boolean(row);
}

/**
 * What the invitation page shows. `account_exists` tells the page which form to show: a new
 * account (name and password) or signing in with the account's own password. Only the holder of
 * the emailed link can ask, and it is about their own address.
 */
export async function describeInvitation(db: Db, token: string) {
  const { inv, org } = await pendingInvitation(db, token);
  return {
    email: inv.email,
    organization_name: org.name,
    role: (inv.role === 'member' ? 'member' : 'admin') as 'admin' | 'member',
    account_exists: await accountExists(db, inv.email),
  };
}

const accountExistsError = () =>
  new AppError(
    'account_exists',
    409,
    'Tällä sähköpostiosoitteella on jo tunnus. Ota kutsu vastaan kirjautumalla sisään omalla salasanallasi.',
  );

/** Claims the pending invitation in the transaction: exactly one request can use it. */
async function claimInvitation(tx: Tx, token: string) {
  const row = await pendingInvitation(tx, token);
  const claimed = await tx
    .update(authInvitation)
    .set({ status: 'accepted' })
    .where(and(eq(authInvitation.id, row.inv.id), eq(authInvitation.status, 'pending')))
    .returning({ id: authInvitation.id });
  if (claimed.length === 0)
    throw new AppError('invitation_used', 409, 'Tämä kutsu on jo käytetty.');
  return row;
}

/**
 * A new person accepts: the account is created with their name and password and the membership
 * added, in one transaction. An address that already has an account is refused (409
 * account_exists): the token alone never sets or changes the password of an existing account.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: AcceptInvitationInput,
  systemOrgSlug: string,
) {
  return db.transaction(async (tx) => {
    const { inv, org } = await claimInvitation(tx, token);
    const user = await createPasswordUser(tx, {
      email: inv.email,
      name: input.name,
      password: input.password,
    });
    if (!user) throw accountExistsError();
    const role = inv.role === 'member' ? 'member' : 'admin';
    await setMembership(tx, user.id, org.id, role);
    if (org.slug === systemOrgSlug) await setSuperAdmin(tx, user.id, role === 'admin');
    await auditAcceptance(
      tx,
      { id: user.id, email: inv.email },
      {
        organization: org.slug,
        role,
        invitation: inv.id,
        new_account: true,
      },
    );
    return { email: inv.email };
  });
}

/** The audit row of an accepted invitation, by the account that accepted it. */
function auditAcceptance(
  tx: Tx,
  user: { id: string; email: string },
  details: { organization: string; role: string; invitation: string; new_account: boolean },
) {
  return writeAudit(tx, user, {
    action: 'user.accept_invitation',
    entity: 'user',
    entityId: user.id,
    details,
  });
}

/**
 * Someone who already has an account accepts while signed in to it (they signed in with their own
 * password): only the membership is added. Their name and password stay as they are, and an
 * existing role is never lowered by an invitation.
 */
export async function joinInvitation(
  db: Db,
  token: string,
  user: { id: string; email: string },
  systemOrgSlug: string,
) {
  return db.transaction(async (tx) => {
    const { inv, org } = await pendingInvitation(tx, token);
    if (inv.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(
        'invitation_other_account',
        403,
        'Kutsu on lähetetty toiseen sähköpostiosoitteeseen. Kirjaudu sisään sillä osoitteella, johon kutsu lähetettiin.',
      );
    }
    await claimInvitation(tx, token);
    const [current] = await tx
      .select({ role: authMember.role })
      .from(authMember)
      .where(and(eq(authMember.userId, user.id), eq(authMember.organizationId, org.id)));
    const invited = inv.role === 'member' ? 'member' : 'admin';
    const role = current && toOrgRole(current.role) === 'org:admin' ? ('admin' as const) : invited;
    await setMembership(tx, user.id, org.id, role);
    if (org.slug === systemOrgSlug && role === 'admin') await setSuperAdmin(tx, user.id, true);
    await auditAcceptance(tx, user, {
      organization: org.slug,
      role,
      invitation: inv.id,
      new_account: false,
    });
  });
}

export async function cancelInvitation(db: Db, id: string, actor: Actor) {
  const rows = await db
    .update(authInvitation)
    .set({ status: 'canceled' })
    .where(and(eq(authInvitation.id, id), inArray(authInvitation.status, ['pending'])))
    .returning({ email: authInvitation.email });
  if (rows.length === 0) throw errors.notFound('Kutsua ei löytynyt.');
  await writeAudit(db, actor, {
    action: 'user.cancel_invitation',
    entity: 'invitation',
    entityId: id,
    details: { email: rows[0]!.email },
  });
}
