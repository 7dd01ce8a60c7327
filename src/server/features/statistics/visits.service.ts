import { findReferenceMunicipality } from '#core/municipalities';
import type { VisitInput } from '#core/schemas';
import type { Database } from '../../db/client';
import { municipalityNotFound } from '../../errors';

/**
 * check_and_insert_statistics semantics: records at most one visit per visitor, municipality and
 * Europe/Helsinki calendar day; the city is the municipality's display name (the custom name, else
 * the reference list's). One round trip: the database function record_visit (migration
 * statistics_summarizer) looks up the municipality and inserts, touching no row another visitor
 * writes (docs/decisions/0021-statistics-summarizer.md).
 */
export async function recordVisit(
  database: Database,
  input: VisitInput,
): Promise<{ success: true; recorded: boolean }> {
  const id = input.p_municipality_id;
  const referenceName = findReferenceMunicipality(id)?.name_fi ?? id;
  const [row] = await database.prepared<{ outcome: string }>(
    'record_visit',
    'select record_visit($1, $2, $3) as outcome',
    [id, input.p_user_uuid, referenceName],
  );
  const outcome = row?.outcome;
  if (outcome === 'municipality') throw municipalityNotFound();
  return { success: true, recorded: outcome === 'recorded' };
}
