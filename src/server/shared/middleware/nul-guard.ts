import type { MiddlewareHandler } from 'hono';
import { errors } from '../../errors';

const refused = () =>
  errors.validation(
    'Pyynnössä on merkkejä, joita ei voi käsitellä. Tarkista tiedot ja yritä uudelleen.',
  );

function hasNul(value: string) {
  return value.includes('\u0000');
}

/**
 * For routes that do not validate with our schemas (better-auth's /api/auth/*): a NUL character
 * in the path, query or body would reach PostgreSQL, which refuses it with an error. Such a
 * request is a 400 instead. Runs after the body limit, so the body read here is small.
 */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
    for (const [key, value] of url.searchParams) decoded += key + value;
  } catch {
    throw refused();
  }
  if (hasNul(decoded)) throw refused();

  if (c.req.raw.body) {
    const text = await c.req.raw.clone().text();
    if (hasNul(text)) throw refused();
    const type = c.req.header('content-type') ?? '';
    let found = false;
    if (/^application\/([\w.+-]*\+)?json/i.test(type)) {
      try {
        JSON.parse(text, (key, value: unknown) => {
          if (hasNul(key) || (typeof value === 'string' && hasNul(value))) found = true;
          return value;
        });
      } catch {
        // Not JSON: better-auth answers that itself.
      }
    } else if (/^application\/x-www-form-urlencoded/i.test(type)) {
      for (const [key, value] of new URLSearchParams(text)) {
        if (hasNul(key) || hasNul(value)) found = true;
      }
    }
    if (found) throw refused();
  }
  await next();
};
