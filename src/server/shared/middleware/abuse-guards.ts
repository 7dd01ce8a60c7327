import { WRITE_LIMITER_MAX_ADDRESSES, WRITE_LIMITS, type WriteKind } from '../domain/abuse-limits';
import { createClientTagger } from './client-address';
import { WriteLimiter } from './write-limiter';

/** Per-instance state of the abuse limits (docs/decisions/0014-abuse-limits.md). */
export interface AbuseGuards {
  /** In-memory token buckets for visits and match saves. */
  writes: WriteLimiter<WriteKind>;
  /** A keyed, daily-rotating hash of a client address, for counters kept in the database. */
  clientTag: (address: string) => string;
}

export function createAbuseGuards(secret: string): AbuseGuards {
  return {
    writes: new WriteLimiter(WRITE_LIMITS, WRITE_LIMITER_MAX_ADDRESSES),
    clientTag: createClientTagger(secret),
  };
}
