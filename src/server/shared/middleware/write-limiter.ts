import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { errors } from '../../errors';
import type { TokenBand } from '../domain/abuse-limits';
import { addressKey } from './client-address';

export type TakeResult =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

interface Entry {
  tokens: number[];
  at: number;
  refused: boolean;
}

const MS_PER_HOUR = 3_600_000;

/**
 * Token buckets in memory, one set per kind and client address. Taking costs a Map lookup: no
 * database work, no row shared between addresses. Memory is bounded: beyond `maxKeys` entries
 * the least recently used one is forgotten (a forgotten client simply starts with full buckets).
 * The clock is monotonic so that a wall-clock change neither refills nor drains the buckets.
 */
export class WriteLimiter<K extends string> {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: Record<K, readonly TokenBand[]>,
    private readonly maxKeys: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one token from every bucket of `kind` for `client`, or says how long to wait. */
  take(kind: K, client: string): TakeResult {
    const bands = this.limits[kind];
    const key = `${kind}|${client}`;
    const now = this.now();
    const previous = this.entries.get(key);
    if (previous) this.entries.delete(key); // re-inserted below: Map order is the LRU order
    const elapsedHours = previous ? Math.max(0, now - previous.at) / MS_PER_HOUR : 0;
    const tokens = bands.map((band, i) =>
      previous
        ? Math.min(band.burst, (previous.tokens[i] ?? band.burst) + elapsedHours * band.perHour)
        : band.burst,
    );
    let waitHours = 0;
    bands.forEach((band, i) => {
      if (tokens[i]! < 1) waitHours = Math.max(waitHours, (1 - tokens[i]!) / band.perHour);
    });
    const allowed = waitHours === 0;
    this.entries.set(key, {
      tokens: allowed ? tokens.map((t) => t - 1) : tokens,
      at: now,
      refused: !allowed,
    });
    if (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    if (allowed) return { allowed };
    return {
      allowed,
      retryAfterSeconds: Math.max(1, Math.ceil(waitHours * 3600)),
      firstRefusal: !previous?.refused,
    };
  }

  /** How many clients are remembered (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

export const WRITE_LIMIT_MESSAGE =
  'Tästä verkko-osoitteesta on tullut liian monta pyyntöä lyhyessä ajassa. Yritä hetken kuluttua uudelleen.';

/**
 * Refuses a visit or match save with 429 and Retry-After when the client address has used its
 * tokens. Runs before the body is read, so a refused request costs no database work either.
 */
export function limitWrites(kind: 'visit' | 'match'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = c.get('deps').abuse.writes.take(kind, addressKey(c.get('clientIp')));
    if (!result.allowed) {
      // Once per burst of refusals, without the address: enough to notice a missing TRUST_PROXY.
      if (result.firstRefusal) c.var.log.warn({ kind }, 'write rate limit reached');
      throw errors.rateLimited(WRITE_LIMIT_MESSAGE, result.retryAfterSeconds);
    }
    await next();
  });
}
