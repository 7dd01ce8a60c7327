import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies this small are sent as they are: compressing them saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * One body in the encodings we send: `gzip` and `br` are null when compressing would not make the
 * body smaller (or it is tiny), so a caller sends the identity bytes instead.
 */
export interface CompressedBody {
  identity: Bytes;
  gzip: Bytes | null;
  br: Bytes | null;
}

/**
 * Compresses a body once, with zlib's asynchronous API (the work runs on libuv's thread pool, not
 * on the event loop). Meant for bodies a caller keeps in memory and sends many times (cached
 * public JSON answers): compute once per cached body, keep the result next to it, and answer
 * each request with {@link sendCompressed}.
 */
export async function compressBody(body: string | Bytes): Promise<CompressedBody> {
  const identity = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  if (identity.byteLength < MIN_COMPRESSED_BYTES) return { identity, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        // Quality 5 compresses JSON almost as well as 11 at a fraction of the time.
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const smaller = (b: Buffer) =>
    b.byteLength < identity.byteLength
      ? new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength)
      : null;
  return { identity, gzip: smaller(gz), br: smaller(br) };
}

/** The encodings the client takes (Accept-Encoding), ignoring those it refuses with q=0. */
function acceptedEncodings(c: Context): Set<string> {
  const accepted = new Set<string>();
  for (const part of (c.req.header('accept-encoding') ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/**
 * The best variant of a compressed body for this request (brotli, then gzip, then identity).
 * Sets Content-Encoding when compressed and always `Vary: Accept-Encoding`; the caller sets
 * Content-Type, caching headers and the status.
 */
export function pickEncoding(c: Context, body: CompressedBody): Bytes {
  c.header('Vary', 'Accept-Encoding');
  if (!body.br && !body.gzip) return body.identity;
  const accepted = acceptedEncodings(c);
  if (body.br && accepted.has('br')) {
    c.header('Content-Encoding', 'br');
    return body.br;
  }
  if (body.gzip && accepted.has('gzip')) {
    c.header('Content-Encoding', 'gzip');
    return body.gzip;
  }
  return body.identity;
}

/** Sends a body compressed once by {@link compressBody} in the encoding this client takes. */
export function sendCompressed(
  c: Context,
  body: CompressedBody,
  contentType: string,
  status: 200 = 200,
): Response {
  const bytes = pickEncoding(c, body);
  c.header('Content-Type', contentType);
  return c.body(bytes, status);
}
