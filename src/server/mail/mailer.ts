import nodemailer, { type Transporter } from 'nodemailer';
import { and, inArray, lt, or, sql } from 'drizzle-orm';
import { RETENTION } from '#core/retention';
import type { Db, Tx } from '../db/client';
import { outbox, type MAIL_KINDS } from '../db/schema';
import type { Logger } from '../logger';
import { createOutboxWorker, type RetryPolicy } from './outbox-worker';

export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The access code the message carries (its delivery state shows in Pääsykoodit). */
  accessCode?: string;
}

/** pending: the worker sends it soon; not_sent: no relay is configured (SMTP_URL unset). */
export type EnqueueStatus = 'pending' | 'not_sent';

export interface Mailer {
  /** True when a relay is configured (SMTP_URL): only then does anything reach a mailbox. */
  readonly sends: boolean;
  /**
   * Stores the messages in the outbox and returns at once; the worker sends them. Without
   * SMTP_URL nothing is stored but the row's state (not_sent), and one log line says so.
   */
  enqueue(messages: MailMessage[]): Promise<{ status: EnqueueStatus; ids: number[] }>;
  /**
   * Sends every message that is due at `now`: claims rows (safely with other instances), sends
   * each, and marks it sent, or pending again with a later attempt time, or failed after the
   * last attempt. Returns how many messages it handled. The worker calls this; so may tests.
   */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the worker: a poll every few seconds, and at once after enqueue. */
  start(): void;
  /** Stops the worker, waits for a delivery in progress, closes the SMTP connection. */
  stop(): Promise<void>;
}
/** Timeouts for the relay, so a silent server never holds a message (or a worker) for long. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/** Where an admin finds what a message would have carried, when no relay is configured. */
const WITHOUT_MAIL: Record<MailKind, string> = {
  access_code: 'Ylläpitäjä voi antaa koodin ehdokkaalle itse: Pääsykoodit → Kopioi linkki.',
  reminder:
    'Muistutusta ei lähetetty; ylläpitäjä voi muistuttaa ehdokasta itse (Pääsykoodit → Kopioi linkki).',
  invitation:
    'Kutsua ei voi toimittaa ilman sähköpostia: määritä SMTP_URL tai luo ylläpitäjä komennolla npm run create-admin.',
  password_reset:
    'Salasanan voi asettaa komennolla npm run create-admin -- --email OSOITE --password SALASANA.',
  submission_decision: 'Päätös näkyy ylläpidon Hakemukset-osiossa; kerro se ehdokkaalle itse.',
};

/**
 * Mail goes through the outbox: the request only inserts a row, and a worker in every server
 * process sends due rows to the relay (SMTP_URL) with timeouts, retries with exponential
 * backoff and finally marks the row failed. The body is removed as soon as the row is done with.
 */
export function createMailer(opts: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  retry?: RetryPolicy;
  pollMs?: number;
}): Mailer {
  const { db, logger } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, ...SMTP_TIMEOUTS })
    : null;
  const worker = createOutboxWorker({ ...opts, transport });

  return {
    sends: transport !== null,
    async enqueue(messages) {
      if (messages.length === 0) return { status: transport ? 'pending' : 'not_sent', ids: [] };
      // Due from this process's clock, the one deliverDue compares with: the database's now()
      // (the column default) has microseconds and may lie just after a `new Date()` taken in the
      // same millisecond, which left a fresh message undelivered until the next poll.
      const due = new Date();
      const rows = await db
        .insert(outbox)
        .values(
          messages.map((m) => ({
            kind: m.kind,
            nextAttemptAt: due,
            to: m.to,
            accessCode: m.accessCode ?? null,
            ...(transport
              ? {
                  subject: m.subject,
                  text: m.text,
                  html: m.html ?? null,
                  status: 'pending' as const,
                }
              : { status: 'not_sent' as const, error: 'SMTP_URL is not set' }),
          })),
        )
        .returning({ id: outbox.id });
      const ids = rows.map((r) => r.id);
      if (!transport) {
        const kinds = [...new Set(messages.map((m) => m.kind))];
        logger.warn(
          { mail: { kinds, count: messages.length, ids: ids.length <= 10 ? ids : undefined } },
          `Sähköpostia ei lähetetty (${messages.length} kpl), koska SMTP_URL puuttuu. ` +
            kinds.map((k) => WITHOUT_MAIL[k]).join(' '),
        );
        return { status: 'not_sent', ids };
      }
      worker.wake();
      return { status: 'pending', ids };
    },
    deliverDue: worker.deliverDue,
    start: worker.start,
    stop: worker.stop,
  };
}

/** How long a message body may stay in the outbox at most, whatever its state. */
/** How long a message's text may stay in the outbox at most (the privacy page states it). */
export const OUTBOX_BODY_RETENTION_DAYS = RETENTION.mailBodies.days;

/**
 * Removes the bodies (subject, text, html: they carry codes and links) of outbox rows older
 * than OUTBOX_BODY_RETENTION_DAYS; a message still pending by then is given up as failed.
 * Returns how many rows it changed. For the retention job.
 */
export async function pruneOutbox(db: Db | Tx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_BODY_RETENTION_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .update(outbox)
    .set({
      subject: null,
      text: null,
      html: null,
      status: sql`case when ${outbox.status} in ('pending', 'sending') then 'failed' else ${outbox.status} end`,
      error: sql`case when ${outbox.status} in ('pending', 'sending') then 'expired' else ${outbox.error} end`,
    })
    .where(
      and(
        lt(outbox.createdAt, cutoff),
        or(
          sql`${outbox.subject} is not null`,
          sql`${outbox.text} is not null`,
          sql`${outbox.html} is not null`,
          inArray(outbox.status, ['pending', 'sending']),
        ),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
