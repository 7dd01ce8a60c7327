import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ElectionMode, SetupInput } from '#core/account-schemas';
import { setMembership, setSuperAdmin, upsertPasswordUser } from '../../auth/accounts';
import type { Db, Tx } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { ensureOrganization, hasAnyAdmin, removeUntouchedDemoMunicipalities } from '../../db/seed';
import { AppError } from '../../errors';
import { writeAudit } from '../../shared/domain/audit';
import { writeSettings } from '../../shared/domain/settings';

// The first super admin without stopping the server: while no super admin exists, every start
// adds a new one-time setup token (only its SHA-256 hash, valid for 24 hours) to the list in
// system_settings under SETUP_KEY and prints the link once. Every printed link that has not
// expired works (two instances each print one), until one of them creates the first super admin,
// which removes them all. See docs/decisions/0016-first-admin-setup-link.md.

const SETUP_KEY = 'setup_token';
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredSetupToken {
  hash: string;
  expires_at: string;
}

/** The stored list; an older release kept one token as the value itself. */
function tokensOf(value: unknown): StoredSetupToken[] {
  const v = value as { tokens?: unknown } & Partial<StoredSetupToken>;
  const list = Array.isArray(v?.tokens) ? (v.tokens as Partial<StoredSetupToken>[]) : [v ?? {}];
  return list.filter((t): t is StoredSetupToken => Boolean(t?.hash && t.expires_at));
}

/** The unexpired token with this hash, if any. */
function matching(tokens: StoredSetupToken[], hash: string, now = Date.now()) {
  return tokens.find((t) => sameHash(t.hash, hash) && new Date(t.expires_at).getTime() > now);
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
      'Asennuslinkki ei ole voimassa: se on jo käytetty tai kopioitu vain osittain. Kopioi palvelimen lokiin tulostettu linkki kokonaan, tai käynnistä palvelin uudelleen, niin saat uuden.',
    ),
  expired: () =>
    new AppError(
      'setup_link_expired',
      410,
      'Asennuslinkki on vanhentunut (voimassa vuorokauden). Käynnistä palvelin uudelleen, niin lokiin tulostuu uusi linkki.',
    ),
};

/**
 * Adds a new setup token to the stored ones (dropping expired ones) and returns it; only its hash
 * is kept. One statement, so two instances starting at once both keep theirs.
 */
export async function issueSetupToken(db: Db, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_MS);
  const entry: StoredSetupToken = { hash: hashToken(token), expires_at: expiresAt.toISOString() };
  const fresh = JSON.stringify({ tokens: [entry] });
  await db.execute(sql`
    insert into system_settings (key, value, updated_at)
    values (${SETUP_KEY}, ${fresh}::jsonb, ${now.toISOString()}::timestamptz)
    on conflict (key) do update set
      value = jsonb_build_object('tokens', coalesce((
        select jsonb_agg(t) from jsonb_array_elements(
          case when jsonb_typeof(system_settings.value -> 'tokens') = 'array'
            then system_settings.value -> 'tokens' else '[]'::jsonb end) t
        where (t ->> 'expires_at')::timestamptz > ${now.toISOString()}::timestamptz
      ), '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb)),
      updated_at = excluded.updated_at`);
  return { token, expiresAt };
}

/** Removes an unused setup token (once a super admin exists some other way). */
export async function clearSetupToken(db: Db) {
  await db.delete(systemSettings).where(eq(systemSettings.key, SETUP_KEY));
}

async function storedTokens(db: Db): Promise<StoredSetupToken[]> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SETUP_KEY));
  return tokensOf(row?.value);
}

/** Throws the error that tells why the token cannot be used (after a failed claim). */
async function explainRefusal(db: Db, token: string, systemOrgSlug: string): Promise<never> {
  if (await hasAnyAdmin(db, systemOrgSlug)) throw setupErrors.done();
  const hash = hashToken(token);
  if (!(await storedTokens(db)).some((t) => sameHash(t.hash, hash))) throw setupErrors.invalid();
  throw setupErrors.expired();
}

/** Answers whether the link can still be used, revealing nothing else. */
export async function checkSetupToken(db: Db, token: string, systemOrgSlug: string) {
  if (await hasAnyAdmin(db, systemOrgSlug)) throw setupErrors.done();
  if (!matching(await storedTokens(db), hashToken(token))) {
    return explainRefusal(db, token, systemOrgSlug);
  }
  return { valid: true as const };
}

class Refused extends Error {}

/**
 * The answer to the setup page's "a real election or a demo?": a real election turns demo mode
 * off and removes the example municipalities nothing has been added to; a demo keeps both (the
 * admin pages then say that demo mode is on, with a way to turn it off).
 */
async function chooseElectionMode(
  tx: Tx,
  actor: { id: string; email: string },
  mode: ElectionMode,
) {
  const useMockData = mode === 'demo';
  const [before] = await tx
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'use_mock_data'));
  await writeSettings(tx, { use_mock_data: useMockData });
  const removed = useMockData ? [] : await removeUntouchedDemoMunicipalities(tx);
  await writeAudit(tx, actor, {
    action: 'settings.update',
    entity: 'settings',
    details: {
      // Absent means on (docs/product.md, demo mode).
      use_mock_data: { before: before?.value ?? true, after: useMockData },
      via: 'setup_link',
      ...(removed.length > 0 && { removed_example_municipalities: removed }),
    },
  });
}

/**
 * Creates the first super admin, in one transaction: only while none exists, and only by claiming
 * (deleting) the stored tokens, one of which must be this unexpired one. Of two concurrent calls
 * the second waits for the first's row lock, then finds the tokens gone and the admin there.
 */
export async function completeSetup(db: Db, input: SetupInput, systemOrgSlug: string) {
  const hash = hashToken(input.token);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .delete(systemSettings)
        .where(eq(systemSettings.key, SETUP_KEY))
        .returning({ value: systemSettings.value });
      const usable = matching(tokensOf(claimed[0]?.value), hash);
      // A wrong or expired token, or an admin already there: roll back (the tokens stay).
      if (!usable || (await hasAnyAdmin(tx as unknown as Db, systemOrgSlug))) throw new Refused();

      const systemOrgId = await ensureOrganization(tx, systemOrgSlug, 'Järjestelmän ylläpito');
      const user = await upsertPasswordUser(tx, {
        email: input.email,
        name: input.name,
        password: input.password,
      });
      await setMembership(tx, user.id, systemOrgId, 'admin');
      await setSuperAdmin(tx, user.id, true);
      const actor = { id: user.id, email: input.email };
      await writeAudit(tx, actor, {
        action: 'user.create_super_admin',
        entity: 'user',
        entityId: user.id,
        details: { email: input.email, via: 'setup_link' },
      });
      await chooseElectionMode(tx, actor, input.election);
      return { email: input.email };
    });
  } catch (err) {
    if (err instanceof Refused) return explainRefusal(db, input.token, systemOrgSlug);
    throw err;
  }
}
