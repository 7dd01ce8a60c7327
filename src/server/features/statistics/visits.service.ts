import { sql } from 'drizzle-orm';
import { findReferenceMunicipality } from '#core/municipalities';
import type { VisitInput } from '#core/schemas';
import type { Db } from '../../db/client';
import { municipalityNotFound } from '../../errors';

/**
 * check_and_insert_statistics semantics: records at most one visit per visitor, municipality and
 * Europe/Helsinki calendar day; the city is the municipality's display name (the custom name, else
 * the reference list's). One round trip: the database function record_visit (migration
 * statistics_summarizer) looks up the municipality and inserts, touching no row another visitor
 * writes (docs/decisions/0021-statistics-summarizer.md).
 */
export async function recordVisit(
  db: Db,
  input: VisitInput,
): Promise<{ success: true; recorded: boolean }> {
  const id = input.p_municipality_id;
  const referenceName = findReferenceMunicipality(id)?.name_fi ?? id;
  const result = await db.execute(
    sql`select record_visit(${id}, ${input.p_user_uuid}, ${referenceName}) as outcome`,
  );
  const outcome = (result as unknown as { rows: { outcome: string }[] }).rows[0]?.outcome;
  if (outcome === 'municipality') throw municipalityNotFound();
  return { success: true, recorded: outcome === 'recorded' };
}
