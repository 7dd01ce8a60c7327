/**
 * Every abuse limit in one place (docs/decisions/0014-abuse-limits.md). All are per client
 * address: an IPv4 address, or an IPv6 /64 network (one home or device usually has a whole /64).
 */

/** A token bucket: `burst` requests at once, then `perHour` more per hour, refilled evenly. */
export interface TokenBand {
  burst: number;
  perHour: number;
}

/**
 * Visits and match saves, counted in memory by each server instance (no database work). Each
 * kind has two buckets, and a request needs a token from both:
 * - short: 120 at once, then 600 an hour. A care home of 60 voters in an hour behind one
 *   address makes about 60–180 visits (one per view of the municipality page) and at most 180
 *   match saves (3 per voter).
 * - day: 1,000, refilled over 24 hours, so one address adds at most about 2,000 of each a day.
 * A script that sent 1,113 saves in 7 seconds now gets about 120 through.
 * With N instances behind a load balancer one address may get up to N times these figures.
 */
export const WRITE_LIMITS = {
  visit: [
    { burst: 120, perHour: 600 },
    { burst: 1000, perHour: 1000 / 24 },
  ],
  match: [
    { burst: 120, perHour: 600 },
    { burst: 1000, perHour: 1000 / 24 },
  ],
} as const satisfies Record<string, readonly TokenBand[]>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** The write limiter forgets the least recently seen address beyond this many (about 10 MB). */
export const WRITE_LIMITER_MAX_ADDRESSES = 50_000;

/**
 * Failed access-code guesses (unknown, used, expired or malformed code), one budget shared by
 * code validation, the candidate form and photo uploads; counted in the database so that it
 * holds across instances. A request with a valid, unused code does not spend it.
 */
export const CODE_GUESS_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/** Photo uploads with an access code (disk use), whether the code is valid or not. */
export const CODE_UPLOAD_LIMIT = { max: 60, windowSeconds: 15 * 60 };
