import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function readFileIn(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; file: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return null;
    return { body: await fs.promises.readFile(file), file };
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/** True when the client takes gzip (Accept-Encoding), for bodies we compress ourselves. */
export function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
}

/**
 * Sends a body gzip-compressed when the client takes it; compressed copies of the (immutable)
 * built files are kept in memory, so each file is compressed once per process.
 */
function sendFile(c: Context, body: Buffer, ext: string, cache: Map<string, Buffer>, key: string) {
  c.header('Vary', 'Accept-Encoding');
  if (COMPRESSIBLE.has(ext) && body.length > 1024 && acceptsGzip(c)) {
    let gz = cache.get(key);
    if (!gz) {
      gz = gzipSync(body, { level: 9 });
      cache.set(key, gz);
    }
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gz), 200);
  }
  return c.body(new Uint8Array(body), 200);
}

/**
 * Serves the built web app: hashed assets with long immutable caching, other files briefly
 * cached, and index.html (no-cache) for every other GET so client-side routes work on reload.
 */
export function serveWebApp(root: string): MiddlewareHandler<AppEnv> {
  const resolvedRoot = path.resolve(root);
  const gzipCache = new Map<string, Buffer>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return next();

    const found = urlPath === '/' ? null : await readFileIn(resolvedRoot, urlPath);
    if (found) {
      const ext = path.extname(found.file).toLowerCase();
      c.header('Content-Type', MIME[ext] ?? 'application/octet-stream');
      c.header(
        'Cache-Control',
        urlPath.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : ext === '.html'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      return sendFile(c, found.body, ext, gzipCache, found.file);
    }
    // A missing asset is a real 404; anything else is a client route.
    if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') return next();
    const index = await readFileIn(resolvedRoot, '/index.html');
    if (!index) {
      return c.text(
        'Verkkosovellusta ei ole käännetty. Aja "npm run build" tai käynnistä palvelin komennolla "npm start".',
        503,
      );
    }
    c.header('Content-Type', MIME['.html']!);
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, index.body, '.html', gzipCache, index.file);
  };
}
