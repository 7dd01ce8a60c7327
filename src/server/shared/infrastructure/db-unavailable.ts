// Is this error the database being away (stopped, restarting, unreachable, refusing new
// connections) rather than a bug? Those answer 503 `unavailable` with Retry-After (app.ts), never
// 500: the client may try again in a moment and nothing is wrong with what it sent.

/** Node's socket errors when the server cannot be reached or the connection breaks. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL's SQLSTATE classes and codes of a server that is away or full. */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now (starting up, shutting down)
    code === '53300' // too_many_connections
  );
}

/** node-postgres' own messages for a connection that ended or never came. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); AggregateError lists each try.
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, errors, severity } = e as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    // FATAL (or PANIC) ends the session: PostgreSQL refused or dropped the connection itself,
    // whatever the SQLSTATE (55000 for a database not accepting connections, 28P01 for a refused
    // password, 57P01 for a terminated backend...). A query's own error is ERROR, never FATAL.
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
