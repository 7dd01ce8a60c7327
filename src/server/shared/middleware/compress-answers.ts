import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Answers known to be smaller than this are sent as they are. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** `gzip` or `*` as one of the names of a header without parameters. */
const GZIP_OR_ANY = /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$)/i;
const BR_OR_ANY = /(?:^|,)\s*(?:br|\*)\s*(?:,|$)/i;

/**
 * True when Accept-Encoding names `encoding` ('gzip' or 'br', or `*`) without refusing it with
 * q=0.
 */
export function acceptsEncoding(header: string | undefined, encoding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  // What browsers send ("gzip, deflate, br, zstd"): no q-values, so no name is refused.
  if (!header.includes(';')) return (encoding === 'gzip' ? GZIP_OR_ANY : BR_OR_ANY).test(header);
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === encoding) return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}

/** True when Accept-Encoding names gzip (or `*`) without refusing it with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsEncoding(header, 'gzip');
}

/**
 * Gzip for API answers to GET requests, on the fly with CompressionStream (zlib on libuv's thread
 * pool, not on the event loop). hono's compress middleware does the same, but on every answer it
 * re-creates the response to add `Vary` (turning a ready string body into a web stream even when
 * nothing is compressed) and compresses bodies of unknown length however small. Here:
 *
 * - Answers to writes (POST, PUT, PATCH, DELETE) are left alone: they are a few bytes of JSON
 *   (`{"success":true}`), and the visit and match saves are the busiest routes of election day.
 * - `Vary: Accept-Encoding` is added to the answer's own headers, without re-creating it.
 * - An answer that already has a Content-Encoding (the cached public lists, compressed once with
 *   shared/infrastructure/compressed-body.ts), a Content-Length under 1 kB, a status without a body, or
 *   `Cache-Control: no-transform` is sent as it is.
 */
export function compressGetAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET') return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    const headers = res.headers;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const length = headers.get('Content-Length');
    if (length && Number(length) < THRESHOLD_BYTES) return;
    if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      try {
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      } catch {
        return; // immutable headers (a response made elsewhere): sent as it is
      }
    }
    if (!acceptsGzip(c.req.header('Accept-Encoding')) || !res.body) return;
    const compressed = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
    compressed.headers.delete('Content-Length');
    compressed.headers.set('Content-Encoding', 'gzip');
    const etag = compressed.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) compressed.headers.set('ETag', `W/${etag}`);
    c.res = compressed;
  };
}
