import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode, type ServerErrorCode } from '#core/error-codes';
import { ERROR_MESSAGES_SV } from '#core/error-messages-sv';
import type { Language } from '#core/language';

// Errors are values with a stable code and an HTTP status. The one error handler (app.ts)
// turns them into { error: { code, message } }; the message is shown to users, in Finnish or,
// on a voter's or candidate's Swedish request, in Swedish (shared/middleware/language.ts). The code is
// one of src/core/error-codes.ts, the list the web app branches on.

/** A user-facing message: Finnish only, or Finnish with its Swedish text. */
export type Message = string | { fi: string; sv: string };

export class AppError extends Error {
  override name = 'AppError';
  /** Extra response headers, such as Retry-After on a 429. */
  headers?: Record<string, string>;
  /** The message's own Swedish text, when it has one. */
  readonly messageSv?: string;
  constructor(
    readonly code: ServerErrorCode,
    readonly status: ContentfulStatusCode,
    message: Message,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : message.fi);
    if (typeof message !== 'string') this.messageSv = message.sv;
  }

  /**
   * The message in `lang`. Swedish: the message's own Swedish text, else the code's general
   * Swedish message (core/error-messages-sv.ts), else the Finnish text.
   */
  messageIn(lang: Language): string {
    if (lang === 'fi') return this.message;
    return this.messageSv ?? ERROR_MESSAGES_SV[this.code] ?? this.message;
  }
}

export type ErrorBody = { error: { code: ServerErrorCode; message: string; details?: unknown } };

export const errors = {
  notFound: (
    message: Message = {
      fi: 'Pyydettyä tietoa ei löytynyt.',
      sv: 'Uppgifterna som du bad om hittades inte.',
    },
  ) => new AppError(ErrorCode.NotFound, 404, message),
  validation: (message: Message, details?: unknown) =>
    new AppError(ErrorCode.Validation, 400, message, details),
  unauthorized: () =>
    new AppError(ErrorCode.Unauthorized, 401, 'Kirjaudu sisään, jotta voit jatkaa.'),
  forbidden: () =>
    new AppError(ErrorCode.Forbidden, 403, 'Sinulla ei ole oikeuksia tähän toimintoon.'),
  internal: () =>
    new AppError(ErrorCode.Internal, 500, {
      fi: 'Palvelimella tapahtui virhe. Yritä hetken kuluttua uudelleen.',
      sv: 'Ett fel uppstod på servern. Försök igen om en stund.',
    }),
  /** 429 with a Retry-After header (whole seconds, at least 1). */
  rateLimited: (message: Message, retryAfterSeconds: number) => {
    const err = new AppError(ErrorCode.RateLimited, 429, message);
    err.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return err;
  },
  /** 503 with Retry-After: the database is away for a moment (shared/infrastructure/db-unavailable.ts). */
  unavailable: (retryAfterSeconds = 5) => {
    const err = new AppError(ErrorCode.Unavailable, 503, {
      fi: 'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
      sv: 'Tjänsten går inte att använda just nu. Försök igen om en stund.',
    });
    err.headers = { 'Retry-After': String(retryAfterSeconds) };
    return err;
  },
};

/** "The municipality is not in the voting advice application", for the public routes. */
export const municipalityNotFound = () =>
  errors.notFound({
    fi: 'Kuntaa ei löytynyt vaalikoneesta.',
    sv: 'Kommunen finns inte i valkompassen.',
  });
