import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Errors are values with a stable code and an HTTP status. The one error handler (app.ts)
// turns them into { error: { code, message } }; the message is Finnish and shown to users.
export class AppError extends Error {
  override name = 'AppError';
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
  unavailable: () =>
    new AppError(
      'unavailable',
      503,
      'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
    ),
};
