import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output (/assets/…) never changes; index.html is revalidated; the rest briefly. */
function cacheControlFor(urlPath: string, isHtml: boolean): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return isHtml ? 'no-cache' : 'public, max-age=3600';
}

/** The web app's Swedish pages live under /sv (src/web/i18n/language.ts). */
const isSwedish = (urlPath: string) => urlPath === '/sv' || urlPath.startsWith('/sv/');

interface WebFile {
  type: string;
  lastModified: string;
  /** The file as built, and its .br and .gz copies when the build wrote them. */
  variants: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  etag: string;
}

/**
 * Every file of the build, read once at start (a few MB): a later `npm run build` swaps the
 * `dist` link under a running server, which keeps serving the files it started with until it is
 * restarted (docs/decisions/0037-builds-beside-running-servers.md). Hidden folders (Vite's
 * .vite/manifest.json) and the compressed copies themselves are not served as files.
 */
function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const walk = (dir: string, urlDir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // not built
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const url = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) walk(full, url);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const identity = fs.readFileSync(full);
        const copy = (ext: string) =>
          fs.existsSync(`${full}.${ext}`) ? fs.readFileSync(`${full}.${ext}`) : undefined;
        const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
        files.set(url, {
          type: getMimeType(entry.name) ?? 'application/octet-stream',
          lastModified: fs.statSync(full).mtime.toUTCString(),
          variants: { identity, br: copy('br'), gzip: copy('gz') },
          etag: hash,
        });
      }
    }
  };
  walk(root, '');
  return files;
}

function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * Serves the built web app from memory: the files Vite built into `root`, in the precompressed
 * variant (.br or .gz, written at build time by the precompress plugin of vite.config.ts) that
 * the client accepts, with an ETag (304 on If-None-Match). Hashed assets are cached for a year as
 * immutable; every other GET that is not a file gets index.html (no-cache) so client-side routes
 * work on reload (index.sv.html, with `lang="sv"`, under /sv). A missing asset is a real 404.
 */
export function serveWebApp(root: string): MiddlewareHandler<AppEnv> {
  const files = loadWebFiles(path.resolve(root));

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return next();

    const isClientRoute = !urlPath.startsWith('/assets/') && path.posix.extname(urlPath) === '';
    const file =
      (urlPath === '/' ? undefined : files.get(urlPath)) ??
      (isClientRoute && isSwedish(urlPath) ? files.get('/index.sv.html') : undefined) ??
      (isClientRoute ? files.get('/index.html') : undefined);
    if (!file) {
      if (isClientRoute) {
        return c.text(
          'Verkkosovellusta ei ole käännetty. Aja "npm run build" ja käynnistä palvelin uudelleen.',
          503,
        );
      }
      return next();
    }
    const acceptEncoding = c.req.header('accept-encoding');
    const [encoding, body] =
      file.variants.br && accepts(acceptEncoding, 'br')
        ? (['br', file.variants.br] as const)
        : file.variants.gzip && accepts(acceptEncoding, 'gzip')
          ? (['gzip', file.variants.gzip] as const)
          : ([null, file.variants.identity] as const);
    const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;
    // c.body keeps the headers earlier middleware set (request id, security headers).
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControlFor(urlPath, file.type.startsWith('text/html')),
      Vary: 'Accept-Encoding',
      ETag: etag,
      'Last-Modified': file.lastModified,
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(body.byteLength);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
