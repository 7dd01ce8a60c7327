// The outbox worker: in every server process it claims due rows (safely beside other instances),
// sends them to the relay with retries and backoff, and settles each one. Queuing is mailer.ts.
import type { Transporter } from 'nodemailer';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { helsinkiDay } from '#core/retention';
import type { Db } from '../db/client';
import { candidateAccessCodes, outbox, reminderSends } from '../db/schema';
import type { Logger } from '../logger';
import { describeError, safeError } from '../safe-error';

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

/** A claimed row is another instance's to retry only after this long (a crash mid-send). */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
const POLL_MS = 5_000;
const STOP_GRACE_MS = 1_000;

export function backoffMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);
}

type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxWorker {
  /** See Mailer.deliverDue. */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the poll, and a first round at once. */
  start(): void;
  /** A round soon, when the worker runs (after a message was queued). */
  wake(): void;
  /** Stops polling, waits a moment for a delivery in progress, closes the relay connection. */
  stop(): Promise<void>;
}

export function createOutboxWorker(opts: {
  db: Db;
  logger: Logger;
  transport: Transporter | null;
  from: string;
  retry?: RetryPolicy;
  pollMs?: number;
}): OutboxWorker {
  const { db, logger, transport } = opts;
  const retry = opts.retry ?? DEFAULT_RETRY;
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
    deliverDue,
    wake() {
      if (timer) setImmediate(run);
    },
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
