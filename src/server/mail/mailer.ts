import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { helsinkiDay, RETENTION } from '#core/retention';
import type { Db, Tx } from '../db/client';
import { candidateAccessCodes, outbox, reminderSends, type MAIL_KINDS } from '../db/schema';
import type { Logger } from '../logger';
import { describeError, safeError } from '../safe-error';

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

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Wait after the first failure; doubles after each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
};

/** Timeouts for the relay, so a silent server never holds a message (or a worker) for long. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/** A claimed row is another instance's to retry only after this long (a crash mid-send). */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
const POLL_MS = 5_000;
const STOP_GRACE_MS = 1_000;

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

export function backoffMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);
}

type OutboxRow = typeof outbox.$inferSelect;

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
  const retry = opts.retry ?? DEFAULT_RETRY;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, ...SMTP_TIMEOUTS })
    : null;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(now: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** Writes the outcome only if this worker still holds the claim. */
  async function settle(row: OutboxRow, set: Partial<typeof outbox.$inferInsert>) {
    await db
      .update(outbox)
      .set({ lockedUntil: null, ...set })
      .where(
        and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)),
      );
  }

  const noBody = { subject: null, text: null, html: null };

  /**
   * A reminder that never reached the relay does not count: its claim for the day (Muistuta,
   * reminder_sends) is removed, so the address may be reminded again.
   */
  async function releaseReminder(row: OutboxRow) {
    if (row.kind !== 'reminder' || !row.accessCode) return;
    const municipality = db
      .select({ id: candidateAccessCodes.municipalityId })
      .from(candidateAccessCodes)
      .where(eq(candidateAccessCodes.code, row.accessCode));
    await db
      .delete(reminderSends)
      .where(
        and(
          eq(reminderSends.email, row.to),
          eq(reminderSends.day, helsinkiDay(row.createdAt)),
          inArray(reminderSends.municipalityId, municipality),
        ),
      );
  }

  async function deliver(row: OutboxRow, now: Date) {
    if (!transport) {
      // Queued while a relay was configured; this process has none.
      await settle(row, { status: 'not_sent', error: 'SMTP_URL is not set', ...noBody });
      await releaseReminder(row);
      return;
    }
    if (row.text === null || row.attempts > retry.maxAttempts) {
      await settle(row, { status: 'failed', error: row.error ?? 'not sendable', ...noBody });
      await releaseReminder(row);
      return;
    }
    let failure: { err: unknown } | null = null;
    try {
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject ?? '',
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
    } catch (err) {
      failure = { err };
    }
    // Outside the try: a database error here must not count as a failed send (and resend it).
    if (!failure) {
      await settle(row, { status: 'sent', sentAt: new Date(), error: null, ...noBody });
      logger.info({ mail: { id: row.id, kind: row.kind, attempt: row.attempts } }, 'email sent');
      return;
    }
    const last = row.attempts >= retry.maxAttempts;
    logger.warn(
      { mail: { id: row.id, kind: row.kind, attempt: row.attempts }, err: safeError(failure.err) },
      last ? 'email failed, no more attempts' : 'email failed, will retry',
    );
    const error = describeError(failure.err);
    await settle(
      row,
      last
        ? { status: 'failed', error, ...noBody }
        : {
            status: 'pending',
            error,
            nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, retry)),
          },
    );
    if (last) await releaseReminder(row);
  }

  async function deliverDue(now = new Date()): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim(now);
      // In parallel over the pool's few connections.
      await Promise.all(
        rows.map((row) =>
          // Stopping: hand the rest back at once rather than after the lease runs out.
          stopped
            ? settle(row, { status: 'pending', attempts: row.attempts - 1 })
            : deliver(row, now),
        ),
      );
      handled += rows.length;
      if (rows.length < BATCH_SIZE || stopped) return handled;
    }
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (err) {
          logger.error({ err: safeError(err) }, 'outbox delivery failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

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
      if (timer) setImmediate(run);
      return { status: 'pending', ids };
    },
    deliverDue,
    start() {
      if (timer || stopped) return;
      timer = setInterval(run, opts.pollMs ?? POLL_MS);
      timer.unref();
      setImmediate(run);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // A message being sent gets a moment to finish; then the connection is cut (the message
      // is retried by the next worker after its claim runs out).
      const settled = (ms: number) =>
        Promise.race([running, new Promise((r) => setTimeout(r, ms).unref())]);
      await settled(STOP_GRACE_MS);
      transport?.close();
      await settled(STOP_GRACE_MS / 2);
    },
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
