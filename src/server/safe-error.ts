// What of an error may go into a log line. Database errors carry the SQL and its parameters
// (drizzle's "Failed query: … params: …" message, pg's `detail` such as "Key (code)=(…)"), and
// an error's message may quote any value it choked on, so a log gets only names, codes and the
// stack frames, never a message.

export interface SafeError {
  name: string;
  /** e.g. a PostgreSQL SQLSTATE (23505) or a Node/nodemailer code (ECONNREFUSED, EAUTH). */
  code?: string;
  /** An SMTP reply code such as 550. */
  responseCode?: number;
  /** A Node system error's call, address and port (listen EADDRINUSE 0.0.0.0 3000). */
  syscall?: string;
  address?: string;
  port?: number;
  constraint?: string;
  table?: string;
  /** The stack frames without the first line (which repeats the message). */
  stack?: string;
  cause?: SafeError;
}

const shortString = (v: unknown) =>
  typeof v === 'string' && /^[\w.-]{1,64}$/.test(v) ? v : undefined;

export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err !== 'object' || err === null) return { name: typeof err };
  const e = err as Record<string, unknown>;
  const name = shortString(e.name) ?? shortString(err.constructor?.name) ?? 'Error';
  const out: SafeError = { name };
  const code = shortString(e.code);
  if (code) out.code = code;
  if (typeof e.responseCode === 'number') out.responseCode = e.responseCode;
  const syscall = shortString(e.syscall);
  if (syscall) out.syscall = syscall;
  if (typeof e.address === 'string' && /^[\w.:-]{1,64}$/.test(e.address)) out.address = e.address;
  if (typeof e.port === 'number') out.port = e.port;
  const constraint = shortString(e.constraint);
  if (constraint) out.constraint = constraint;
  const table = shortString(e.table);
  if (table) out.table = table;
  if (typeof e.stack === 'string') {
    const frames = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 15);
    if (frames.length) out.stack = frames.join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** A short description for the outbox's `error` column: codes only, no addresses or bodies. */
export function describeError(err: unknown): string {
  const s = safeError(err);
  return [s.name, s.code, s.responseCode].filter((v) => v !== undefined).join(' ');
}
