import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { config } from 'zod/v4/core';
import { isLanguage, setMessageLanguageSource, type Language } from '#core/language';
import { finnishZodMessage } from '#core/zod-finnish';
import { swedishZodMessage } from '#core/zod-swedish';
import type { AppEnv } from '../../context';

// The language of a request's messages (errors and validation). The voter and candidate routes
// answer in Swedish when the request asks for it: `?lang=sv`, or else Swedish as the first
// preference of Accept-Language. The admin routes stay Finnish (docs/product.md, languages).

const FINNISH_ONLY = ['/api/admin', '/api/auth', '/api/me', '/api/setup', '/api/invitations'];

/** The language whose quality value is highest in an Accept-Language header (first on a tie). */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQ = 0;
  for (const part of header.split(',', 20)) {
    const [range = '', ...params] = part.trim().split(';');
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (!(q > bestQ)) continue;
    best = range.trim().toLowerCase().split('-')[0] ?? null;
    bestQ = q;
  }
  return best;
}

/** The language of the messages this request is answered with. */
export function requestLanguage(c: Context): Language {
  const path = c.req.path;
  if (FINNISH_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'fi';
  const query = c.req.query('lang');
  if (isLanguage(query)) return query;
  return preferredLanguage(c.req.header('accept-language')) === 'sv' ? 'sv' : 'fi';
}

const current = new AsyncLocalStorage<Language>();

/**
 * Runs a Swedish request's handlers with Swedish as the message language, so that zod's
 * messages (core/zod-swedish.ts and the schemas' own) come in Swedish. A Finnish request does
 * not enter the store at all: Finnish is what the source answers outside it.
 */
export const messageLanguageOfRequest = createMiddleware<AppEnv>(async (c, next) => {
  if (requestLanguage(c) === 'sv') return current.run('sv', next);
  return next();
});

/** zod messages in the request's language; safe to call more than once. */
export function installRequestLanguageMessages(): void {
  setMessageLanguageSource(() => current.getStore() ?? 'fi');
  config({
    customError: (issue) =>
      current.getStore() === 'sv' ? swedishZodMessage(issue) : finnishZodMessage(issue),
  });
}
