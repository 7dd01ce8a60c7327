import { randomUUID } from 'node:crypto';
import { requestId as honoRequestId } from 'hono/request-id';

/**
 * A request's id: the caller's X-Request-Id when it is at most 100 letters, digits, `_`, `-` and
 * `=` (a proxy's id then ties its log to ours), else a new UUID. Anything else could smuggle
 * text into our logs. The app uses Hono's request-id middleware with this limit; the fast path
 * of public reads, which answers before Hono, applies the same rule with `requestIdFor`
 * (tests/api/public-fast-path.test.ts compares the two with hostile ids).
 */
const MAX_LENGTH = 100;
const NOT_ALLOWED = /[^\w\-=]/;

export function requestIdFor(header: string | undefined): string {
  return header && header.length <= MAX_LENGTH && !NOT_ALLOWED.test(header) ? header : randomUUID();
}

/** Sets c.var.requestId and echoes it back in X-Request-Id. */
export const requestId = honoRequestId({ limitLength: MAX_LENGTH, generator: () => randomUUID() });
