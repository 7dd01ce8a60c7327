import type { SaveMatchInput } from '#core/schemas';
import type { SaveMatchResult } from '#server/features/matches/matches.schemas';
import { apiFetch } from '#web/lib/api';

/**
 * Saves the voter's top match (never the answers). `success` is false when the server's
 * per-visitor limit was reached; the voter is not told either way.
 */
export function postMatch(input: SaveMatchInput): Promise<SaveMatchResult> {
  return apiFetch<SaveMatchResult>('/api/matches', { method: 'POST', json: input });
}
