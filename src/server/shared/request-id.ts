import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const MAX_LENGTH = 100;
const NOT_ALLOWED = /[^\w\-=]/;

/**
 * A request's id: the caller's X-Request-Id when it is at most 100 letters, digits, `_`, `-` and
 * `=` (a proxy's id then ties its log to ours), else a new UUID. Anything else could smuggle
 * text into our logs.
 */
export function requestIdFor(header: string | undefined): string {
  return header && header.length <= MAX_LENGTH && !NOT_ALLOWED.test(header) ? header : randomUUID();
}

/** Sets c.var.requestId and echoes it back in X-Request-Id. */
export const requestId: MiddlewareHandler<{ Variables: { requestId: string } }> = async (
  c,
  next,
) => {
  const id = requestIdFor(c.req.header('x-request-id'));
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
};
