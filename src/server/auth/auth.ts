import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSchema, authVerification } from '../db/schema';
import type { Config } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { safeError } from '../safe-error';
import { resolveSuperAdminStatus } from './access';

export const CLIENT_IP_HEADER = 'x-vaalikone-client-ip';
export const RESET_TOKEN_MINUTES = 60;
import { MIN_PASSWORD_LENGTH } from '#core/account-schemas';
export { MIN_PASSWORD_LENGTH };

/**
 * How a verification identifier (`reset-password:<token>`) is stored: its kind, then the SHA-256
 * of the whole identifier. The database, and so every backup, holds no token that works on its
 * own; the kind stays readable, so a reset can still end the account's other reset rows.
 */
export async function storedVerificationIdentifier(identifier: string): Promise<string> {
  const colon = identifier.indexOf(':');
  const kind = colon === -1 ? 'token' : identifier.slice(0, colon);
  return `${kind}:sha256:${createHash('sha256').update(identifier).digest('hex')}`;
}

/** The origins a browser may post from: PUBLIC_URL, and its localhost/127.0.0.1 twin. */
export function trustedOrigins(publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

export function createAuth(opts: {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}) {
  const { db, config, logger, mailer } = opts;
  return betterAuth({
    appName: 'Eläkeläisten vaalikone',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    telemetry: { enabled: false },
    // better-auth's own messages are fixed texts; its arguments (errors, request data) may hold
    // tokens or SQL parameters, so only the safe part of an error is logged.
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[level](
          { errs: args.filter((a) => a instanceof Error).map((a) => safeError(a)) },
          `auth: ${message}`,
        ),
    },
    emailAndPassword: {
      enabled: true,
      // No public sign-up: admins are invited (users feature) or created with npm run create-admin.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Only queued: the request does no SMTP work, so its answer does not reveal (by taking
      // longer) whether the address has an account.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/login/uusi-salasana?token=${encodeURIComponent(token)}`;
        await mailer.enqueue([passwordResetMail(user.email, link, RESET_TOKEN_MINUTES)]);
      },
      // Using one reset link invalidates the user's other outstanding ones.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(authVerification)
          .where(
            and(
              like(authVerification.identifier, 'reset-password:%'),
              eq(authVerification.value, user.id),
            ),
          );
      },
    },
    verification: { storeIdentifier: { hash: storedVerificationIdentifier } },
    session: {
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Ten wrong passwords in a row never get through: five tries per five minutes per address.
        '/sign-in/email': { window: 300, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'vaalikone',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The server sets this header itself from the socket (or a trusted proxy); see app.ts.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // The super-admin status is settled on sign-in (docs/product.md, "Who uses it").
          after: async (session) => {
            await resolveSuperAdminStatus(db, session.userId, config.systemOrgSlug);
          },
        },
      },
    },
    // No organization plugin: organizations, memberships and invitations live in better-auth's
    // tables but are managed only by our own routes (features/users), with our permission
    // checks and audit rows. See docs/decisions/0011-auth-surface-and-invitations.md.
  });
}

export type Auth = ReturnType<typeof createAuth>;
