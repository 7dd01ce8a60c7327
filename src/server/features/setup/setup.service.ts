import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SetupInput } from '#core/account-schemas';
import { setMembership, setSuperAdmin, upsertPasswordUser } from '../../auth/accounts';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { ensureOrganization, hasAnyAdmin } from '../../db/seed';
import { AppError } from '../../errors';
import { writeAudit } from '../../shared/audit';

// The first super admin without stopping the server: while no super admin exists, every start
// stores a new one-time setup token (only its SHA-256 hash, valid for 24 hours) in
// system_settings under SETUP_KEY, replacing an unused older one, and prints the link once.
// See docs/decisions/0016-first-admin-setup-link.md.

const SETUP_KEY = 'setup_token';
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredSetupToken {
  hash: string;
  expires_at: string;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const setupErrors = {
  done: () =>
    new AppError(
      'setup_done',
      409,
      'Pääkäyttäjä on jo luotu, joten asennuslinkkiä ei enää tarvita. Kirjaudu sisään tai pyydä kutsu pääkäyttäjältä.',
    ),
  invalid: () =>
    new AppError(
      'setup_link_invalid',
      404,
      'Asennuslinkki ei ole voimassa: se on jo käytetty, korvattu uudemmalla tai kopioitu vain osittain. Käytä palvelimen lokiin viimeksi tulostettua linkkiä, tai käynnistä palvelin uudelleen, niin saat uuden.',
    ),
  expired: () =>
    new AppError(
      'setup_link_expired',
      410,
      'Asennuslinkki on vanhentunut (voimassa vuorokauden). Käynnistä palvelin uudelleen, niin lokiin tulostuu uusi linkki.',
    ),
};

/** Stores a new setup token (replacing any earlier one) and returns it; only its hash is kept. */
export async function issueSetupToken(db: Db, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_MS);
  const value: StoredSetupToken = { hash: hashToken(token), expires_at: expiresAt.toISOString() };
  await db
    .insert(systemSettings)
    .values({ key: SETUP_KEY, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } });
  return { token, expiresAt };
}

/** Removes an unused setup token (once a super admin exists some other way). */
export async function clearSetupToken(db: Db) {
  await db.delete(systemSettings).where(eq(systemSettings.key, SETUP_KEY));
}

async function storedToken(db: Db): Promise<StoredSetupToken | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SETUP_KEY));
  const value = row?.value as Partial<StoredSetupToken> | undefined;
  return value?.hash && value.expires_at ? (value as StoredSetupToken) : null;
}

/** Throws the error that tells why the token cannot be used (after a failed claim). */
async function explainRefusal(db: Db, token: string, systemOrgSlug: string): Promise<never> {
  if (await hasAnyAdmin(db, systemOrgSlug)) throw setupErrors.done();
  const stored = await storedToken(db);
  if (!stored || !sameHash(stored.hash, hashToken(token))) throw setupErrors.invalid();
  throw setupErrors.expired();
}

/** Answers whether the link can still be used, revealing nothing else. */
export async function checkSetupToken(db: Db, token: string, systemOrgSlug: string) {
  if (await hasAnyAdmin(db, systemOrgSlug)) throw setupErrors.done();
  const stored = await storedToken(db);
  if (
    !stored ||
    !sameHash(stored.hash, hashToken(token)) ||
    new Date(stored.expires_at).getTime() <= Date.now()
  ) {
    return explainRefusal(db, token, systemOrgSlug);
  }
  return { valid: true as const };
}

class Refused extends Error {}

/**
 * Creates the first super admin, in one transaction: only while none exists, and only by claiming
 * (deleting) the unexpired token. Of two concurrent calls the second waits for the first's row
 * lock, then finds the token gone and the admin there.
 */
export async function completeSetup(db: Db, input: SetupInput, systemOrgSlug: string) {
  const hash = hashToken(input.token);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .delete(systemSettings)
        .where(eq(systemSettings.key, SETUP_KEY))
        .returning({ value: systemSettings.value });
      const stored = claimed[0]?.value as Partial<StoredSetupToken> | undefined;
      const usable =
        stored?.hash &&
        stored.expires_at &&
        sameHash(stored.hash, hash) &&
        new Date(stored.expires_at).getTime() > Date.now();
      // A wrong or expired token, or an admin already there: roll back (the token stays).
      if (!usable || (await hasAnyAdmin(tx as unknown as Db, systemOrgSlug))) throw new Refused();

      const systemOrgId = await ensureOrganization(tx, systemOrgSlug, 'Järjestelmän ylläpito');
      const user = await upsertPasswordUser(tx, {
        email: input.email,
        name: input.name,
        password: input.password,
      });
      await setMembership(tx, user.id, systemOrgId, 'admin');
      await setSuperAdmin(tx, user.id, true);
      await writeAudit(
        tx,
        { id: user.id, email: input.email },
        {
          action: 'user.create_super_admin',
          entity: 'user',
          entityId: user.id,
          details: { email: input.email, via: 'setup_link' },
        },
      );
      return { email: input.email };
    });
  } catch (err) {
    if (err instanceof Refused) return explainRefusal(db, input.token, systemOrgSlug);
    throw err;
  }
}
