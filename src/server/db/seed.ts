import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { findReferenceMunicipality } from '#core/municipalities';
import type { Db } from './client';
import {
  authMember,
  authOrganization,
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
