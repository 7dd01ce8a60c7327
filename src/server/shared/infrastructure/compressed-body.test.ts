import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressBody, sendCompressed } from './compressed-body';

const json = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Ehdokas ${i}`, party: 'Puolue' })),
);

describe('compressBody', () => {
  it('compresses a body once into gzip and brotli that decode to the same bytes', async () => {
    const body = await compressBody(json);
    expect(new TextDecoder().decode(body.identity)).toBe(json);
    expect(body.br!.byteLength).toBeLessThan(body.identity.byteLength);
    expect(body.gzip!.byteLength).toBeLessThan(body.identity.byteLength);
    expect(brotliDecompressSync(body.br!).toString('utf8')).toBe(json);
    expect(gunzipSync(body.gzip!).toString('utf8')).toBe(json);
  });

  it('keeps small bodies and bodies that do not shrink uncompressed', async () => {
    expect(await compressBody('{"ok":true}')).toMatchObject({ gzip: null, br: null });
    const random = crypto.getRandomValues(new Uint8Array(4096));
    expect(await compressBody(random)).toMatchObject({ gzip: null, br: null });
  });
});

describe('sendCompressed', () => {
  it('picks brotli, then gzip, then identity by Accept-Encoding, always with Vary', async () => {
    const body = await compressBody(json);
    const app = new Hono().get('/', (c) =>
      sendCompressed(c, body, 'application/json; charset=utf-8'),
    );
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1.0, br;q=0', 'gzip'],
      ['GZIP', 'gzip'],
      ['deflate', null],
      [undefined, null],
    ];
    for (const [accept, encoding] of cases) {
      const res = await app.request('/', {
        headers: accept ? { 'Accept-Encoding': accept } : {},
      });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const bytes = Buffer.from(await res.arrayBuffer());
      const text =
        encoding === 'br'
          ? brotliDecompressSync(bytes).toString('utf8')
          : encoding === 'gzip'
            ? gunzipSync(bytes).toString('utf8')
            : bytes.toString('utf8');
      expect(text, accept).toBe(json);
    }
  });
});
