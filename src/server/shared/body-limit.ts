import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/**
 * The largest request body an API route reads, unless the route sets its own limit. The
 * biggest legitimate JSON body (a candidate form with 25 full justifications, or 500 emails for
 * access codes) stays well under it; a body over it is refused before it is parsed, so a huge
 * or very wide JSON document cannot tie up the server.
 */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

export const payloadTooLarge = () =>
  new AppError(
    'payload_too_large',
    413,
    'Lähetetyt tiedot ovat liian suuret. Lyhennä tekstiä tai lähetä vähemmän tietoa kerralla.',
  );

/**
 * Refuses request bodies over `maxSize` with 413 in the error shape. A Content-Length over the
 * limit is refused without reading; otherwise reading stops at the limit. `except` lists paths
 * whose route has a larger limit of its own (photo uploads).
 */
export function apiBodyLimit(options: {
  maxSize?: number;
  except?: readonly string[];
}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: options.maxSize ?? API_BODY_LIMIT_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  const except = new Set(options.except ?? []);
  return (c, next) => (except.has(c.req.path) ? next() : limit(c, next));
}
