import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { errors } from '../errors';
import { addressKey } from '../shared/middleware/client-address';
import { loadAccess, managesMunicipality } from './access';
import { CLIENT_IP_HEADER } from './auth';

/**
 * The client address from X-Forwarded-For behind `hops` trusted proxies: each proxy appends the
 * address it received the request from, so the N-th entry from the right was written by our
 * outermost proxy. Entries further left come from the client and are never trusted.
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  // Fewer entries than proxies: the request skipped an outer proxy; the leftmost entry was still
  // written by one of ours.
  return entries[Math.max(0, entries.length - hops)]!;
}

/** The client's address: the socket's, or the one our trusted proxies forwarded (TRUST_PROXY). */
export function clientIp(c: Context<AppEnv>): string {
  const { trustProxy, trustProxyFrom } = c.get('deps').config;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket
  }
  // TRUST_PROXY_FROM: forwarded headers count only from the proxy's own address; anyone else
  // who reaches the port directly is taken at their socket address, whatever they send.
  const fromProxy = !trustProxyFrom || (peer !== undefined && trustProxyFrom.has(addressKey(peer)));
  const forwarded = fromProxy
    ? forwardedClientIp(c.req.header('x-forwarded-for'), trustProxy)
    : null;
  return forwarded ?? peer ?? '127.0.0.1';
}

/** Headers for better-auth, with the client address in our own header (never the client's). */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  return headers;
}

/** 401 without a session; otherwise sets c.var.user and c.var.access. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: authHeaders(c) });
  if (!session) throw errors.unauthorized();
  c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
  c.set('access', await loadAccess(c.var.db, session.user.id, c.var.deps.config.systemOrgSlug));
  await next();
});

/** Any admin: a super admin or an admin of at least one municipality. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const access = c.var.access;
  if (!access.isSuperAdmin && access.municipalities.length === 0) throw errors.forbidden();
  await next();
});

export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.access.isSuperAdmin) throw errors.forbidden();
  await next();
});

/** A super admin, or an admin of the municipality named by the route parameter. */
export function requireMunicipalityAdmin(param = 'municipalityId'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!managesMunicipality(c.var.access, c.req.param(param) || undefined)) {
      throw errors.forbidden();
    }
    await next();
  });
}
