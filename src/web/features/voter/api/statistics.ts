import type { VisitInput } from '#core/schemas';
import { apiFetch } from '#web/lib/api';

/** Records a visit; the server counts one per visitor, municipality and day. */
export function postVisit(input: VisitInput): Promise<unknown> {
  return apiFetch('/api/statistics/visits', { method: 'POST', json: input });
}
