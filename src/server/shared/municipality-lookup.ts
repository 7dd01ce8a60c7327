import { eq } from 'drizzle-orm';
import { findReferenceMunicipality } from '../../core/municipalities';
import type { Db, Tx } from '../db/client';
import { participatingMunicipalities } from '../db/schema';
import { errors } from '../errors';

export type MunicipalityRow = typeof participatingMunicipalities.$inferSelect;

/** Finnish and Swedish display names: the custom name if set, else the reference list's. */
export function displayNames(row: Pick<MunicipalityRow, 'municipalityId' | 'customName'>) {
  const ref = findReferenceMunicipality(row.municipalityId);
  const name = row.customName ?? ref?.name_fi ?? row.municipalityId;
  return { name, name_sv: row.customName ?? ref?.name_sv ?? name };
}

export async function findMunicipality(db: Db | Tx, id: string): Promise<MunicipalityRow | null> {
  const [row] = await db
    .select()
    .from(participatingMunicipalities)
    .where(eq(participatingMunicipalities.municipalityId, id));
  return row ?? null;
}

/** A participating, non-hidden municipality, or a not_found error. */
export async function getVisibleMunicipality(db: Db | Tx, id: string): Promise<MunicipalityRow> {
  const row = await findMunicipality(db, id);
  if (!row || row.isHidden) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return row;
}
