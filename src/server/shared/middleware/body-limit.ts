import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';

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
 *
 * The common case is answered from the headers alone: GET and HEAD carry no body a handler reads,
 * and a body that Node's HTTP server received with a Content-Length (and no Transfer-Encoding) is
 * exactly that long (its parser delivers no more), so comparing the length is the whole check. Only then is the request
 * left as it came, so the JSON handler reads it straight from the socket; hono's bodyLimit would
 * first turn it into a web stream (a full Request object and a stream per request). A body
 * without a length (chunked) goes through hono's bodyLimit, which counts while it reads.
 */
export function apiBodyLimit(options: {
  maxSize?: number;
  except?: readonly string[];
}): MiddlewareHandler {
  const maxSize = options.maxSize ?? API_BODY_LIMIT_BYTES;
  const counting = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  const except = new Set(options.except ?? []);
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || except.has(c.req.path)) return next();
    const length = c.req.header('content-length');
    const fromNodeServer = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    if (fromNodeServer && length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (parseInt(length, 10) > maxSize) throw payloadTooLarge();
      return next();
    }
    return counting(c, next);
  };
}
