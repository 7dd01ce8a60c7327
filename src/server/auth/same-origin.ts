import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { trustedOrigins } from './auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);

export const crossOriginError = () =>
  new AppError(
    'cross_origin',
    403,
    'Pyyntö tuli toiselta sivustolta, joten sitä ei käsitelty. Avaa vaalikone sen omasta osoitteesta ja yritä uudelleen.',
  );

/**
 * Refuses every state-changing request (anything but GET, HEAD and OPTIONS, on every path,
 * better-auth's /api/auth/* included) that a browser sent from another origin: 403.
 *
 * - `Origin`, when present, must be our PUBLIC_URL origin (or its localhost/127.0.0.1 twin).
 *   Another port or subdomain of the same host is another origin ("same-site" is not enough:
 *   SameSite cookies do not stop it).
 * - `Sec-Fetch-Site`, when present, must be `same-origin` or `none`.
 * A request with neither header is not from a modern browser (curl, scripts, tests) and cannot
 * carry a victim's cookies in a forged cross-site request, so it passes.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(publicUrl));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const originOk = origin === undefined || allowed.has(origin);
      const siteOk = site === undefined || SAME_ORIGIN_SITES.has(site);
      if (!originOk || !siteOk) {
        // The origin is not secret and tells an operator whether PUBLIC_URL is set wrong.
        c.var.log.warn(
          // No path: it can carry a token (/api/invitations/{token}/accept). The request line
          // that follows names the route pattern.
          { origin: origin?.slice(0, 200), secFetchSite: site?.slice(0, 40) },
          'refused a cross-origin request',
        );
        throw crossOriginError();
      }
    }
    await next();
  });
}
