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
