import { sql } from 'drizzle-orm';
import type { VisitInput } from '../../../core/schemas';
import type { Db } from '../../db/client';
import { statisticsVisits } from '../../db/schema';
import { displayNames, getVisibleMunicipality } from '../../shared/municipality-lookup';

/**
 * check_and_insert_statistics semantics: records at most one visit per visitor, municipality and
 * Europe/Helsinki calendar day; the city is the municipality's display name.
 */
export async function recordVisit(
  db: Db,
  input: VisitInput,
): Promise<{ success: true; recorded: boolean }> {
  const municipality = await getVisibleMunicipality(db, input.p_municipality_id);
  const inserted = await db
    .insert(statisticsVisits)
    .values({
      municipalityId: municipality.municipalityId,
      userUuid: input.p_user_uuid,
      city: displayNames(municipality).name,
      visitDay: sql`(now() at time zone 'Europe/Helsinki')::date`,
    })
    .onConflictDoNothing()
    .returning({ id: statisticsVisits.id });
  return { success: true, recorded: inserted.length > 0 };
}
