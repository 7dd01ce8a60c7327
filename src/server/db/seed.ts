import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { findReferenceMunicipality } from '#core/municipalities';
import type { Db } from './client';
import {
  authMember,
  authOrganization,
  candidateAccessCodes,
  candidates,
  candidateSubmissions,
  officialCandidates,
  participatingMunicipalities,
  systemSettings,
  userRoles,
} from './schema';

export const DEMO_MUNICIPALITIES = ['091', '837', '853'] as const; // Helsinki, Tampere, Turku

export const municipalityOrgSlug = (municipalityId: string) => `kunta-${municipalityId}`;

/** Ensures an organization with the slug exists and returns its id. */
export async function ensureOrganization(
  db: Pick<Db, 'insert' | 'select'>,
  slug: string,
  name: string,
) {
  await db
    .insert(authOrganization)
    .values({ id: randomUUID(), slug, name })
    .onConflictDoNothing({ target: authOrganization.slug });
  const [org] = await db
    .select({ id: authOrganization.id })
    .from(authOrganization)
    .where(eq(authOrganization.slug, slug));
  return org!.id;
}

/**
 * Runs on every start: the system organization always exists; an empty database (never seeded)
 * gets the demo: Helsinki, Tampere and Turku with demo mode on.
 */
export async function bootstrapDatabase(
  db: Db,
  systemOrgSlug: string,
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await ensureOrganization(tx, systemOrgSlug, 'Järjestelmän ylläpito');
    const inserted = await tx
      .insert(systemSettings)
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflictDoNothing({ target: systemSettings.key })
      .returning({ key: systemSettings.key });
    if (inserted.length === 0) return { seeded: false };

    for (const id of DEMO_MUNICIPALITIES) {
      const name = findReferenceMunicipality(id)?.name_fi ?? id;
      const organizationId = await ensureOrganization(tx, municipalityOrgSlug(id), name);
      await tx
        .insert(participatingMunicipalities)
        .values({ municipalityId: id, organizationId })
        .onConflictDoNothing();
    }
    await tx
      .insert(systemSettings)
      .values({ key: 'use_mock_data', value: true })
      .onConflictDoNothing({ target: systemSettings.key });
    return { seeded: true };
  });
}

/** Whether anything has been added to the municipality: candidates, codes or submissions. */
async function hasContent(tx: Pick<Db, 'select'>, id: string): Promise<boolean> {
  // One after another: a transaction's queries share one connection.
  for (const table of [
    candidates,
    officialCandidates,
    candidateAccessCodes,
    candidateSubmissions,
  ]) {
    const rows = await tx
      .select({ id: table.municipalityId })
      .from(table)
      .where(eq(table.municipalityId, id))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Removes the demo's example municipalities (with their organizations) that nothing has been
 * added to: no candidates, official candidates, access codes or submissions. Used when the first
 * super admin chooses a real election on the setup page. Returns the ids removed.
 */
export async function removeUntouchedDemoMunicipalities(
  tx: Pick<Db, 'select' | 'delete'>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const id of DEMO_MUNICIPALITIES) {
    if (await hasContent(tx, id)) continue;
    const [row] = await tx
      .delete(participatingMunicipalities)
      .where(eq(participatingMunicipalities.municipalityId, id))
      .returning({ organizationId: participatingMunicipalities.organizationId });
    if (!row) continue;
    if (row.organizationId) {
      await tx.delete(authOrganization).where(eq(authOrganization.id, row.organizationId));
    }
    removed.push(id);
  }
  return removed;
}

/** True when someone can already sign in as a super admin. */
export async function hasAnyAdmin(db: Db, systemOrgSlug: string): Promise<boolean> {
  const [role] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.isSuperAdmin, true))
    .limit(1);
  if (role) return true;
  const [member] = await db
    .select({ id: authMember.id })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(
      and(eq(authOrganization.slug, systemOrgSlug), inArray(authMember.role, ['admin', 'owner'])),
    )
    .limit(1);
  return Boolean(member);
}
