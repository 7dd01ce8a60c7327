import { Hono } from 'hono';
import { ErrorCode, type ServerErrorCode } from '#core/error-codes';
import type { AppEnv } from '../context';
import { errors } from '../errors';
import { authHeaders } from './middleware';
import { MIN_PASSWORD_LENGTH } from './auth';

// better-auth's own endpoints under /api/auth/*. Their errors are turned into our one error shape
// with Finnish messages; the client branches on `code`.

/**
 * The only better-auth endpoints the product uses: signing in and out, the session, and the
 * password reset (request, the emailed link's check, setting the new password). Everything else
 * better-auth offers (sign-up, change-password, change-email, delete-user, list-sessions, …)
 * answers 404: organization membership and invitations are managed through our own routes with
 * our permission checks and audit rows (features/users). Matched against the exact path
 * better-auth will route, so encoded or trailing-slash variants fail closed.
 */
const ALLOWED: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/auth\/sign-in\/email$/ },
  { method: 'POST', path: /^\/api\/auth\/sign-out$/ },
  { method: 'GET', path: /^\/api\/auth\/get-session$/ },
  { method: 'POST', path: /^\/api\/auth\/request-password-reset$/ },
  { method: 'POST', path: /^\/api\/auth\/reset-password$/ },
  { method: 'GET', path: /^\/api\/auth\/reset-password\/[\w-]+$/ },
];

export function isAllowedAuthEndpoint(method: string, pathname: string): boolean {
  return ALLOWED.some((rule) => rule.method === method && rule.path.test(pathname));
}

const MESSAGES: Record<string, { code: ServerErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: ErrorCode.InvalidCredentials,
    message: 'Sähköpostiosoite tai salasana on väärin. Tarkista ne ja yritä uudelleen.',
  },
  INVALID_TOKEN: {
    code: ErrorCode.InvalidToken,
    message: 'Linkki on vanhentunut tai jo käytetty. Pyydä uusi salasanalinkki.',
  },
  PASSWORD_TOO_SHORT: {
    code: ErrorCode.PasswordTooShort,
    message: `Salasanassa pitää olla vähintään ${MIN_PASSWORD_LENGTH} merkkiä.`,
  },
  PASSWORD_TOO_LONG: { code: ErrorCode.PasswordTooLong, message: 'Salasana on liian pitkä.' },
  INVALID_EMAIL: { code: ErrorCode.InvalidEmail, message: 'Tarkista sähköpostiosoite.' },
};

const RATE_LIMITED: { code: ServerErrorCode; message: string } = {
  code: ErrorCode.RateLimited,
  message: 'Liian monta yritystä peräkkäin. Odota muutama minuutti ja yritä sitten uudelleen.',
};
const GENERIC: { code: ServerErrorCode; message: string } = {
  code: ErrorCode.AuthError,
  message: 'Toiminto ei onnistunut. Yritä uudelleen.',
};

async function toFinnishError(res: Response): Promise<Response> {
  let body: { code?: string } = {};
  try {
    body = (await res.clone().json()) as { code?: string };
  } catch {
    // not JSON
  }
  const mapped = res.status === 429 ? RATE_LIMITED : (body.code && MESSAGES[body.code]) || GENERIC;
  const headers = new Headers(res.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(JSON.stringify({ error: mapped }), { status: res.status, headers });
}

export function authRoutes() {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
    if (!isAllowedAuthEndpoint(c.req.method, new URL(c.req.url).pathname)) {
      throw errors.notFound();
    }
    const req = new Request(c.req.raw, { headers: authHeaders(c) });
    const res = await c.var.deps.auth.handler(req);
    if (res.status >= 400 && res.status < 500) return toFinnishError(res);
    // better-auth answers its own 500 for any failure; a database that is away is a 503.
    if (res.status >= 500 && !(await c.var.deps.database.ping())) throw errors.unavailable();
    return res;
  });
}
