import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { errors } from '../../errors';

export interface WindowHit {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter in the database (atomic upsert, so it holds across instances): counts
 * one hit for `key` and says whether the key is still within `max` hits in the current window.
 */
export async function hitWindow(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<WindowHit> {
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
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  return {
    allowed: (row?.count ?? 0) <= max,
    retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? windowSeconds)),
  };
}

/** Takes back one hit of `key` (a counted attempt that turned out not to count). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets counters under `prefix` whose window started over a day ago. */
export async function pruneRateLimits(db: Db, prefix: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(
        like(rateLimits.key, `${prefix}%`),
        lt(rateLimits.windowStart, sql`now() - interval '1 day'`),
      ),
    );
}

export const RATE_LIMIT_MESSAGE =
  'Liian monta yritystä lyhyessä ajassa. Odota vartti ja yritä sitten uudelleen.';

/** 429 with Retry-After when the key has used up `max` hits in the current window. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  message = RATE_LIMIT_MESSAGE,
) {
  const result = await hitWindow(db, key, max, windowSeconds);
  if (!result.allowed) throw errors.rateLimited(message, result.retryAfterSeconds);
}
