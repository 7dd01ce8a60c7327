import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authHeaders } from './middleware';
import { MIN_PASSWORD_LENGTH } from './auth';

// better-auth's own endpoints under /api/auth/*. Their errors are turned into our one error shape
// with Finnish messages; the client branches on `code`.

const MESSAGES: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: 'invalid_credentials',
    message: 'Sähköpostiosoite tai salasana on väärin. Tarkista ne ja yritä uudelleen.',
  },
  INVALID_TOKEN: {
    code: 'invalid_token',
    message: 'Linkki on vanhentunut tai jo käytetty. Pyydä uusi salasanalinkki.',
  },
  PASSWORD_TOO_SHORT: {
    code: 'password_too_short',
    message: `Salasanassa pitää olla vähintään ${MIN_PASSWORD_LENGTH} merkkiä.`,
  },
  PASSWORD_TOO_LONG: { code: 'password_too_long', message: 'Salasana on liian pitkä.' },
  INVALID_EMAIL: { code: 'invalid_email', message: 'Tarkista sähköpostiosoite.' },
};

const RATE_LIMITED = {
  code: 'rate_limited',
  message: 'Liian monta yritystä peräkkäin. Odota muutama minuutti ja yritä sitten uudelleen.',
};
const GENERIC = { code: 'auth_error', message: 'Toiminto ei onnistunut. Yritä uudelleen.' };

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
    const req = new Request(c.req.raw, { headers: authHeaders(c) });
    const res = await c.var.deps.auth.handler(req);
    if (res.status >= 400 && res.status < 500) return toFinnishError(res);
    return res;
  });
}
