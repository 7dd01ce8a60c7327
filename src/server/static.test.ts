import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#tests/factories';
import { precompressFile } from '../../scripts/vite-precompress';
import { createApp } from './app';

// The built web app through the whole app (security headers included), from a folder laid out
// as Vite builds it, with the .br/.gz copies the precompress plugin writes.

let t: TestContext;
let dist: string;
let app: ReturnType<typeof createApp>;
const script = `console.log(${JSON.stringify('vaalikone '.repeat(200))});\n`;
const page = `<!doctype html><html lang="fi"><title>Vaalikone</title>${'<p>sivu</p>'.repeat(100)}`;
const swedishPage = page.replace('lang="fi"', 'lang="sv"');

beforeAll(async () => {
  t = await createTestContext();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-static-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  fs.writeFileSync(path.join(dist, 'index.sv.html'), swedishPage);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-1.css'), 'a{}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const f of ['index.html', 'index.sv.html', 'assets/index-AbC123.js', 'assets/tiny-1.css'])
    await precompressFile(path.join(dist, f));
  app = createApp({ ...t.deps, config: { ...t.deps.config, webDistDir: dist } });
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const get = (p: string, acceptEncoding?: string, method = 'GET') =>
  app.request(p, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('precompressing at build time', () => {
  it('keeps a .br and a .gz copy only when it is smaller than the file', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-1.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-1.css.gz'))).toBe(false);
    const br = fs.readFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'));
    expect(br.byteLength).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(script);
  });
});

describe('serving the built web app', () => {
  it('sends the brotli copy to a client that takes it, else gzip, else the file itself', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(script);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed assets for a year as immutable, other files for an hour', async () => {
    for (const enc of [undefined, 'br']) {
      const res = await get('/assets/index-AbC123.js', enc);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const tiny = await get('/assets/tiny-1.css', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('a{}');
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers client routes with index.html (compressed, revalidated) and security headers', async () => {
    for (const p of ['/', '/091/kysymykset', '/admin/kunnat', '/index.html']) {
      const res = await get(p, 'br');
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(res.headers.get('content-encoding'), p).toBe('br');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-request-id'), p).toBeTruthy();
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(
        page,
      );
    }
    const head = await get('/091', undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
  });

  it('answers the Swedish pages under /sv with the shell whose <html lang> is "sv"', async () => {
    for (const p of ['/sv', '/sv/', '/sv/091/kysymykset', '/sv/tietosuoja']) {
      const res = await get(p, 'gzip');
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'), p).toBe(
        swedishPage,
      );
    }
    // Only the prefix itself: a municipality id that starts with "sv" stays Finnish.
    expect(await (await get('/svx/kysymykset')).text()).toBe(page);
  });

  it('answers 404 for a missing asset or file and never leaves the folder', async () => {
    for (const p of [
      '/assets/nope-123.js',
      '/robots.txt',
      '/assets/index-AbC123.js.br',
      '/index.html.gz',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('root:');
    }
    // A URL's dot segments are resolved before routing: this one asks for /etc/passwd, a client
    // route, and gets the page.
    const dots = await get('/assets/../../../etc/passwd');
    expect(await dots.text()).toBe(page);
    // Writes never reach the files.
    expect((await app.request('/assets/index-AbC123.js', { method: 'POST' })).status).toBe(404);
  });

  it('answers 304 to a client that has the same file and encoding', async () => {
    const first = await get('/assets/index-AbC123.js', 'br');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const otherEncoding = await app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('keeps serving the files it started with when the build folder changes under it', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-static-swap-'));
    try {
      fs.cpSync(dist, copy, { recursive: true });
      const running = createApp({ ...t.deps, config: { ...t.deps.config, webDistDir: copy } });
      // A build replaces everything (or is half-way through it).
      fs.rmSync(copy, { recursive: true, force: true });
      const res = await running.request('/091');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(page);
      expect((await running.request('/assets/index-AbC123.js')).status).toBe(200);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('says in Finnish that the web app is not built when index.html is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-static-empty-'));
    try {
      const bare = createApp({ ...t.deps, config: { ...t.deps.config, webDistDir: empty } });
      const res = await bare.request('/091');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id and replaces any other with a new UUID', async () => {
    const echoed = await app.request('/api/health', { headers: { 'X-Request-Id': 'lb-42_a=' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-42_a=');
    for (const bad of ['väärä id', 'x'.repeat(101), 'a\u0000b'.replace('\u0000', '<')]) {
      const res = await app.request('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id'), bad).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});
