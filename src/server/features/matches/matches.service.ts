import { and, eq, gt, sql } from 'drizzle-orm';
import type { SaveMatchInput } from '../../../core/schemas';
import type { Db, Tx } from '../../db/client';
import { candidates, matches } from '../../db/schema';
import { errors } from '../../errors';
import type { Logger } from '../../logger';
import { getVisibleMunicipality } from '../../shared/municipality-lookup';
import { readSettings } from '../../shared/settings';

const LIMIT_WINDOW_SQL = sql`now() - interval '24 hours'`;

/**
 * check_match_limit semantics: may this visitor still save a match for this municipality?
 * Called inside the saving transaction after taking a per-visitor advisory lock, so simultaneous
 * saves of one visitor are counted one after another.
 */
async function canSave(tx: Tx, input: SaveMatchInput, limit: number): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${input.municipality_id} || ':' || ${input.user_id}))`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(
      and(
        eq(matches.municipalityId, input.municipality_id),
        eq(matches.userId, input.user_id),
        gt(matches.createdAt, LIMIT_WINDOW_SQL),
      ),
    );
  return (row?.n ?? 0) < limit;
}

/**
 * Saves the voter's top match unless the visitor has reached match_save_limit saves for the
 * municipality within 24 hours ({ success: false }, not an error). A failing limit check is only
 * logged and the save proceeds: a voter never sees an error for it.
 */
export async function saveMatch(
  db: Db,
  input: SaveMatchInput,
  log: Logger,
): Promise<{ success: boolean }> {
  await getVisibleMunicipality(db, input.municipality_id);
  const [candidate] = await db
    .select({ municipalityId: candidates.municipalityId })
    .from(candidates)
    .where(eq(candidates.id, input.candidate_id));
  if (!candidate || candidate.municipalityId !== input.municipality_id) {
    throw errors.validation('Ehdokasta ei löytynyt tästä kunnasta.');
  }
  const settings = await readSettings(db, log);

  return db.transaction(async (tx) => {
    let allowed = true;
    try {
      allowed = await tx.transaction((sp) => canSave(sp, input, settings.match_save_limit));
    } catch (err) {
      log.error({ err }, 'check_match_limit failed; saving anyway');
    }
    if (!allowed) return { success: false };
    await tx.insert(matches).values({
      municipalityId: input.municipality_id,
      userId: input.user_id,
      matchPercentage: input.match_percentage,
      categoryMatches: input.category_matches as Record<string, number>,
      candidateId: input.candidate_id,
    });
    return { success: true };
  });
}
