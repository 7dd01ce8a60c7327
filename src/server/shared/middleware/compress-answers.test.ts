import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressGetAnswers } from './compress-answers';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ehdokas ${i}` })) };

function app() {
  const a = new Hono();
  a.use('*', compressGetAnswers());
  a.get('/big', (c) => c.json(big));
  a.post('/big', (c) => c.json(big));
  a.get('/ready', (c) =>
    c.body('already', 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }),
  );
  a.get('/keep', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  return a;
}

describe('compressGetAnswers', () => {
  it('gzips a GET answer for a client that takes gzip and says Vary: Accept-Encoding', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends the same answer as it is to a client that refuses gzip, still with Vary', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(big);
  });

  it('leaves answers to writes, precompressed answers and no-transform answers alone', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const post = await app().request('/big', { method: 'POST', headers });
    expect(post.headers.get('content-encoding')).toBeNull();
    expect(await post.json()).toEqual(big);
    const ready = await app().request('/ready', { headers });
    expect(ready.headers.get('content-encoding')).toBe('br');
    expect(await ready.text()).toBe('already');
    const keep = await app().request('/keep', { headers });
    expect(keep.headers.get('content-encoding')).toBeNull();
  });

  it('reads Accept-Encoding with q-values and the wildcard', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip; q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    // Without parameters (what browsers send).
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('deflate,br , GZIP')).toBe(true);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('x-gzip, gzipped')).toBe(false);
    expect(acceptsGzip('br, *')).toBe(true);
  });
});
