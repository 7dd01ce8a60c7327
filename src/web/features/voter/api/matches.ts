import type { SaveMatchInput } from '../../../../core/schemas';
import { apiFetch } from '../../../lib/api';

/**
 * Saves the voter's top match (never the answers). `success` is false when the server's
 * per-visitor limit was reached; the voter is not told either way.
 */
export function postMatch(input: SaveMatchInput): Promise<{ success: boolean }> {
  return apiFetch<{ success: boolean }>('/api/matches', { method: 'POST', json: input });
}
