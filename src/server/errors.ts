import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Errors are values with a stable code and an HTTP status. The one error handler (app.ts)
// turns them into { error: { code, message } }; the message is Finnish and shown to users.
export class AppError extends Error {
  override name = 'AppError';
  /** Extra response headers, such as Retry-After on a 429. */
  headers?: Record<string, string>;
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export const errors = {
  notFound: (message = 'Pyydettyä tietoa ei löytynyt.') => new AppError('not_found', 404, message),
  validation: (message: string, details?: unknown) =>
    new AppError('validation', 400, message, details),
  unauthorized: () => new AppError('unauthorized', 401, 'Kirjaudu sisään, jotta voit jatkaa.'),
  forbidden: () => new AppError('forbidden', 403, 'Sinulla ei ole oikeuksia tähän toimintoon.'),
  internal: () =>
    new AppError('internal', 500, 'Palvelimella tapahtui virhe. Yritä hetken kuluttua uudelleen.'),
  /** 429 with a Retry-After header (whole seconds, at least 1). */
  rateLimited: (message: string, retryAfterSeconds: number) => {
    const err = new AppError('rate_limited', 429, message);
    err.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return err;
  },
  unavailable: () =>
    new AppError(
      'unavailable',
      503,
      'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
    ),
};
