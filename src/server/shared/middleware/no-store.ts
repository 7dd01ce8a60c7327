import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';

// Answers about one person (admin data, the session, invitations, access codes, the setup link)
// must not stay in a browser's or a proxy's cache: a shared computer's next user could read them.
const PRIVATE_PREFIXES = [
  '/api/admin/',
  '/api/me',
  '/api/auth/',
  '/api/invitations/',
  '/api/setup',
  '/api/access-codes/',
  '/api/candidate-submissions',
  '/api/candidate-consents/',
  '/api/uploads/',
];
/** Each prefix without its trailing slash: `/api/admin` itself is private too. */
const EXACT_PATHS = PRIVATE_PREFIXES.map((p) => p.replace(/\/$/, ''));

/**
 * `Cache-Control: no-store` on every private API answer (overriding the handler), and on any
 * other API answer whose handler chose no caching of its own (public lists set theirs).
 */
export const noStoreApiAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const path = c.req.path;
  const isPrivate = PRIVATE_PREFIXES.some((p, i) => path === EXACT_PATHS[i] || path.startsWith(p));
  if (!isPrivate && c.res.headers.has('Cache-Control')) return;
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    // Immutable headers (a redirect made with Response.redirect): copy the response first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', 'no-store');
  }
});
