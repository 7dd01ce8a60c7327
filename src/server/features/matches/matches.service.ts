import { sql } from 'drizzle-orm';
import type { SaveMatchInput } from '#core/schemas';
import type { Db } from '../../db/client';
import { errors, municipalityNotFound } from '../../errors';
import { DEFAULT_SETTINGS } from '../../shared/settings';

type Outcome = 'saved' | 'limit' | 'municipality' | 'candidate';

/**
 * Saves the voter's top match unless the visitor has reached match_save_limit saves for the
 * municipality within 24 hours ({ success: false }, not an error). One round trip: the database
 * function save_match (migration statistics_summarizer) checks the municipality and candidate,
 * counts the visitor's saves under a per-visitor advisory lock (simultaneous saves of one visitor
 * are counted one after another) and inserts. No row is shared between visitors: the statistics
 * summaries are brought up to date by a job (docs/decisions/0021-statistics-summarizer.md).
 */
export async function saveMatch(db: Db, input: SaveMatchInput): Promise<{ success: boolean }> {
  const result = await db.execute(
    sql`select save_match(${input.municipality_id}, ${input.user_id}, ${input.match_percentage},
      ${JSON.stringify(input.category_matches)}::jsonb, ${input.candidate_id},
      ${DEFAULT_SETTINGS.match_save_limit}) as outcome`,
  );
  const outcome = (result as unknown as { rows: { outcome: Outcome }[] }).rows[0]?.outcome;
  if (outcome === 'municipality') throw municipalityNotFound();
  if (outcome === 'candidate')
    throw errors.validation({
      fi: 'Ehdokasta ei löytynyt tästä kunnasta.',
      sv: 'Kandidaten finns inte i den här kommunen.',
    });
  return { success: outcome === 'saved' };
}
