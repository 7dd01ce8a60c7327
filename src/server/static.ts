import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output (/assets/…) never changes; index.html is revalidated; the rest briefly. */
function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return /\.html(\.br|\.gz)?$/.test(file) ? 'no-cache' : 'public, max-age=3600';
}

/** The web app's Swedish pages live under /sv (src/web/i18n/language.ts). */
const isSwedish = (urlPath: string) => urlPath === '/sv' || urlPath.startsWith('/sv/');

/**
 * Runs a serveStatic middleware and tells whether it answered (it calls `next` when there is no
 * such file), so the caller can add its headers or fall back to something else.
 */
async function tryServe(
  serve: MiddlewareHandler<AppEnv>,
  c: Context<AppEnv>,
): Promise<Response | null> {
  let missing = false;
  const res = await serve(c, async () => {
    missing = true;
  });
  return missing || !res ? null : res;
}

/**
 * Serves the built web app with @hono/node-server's serveStatic: the files Vite built into
 * `root`, in the precompressed variant (.br or .gz, written at build time by the precompress
 * plugin of vite.config.ts) that the client accepts. Hashed assets are cached for a year as
 * immutable; every other GET that is not a file gets index.html (no-cache) so client-side routes
 * work on reload (index.sv.html, with `lang="sv"`, under /sv). A missing asset is a real 404.
 */
export function serveWebApp(root: string): MiddlewareHandler<AppEnv> {
  const resolvedRoot = path.resolve(root);
  // The file each request was answered with (serveStatic reports it through onFound).
  const served = new WeakMap<Context, string>();
  const remember = (file: string, c: Context<AppEnv>) => {
    served.set(c, file);
  };
  const files = serveStatic<AppEnv>({ root: resolvedRoot, precompressed: true, onFound: remember });
  const index = serveStatic<AppEnv>({
    root: resolvedRoot,
    path: 'index.html',
    precompressed: true,
    onFound: remember,
  });
  // The same shell with <html lang="sv"> for the Swedish pages (written by the web build).
  const swedishIndex = serveStatic<AppEnv>({
    root: resolvedRoot,
    path: 'index.sv.html',
    precompressed: true,
    onFound: remember,
  });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return next();

    const isClientRoute = !urlPath.startsWith('/assets/') && path.posix.extname(urlPath) === '';
    // The compressed copies are sent only in place of their file, with Content-Encoding.
    const isCopy = /\.(br|gz)$/.test(urlPath);
    const res =
      (urlPath === '/' || isCopy ? null : await tryServe(files, c)) ??
      (isClientRoute && isSwedish(urlPath) ? await tryServe(swedishIndex, c) : null) ??
      (isClientRoute ? await tryServe(index, c) : null);
    if (!res) {
      if (isClientRoute) {
        return c.text(
          'Verkkosovellusta ei ole käännetty. Aja "npm run build" tai käynnistä palvelin komennolla "npm start".',
          503,
        );
      }
      return next();
    }
    // onFound runs after the answer was made: its headers go on the answer itself.
    res.headers.set('Cache-Control', cacheControlFor(urlPath, served.get(c) ?? ''));
    res.headers.set('Vary', 'Accept-Encoding');
    return res;
  };
}
