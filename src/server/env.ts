import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { addressKey } from './shared/middleware/client-address';

// The one place that reads process.env. Everything else receives a Config.

const optionalUrl = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), { message });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0, 'PORT must be 0-65535')
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(
    ['postgres://', 'postgresql://'],
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  PUBLIC_URL: optionalUrl(
    ['http://', 'https://'],
    'PUBLIC_URL must start with http:// or https://',
  ),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Eläkeläisten vaalikone <noreply@localhost>'),
  SYSTEM_ORG_SLUG: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9-]{1,39}$/,
      'SYSTEM_ORG_SLUG must be lowercase letters, digits, hyphens',
    )
    .default('jarjestelma'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  // How often the statistics summarizer runs (docs/decisions/0021-statistics-summarizer.md).
  STATISTICS_SUMMARY_INTERVAL_MS: z.coerce
    .number({ error: 'STATISTICS_SUMMARY_INTERVAL_MS must be a number' })
    .int()
    .min(100, 'STATISTICS_SUMMARY_INTERVAL_MS must be 100-60000')
    .max(60_000, 'STATISTICS_SUMMARY_INTERVAL_MS must be 100-60000')
    .default(2000),
  // Scheduled backups of the embedded database into DATA_DIR/backups (off when unset).
  BACKUP_INTERVAL: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').toLowerCase();
      if (value === '' || value === 'off' || value === '0') return undefined;
      const m = /^(\d{1,5})\s*(m|min|h|d)$/.exec(value);
      const ms = m
        ? Number(m[1]) * { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm']
        : NaN;
      if (!(ms >= 5 * 60_000 && ms <= 30 * 86_400_000)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'BACKUP_INTERVAL must be minutes, hours or days between 5m and 30d (e.g. 6h, 1d) or off',
        });
        return z.NEVER;
      }
      return ms;
    }),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP must be a number' })
    .int()
    .min(1, 'BACKUP_KEEP must be 1-1000')
    .max(1000, 'BACKUP_KEEP must be 1-1000')
    .default(7),
  // Prometheus metrics: GET /metrics with this bearer token, and/or on their own port at 127.0.0.1.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, {
      message: 'METRICS_TOKEN must be at least 16 characters',
    }),
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const port = Number(v);
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: 'METRICS_PORT must be 1-65535' });
        return z.NEVER;
      }
      return port;
    }),
  // The proxies' own addresses: X-Forwarded-For is believed only from these (comma-separated).
  TRUST_PROXY_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length === 0) return undefined;
      const bad = list.find((a) => !isIP(a));
      if (bad) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY_FROM must be IP addresses separated by commas (not "${bad}")`,
        });
        return z.NEVER;
      }
      return new Set(list.map(addressKey));
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // The number of reverse proxies in front of the server: false/0 none, true 1, or a count.
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').toLowerCase();
      if (value === '' || value === 'false') return 0;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be true, false or the number of proxies (0-99)',
      });
      return z.NEVER;
    }),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Whether DATA_DIR was set (not the default ./data): `restore` needs its target named. */
  dataDirGiven: boolean;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  systemOrgSlug: string;
  authSecret: string | undefined;
  logLevel: string;
  webDistDir: string;
  /**
   * How many reverse proxies stand in front of the server (0: none). With N, the client address
   * is the N-th X-Forwarded-For entry from the right (see docs/decisions/0006).
   */
  trustProxy: number;
  /**
   * The addresses of the proxies (TRUST_PROXY_FROM), as addressKey() gives them; undefined: the
   * forwarded headers of every peer are believed (only safe when nobody else reaches the port).
   */
  trustProxyFrom: ReadonlySet<string> | undefined;
  /**
   * Milliseconds between statistics summarizer runs. The admin statistics are exact whatever it
   * is; it bounds how many raw rows they add to the summaries.
   */
  statisticsSummaryIntervalMs: number;
  /** Milliseconds between scheduled backups of the embedded database; undefined: none. */
  backupIntervalMs: number | undefined;
  /** How many scheduled backups DATA_DIR/backups keeps (the newest). */
  backupKeep: number;
  /** GET /metrics answers a request with this bearer token; undefined: no /metrics on PORT. */
  metricsToken: string | undefined;
  /** Serves /metrics without a token on 127.0.0.1 at this port; undefined: no such server. */
  metricsPort: number | undefined;
};

/**
 * The web files of the same build as the running server: dist/server/index.js runs from
 * .builds/<time>/server (Node resolves the `dist` link at start), so ../web beside it is its own
 * build even after `npm run build` has pointed `dist` at a newer one. From the sources: dist/web.
 */
function defaultWebDistDir(): string {
  const beside = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
  return fs.existsSync(path.join(beside, 'index.html')) ? beside : 'dist/web';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A value with whitespace followed by `#`: a comment written after the value. systemd's
 * EnvironmentFile= (and docker's --env-file) keep it as part of the value, so TRUST_PROXY would
 * fail and an AUTH_SECRET would silently differ from the one a shell that sources the same file
 * gets. Refused at start rather than guessed at.
 */
function inlineComments(env: Record<string, string | undefined>): string[] {
  return Object.keys(envSchema.shape)
    .filter((key) => /\s#/.test(env[key] ?? ''))
    .map(
      (key) =>
        `  ${key}: the value contains a space and "#". A comment after a value becomes part of ` +
        'the value under systemd and docker; put comments on their own lines',
    );
}

export interface LoadConfigOptions {
  /**
   * Whether the session secret is needed. The server needs it with DATABASE_URL (every instance
   * must sign sessions alike); a command that signs nothing (backup, restore) does not.
   */
  needsAuthSecret?: boolean;
}

/** The configuration of a command (backup, restore, create-admin, retention): no session secret. */
export const loadCommandConfig = () => loadConfig(process.env, { needsAuthSecret: false });

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { needsAuthSecret = true }: LoadConfigOptions = {},
): Config {
  const commented = inlineComments(env);
  if (commented.length > 0) {
    throw new ConfigError(`Invalid configuration (see .env.example):\n${commented.join('\n')}`);
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (needsAuthSecret && e.DATABASE_URL && !e.AUTH_SECRET) {
    // Several instances share one PostgreSQL database; a secret generated into each DATA_DIR
    // would make every instance reject the others' sessions.
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n' +
        '  AUTH_SECRET: required with DATABASE_URL (at least 32 characters, the same on every instance)',
    );
  }
  if (e.DATABASE_URL && e.BACKUP_INTERVAL) {
    // Several instances would each write their own; PostgreSQL has its own backup tools.
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n' +
        '  BACKUP_INTERVAL: only for the embedded database; back up PostgreSQL with npm run backup or pg_dump',
    );
  }
  const port = e.PORT;
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    dataDirGiven: Boolean(env.DATA_DIR?.trim()),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    systemOrgSlug: e.SYSTEM_ORG_SLUG,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    trustProxy: e.TRUST_PROXY,
    trustProxyFrom: e.TRUST_PROXY_FROM,
    statisticsSummaryIntervalMs: e.STATISTICS_SUMMARY_INTERVAL_MS,
    backupIntervalMs: e.BACKUP_INTERVAL,
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
  };
}
