import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { authAccount, authMember, authSession, authUser, userRoles } from '../db/schema';

type Executor = Db | Tx;

/**
 * Creates the user with an email + password account, or sets the password of an existing one
 * (npm run create-admin only: the operator at the server's console). Setting the password of an
 * existing account ends all its sessions.
 */
export async function upsertPasswordUser(
  db: Executor,
  input: { email: string; name: string; password: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const hash = await hashPassword(input.password);
  const [existing] = await db.select().from(authUser).where(eq(authUser.email, email));
  let id = existing?.id;
  const created = !existing;
  if (!id) {
    id = randomUUID();
    await db.insert(authUser).values({ id, email, name: input.name, emailVerified: true });
  } else {
    await db
      .update(authUser)
      .set({ name: input.name || existing!.name, emailVerified: true, updatedAt: new Date() })
      .where(eq(authUser.id, id));
  }
  const [account] = await db
    .select({ id: authAccount.id })
    .from(authAccount)
    .where(and(eq(authAccount.userId, id), eq(authAccount.providerId, 'credential')));
  if (!created) await revokeSessions(db, id);
  if (account) {
    await db
      .update(authAccount)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(authAccount.id, account.id));
  } else {
    await insertPasswordAccount(db, id, hash);
  }
  return { id, created };
}

/**
 * Creates a new user with an email + password account. Never touches an existing account: when the
 * address already has one (also when it was created a moment ago by a concurrent request), it
 * returns null and nothing is written.
 */
export async function createPasswordUser(
  db: Executor,
  input: { email: string; name: string; password: string },
): Promise<{ id: string } | null> {
  const email = input.email.trim().toLowerCase();
  const hash = await hashPassword(input.password);
  const id = randomUUID();
  const inserted = await db
    .insert(authUser)
    .values({ id, email, name: input.name, emailVerified: true })
    .onConflictDoNothing({ target: authUser.email })
    .returning({ id: authUser.id });
  if (inserted.length === 0) return null;
  await insertPasswordAccount(db, id, hash);
  return { id };
}

/** better-auth's email + password account of a user: provider 'credential', the user's id. */
async function insertPasswordAccount(db: Executor, userId: string, hash: string) {
  await db.insert(authAccount).values({
    id: randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: hash,
  });
}

/** Ends every session of the user (after a password change). */
export async function revokeSessions(db: Executor, userId: string) {
  await db.delete(authSession).where(eq(authSession.userId, userId));
}

/** Adds the membership or changes its role. Role is better-auth's: 'admin' or 'member'. */
export async function setMembership(
  db: Executor,
  userId: string,
  organizationId: string,
  role: 'admin' | 'member',
) {
  await db
    .insert(authMember)
    .values({ id: randomUUID(), userId, organizationId, role })
    .onConflictDoUpdate({ target: [authMember.userId, authMember.organizationId], set: { role } });
}

/** Keeps user_roles in step when system-organization admin rights are granted or taken away. */
export async function setSuperAdmin(db: Executor, userId: string, isSuperAdmin: boolean) {
  await db
    .insert(userRoles)
    .values({ userId, isSuperAdmin })
    .onConflictDoUpdate({ target: userRoles.userId, set: { isSuperAdmin } });
}
