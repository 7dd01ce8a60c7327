import { sql } from 'drizzle-orm';
import { RETENTION } from '../../core/retention';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

/** The longest window: the retention job deletes counters older than this. */
export const MAX_WINDOW_SECONDS = RETENTION.rateLimits.days * 24 * 60 * 60;

/**
 * A fixed-window counter in the database (atomic upsert, so it holds across instances).
 * Returns false when the key has used up `max` hits in the current window.
 */
export async function hit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  if (windowSeconds > MAX_WINDOW_SECONDS)
    throw new Error(`rate-limit window over ${MAX_WINDOW_SECONDS} s: ${key.split('|')[0]}`);
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= max;
}

export async function enforceRateLimit(db: Db, key: string, max: number, windowSeconds: number) {
  if (!(await hit(db, key, max, windowSeconds))) {
    throw new AppError(
      'rate_limited',
      429,
      'Liian monta yritystä lyhyessä ajassa. Odota vartti ja yritä sitten uudelleen.',
    );
  }
}
