import { pino, type Logger } from 'pino';
import { safeError } from './safe-error';

export type { Logger };

// Database errors quote the SQL and its parameters (drizzle's message, pg's `detail`).
function isDatabaseError(err: Record<string, unknown>): boolean {
  return (
    'query' in err ||
    'params' in err ||
    'severity' in err ||
    'detail' in err ||
    (typeof err.message === 'string' && err.message.includes('Failed query')) ||
    (typeof err.cause === 'object' && err.cause !== null && isDatabaseError(err.cause as never))
  );
}

/**
 * The second net under "no secret in a log line": an `err` is logged as its name, codes and
 * stack frames; its message only when it is not a database error. Code that logs an error
 * should still pass safeError(err) itself.
 */
function serializeError(err: unknown) {
  if (!(err instanceof Error)) return err;
  const safe = safeError(err);
  return isDatabaseError(err as unknown as Record<string, unknown>)
    ? safe
    : { ...safe, message: err.message };
}

// JSON lines on stdout; one line per request comes from the request-log middleware.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'vaalikone' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          '*.password',
          '*.token',
          '*.params',
          '*.query',
          '*.detail',
          'mail.text',
          'mail.html',
          'mail.subject',
        ],
        remove: true,
      },
    },
    destination,
  );
}
