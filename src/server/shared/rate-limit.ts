import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

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
