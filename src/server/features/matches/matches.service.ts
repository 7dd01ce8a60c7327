import type { SaveMatchInput } from '#core/schemas';
import type { Database } from '../../db/client';
import { errors, municipalityNotFound } from '../../errors';
import { DEFAULT_SETTINGS } from '../../shared/domain/settings';

type Outcome = 'saved' | 'limit' | 'municipality' | 'candidate';

/**
 * Saves the voter's top match unless the visitor has reached match_save_limit saves for the
 * municipality within 24 hours ({ success: false }, not an error). One round trip, a prepared
 * statement: the database
 * function save_match (migration statistics_summarizer) checks the municipality and candidate,
 * counts the visitor's saves under a per-visitor advisory lock (simultaneous saves of one visitor
 * are counted one after another) and inserts. No row is shared between visitors: the statistics
 * summaries are brought up to date by a job (docs/decisions/0021-statistics-summarizer.md).
 */
export async function saveMatch(
  database: Database,
  input: SaveMatchInput,
): Promise<{ success: boolean }> {
  const [row] = await database.prepared<{ outcome: Outcome }>(
    'save_match',
    'select save_match($1, $2, $3, $4::jsonb, $5, $6) as outcome',
    [
      input.municipality_id,
      input.user_id,
      input.match_percentage,
      JSON.stringify(input.category_matches),
      input.candidate_id,
      DEFAULT_SETTINGS.match_save_limit,
    ],
  );
  const outcome = row?.outcome;
  if (outcome === 'municipality') throw municipalityNotFound();
  if (outcome === 'candidate')
    throw errors.validation({
      fi: 'Ehdokasta ei löytynyt tästä kunnasta.',
      sv: 'Kandidaten finns inte i den här kommunen.',
    });
  return { success: outcome === 'saved' };
}
