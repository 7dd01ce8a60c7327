import { pino, type Logger } from 'pino';

export type { Logger };

// JSON lines on stdout; one line per request comes from the request-log middleware.
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'vaalikone' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      remove: true,
    },
  });
}

// Paths whose last segment is a secret from an emailed link: the invitation token (the page and
// its API) and better-auth's password-reset token.
const SECRET_PATHS = [
  /^(\/login\/kutsu\/)[^/]+/,
  /^(\/api\/invitations\/)[^/]+/,
  /^(\/api\/auth\/reset-password\/)[^/]+/,
];

/** The request path as the request log may show it: secrets from emailed links are hidden. */
export function loggablePath(path: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, '$1[piilotettu]');
  }
  return path;
}
