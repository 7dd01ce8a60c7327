import { and, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cutoff, electionPeriodOver, RETENTION, type RetentionKey } from '#core/retention';
import type { Db, Tx } from '../db/client';
import {
  auditLog,
  authInvitation,
  authMember,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
  candidateAccessCodes,
  candidates,
  candidateSubmissions,
  outbox,
  reminderSends,
  rateLimits,
  userRoles,
} from '../db/schema';
import type { Logger } from '../logger';
import { pruneOutbox } from '../mail/mailer';
import { safeError } from '../safe-error';
import { WITHDRAWN_AT } from '../shared/domain/access-codes';
import { writeAudit } from '../shared/domain/audit';
import { deleteUnattachedPhotos, deleteUnusedPhotos } from '../shared/domain/photos';
import { readSettings } from '../shared/domain/settings';
import type { PhotoStorage } from '../storage/photo-storage';
import { deleteVoterRecordsKeepingStatistics } from './summarizer';

// The deletions the privacy page promises, with the periods of src/core/retention.ts. One run
// deletes everything past its period at `now`; the server runs it every hour (runner.ts) and
// `npm run retention` once. Why it works like this: docs/decisions/0015-retention-job.md.

/** The advisory lock that lets one runner at a time work, however many instances there are. */
export const RETENTION_LOCK_ID = 727_402;

export interface TaskContext {
  tx: Tx;
  now: Date;
  electionDate: string;
  /** Photo URLs the task let go of: deleted after the run commits, if nothing else shows them. */
  release(urls: (string | null)[]): void;
}

export interface RetentionTask {
  name: string;
  /** The privacy page's period this task enforces (none: deleted as soon as it expires). */
  period?: RetentionKey;
  /** Deletes what is past its period; returns how many rows or files it deleted. */
  run(ctx: TaskContext): Promise<number>;
}

export type RetentionResult =
  | { ran: true; counts: Record<string, number>; failed: string[] }
  | { ran: false; skipped: 'another runner' };

/** Rows a DELETE without RETURNING touched, on node-postgres and PGlite alike. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

const days = (key: RetentionKey) => RETENTION[key].days;

async function deleteCodes(tx: Tx, codes: (string | null)[]) {
  const list = codes.filter((c) => c !== null);
  if (list.length === 0) return 0;
  return affected(
    await tx.delete(candidateAccessCodes).where(inArray(candidateAccessCodes.code, list)),
  );
}

/** The task named after its period: deletes the rows of `table` whose `column` is past it. */
function olderThanPeriod(period: RetentionKey, table: PgTable, column: PgColumn): RetentionTask {
  return {
    name: period,
    period,
    async run({ tx, now }) {
      return affected(await tx.delete(table).where(lt(column, cutoff(now, days(period)))));
    },
  };
}

export const RETENTION_TASKS: RetentionTask[] = [
  {
    // Raw visits and saved matches carry the browser's random identifier. The statistics keep
    // them in aggregate form: rows the summarizer has not reached yet are added to the summaries
    // as they are deleted (summarizer.ts).
    name: 'voterRecords',
    period: 'voterRecords',
    async run({ tx, now }) {
      return deleteVoterRecordsKeepingStatistics(tx, cutoff(now, days('voterRecords')));
    },
  },
  {
    // A year after election day (or after the row was saved, if that is later; without an
    // election date, a year after saving): candidates, submissions, access codes and photos.
    name: 'candidateData',
    period: 'candidateData',
    async run({ tx, now, electionDate, release }) {
      if (!electionPeriodOver(electionDate, now)) return 0;
      const before = cutoff(now, days('candidateData'));
      const submissions = await tx
        .delete(candidateSubmissions)
        .where(lt(candidateSubmissions.createdAt, before))
        .returning({ code: candidateSubmissions.accessCode, image: candidateSubmissions.image });
      release(submissions.map((s) => s.image));
      const codes = affected(
        await tx.delete(candidateAccessCodes).where(lt(candidateAccessCodes.createdAt, before)),
      );
      const removed = await tx
        .delete(candidates)
        .where(lt(candidates.createdAt, before))
        .returning({ image: candidates.image });
      release(removed.map((c) => c.image));
      return submissions.length + codes + removed.length;
    },
  },
  {
    // The photo went at rejection (submissions.service.ts); the rest and the code go later.
    name: 'rejectedSubmissions',
    period: 'rejectedSubmissions',
    async run({ tx, now, release }) {
      const rows = await tx
        .delete(candidateSubmissions)
        .where(
          and(
            eq(candidateSubmissions.status, 'rejected'),
            lt(candidateSubmissions.reviewedAt, cutoff(now, days('rejectedSubmissions'))),
          ),
        )
        .returning({ code: candidateSubmissions.accessCode, image: candidateSubmissions.image });
      release(rows.map((r) => r.image));
      return (
        rows.length +
        (await deleteCodes(
          tx,
          rows.map((r) => r.code),
        ))
      );
    },
  },
  {
    // A withdrawn code (its candidate left the official list) has an expiry in 1970 but is not
    // expired: it stays with the candidate data, so that the candidate keeps reading why it no
    // longer works (code_withdrawn) instead of "code not found".
    name: 'expiredAccessCodes',
    period: 'expiredAccessCodes',
    async run({ tx, now }) {
      return affected(
        await tx
          .delete(candidateAccessCodes)
          .where(
            and(
              eq(candidateAccessCodes.used, false),
              gt(candidateAccessCodes.expiresAt, WITHDRAWN_AT),
              lt(candidateAccessCodes.expiresAt, cutoff(now, days('expiredAccessCodes'))),
            ),
          ),
      );
    },
  },
  {
    // Photos that no candidate or submission shows: uploads never sent with a form, and any
    // photo a removal left behind (e.g. when deleting its file failed).
    name: 'unattachedPhotos',
    period: 'unattachedPhotos',
    async run({ tx, now }) {
      return deleteUnattachedPhotos(tx, cutoff(now, days('unattachedPhotos')));
    },
  },
  olderThanPeriod('auditLog', auditLog, auditLog.createdAt),
  olderThanPeriod('expiredInvitations', authInvitation, authInvitation.expiresAt),
  {
    // "An admin's data is kept as long as they have admin rights": an account with no
    // membership left and no super-admin role goes, with its sessions and password.
    name: 'formerAdmins',
    async run({ tx }) {
      return affected(
        await tx.delete(authUser).where(
          and(
            notExists(
              tx
                .select({ one: sql`1` })
                .from(authMember)
                .where(eq(authMember.userId, authUser.id)),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(userRoles)
                .where(and(eq(userRoles.userId, authUser.id), eq(userRoles.isSuperAdmin, true))),
            ),
          ),
        ),
      );
    },
  },
  {
    // Sessions hold the admin's IP address and browser; expired ones are of no use.
    name: 'expiredSessions',
    async run({ tx, now }) {
      return affected(await tx.delete(authSession).where(lt(authSession.expiresAt, now)));
    },
  },
  {
    // Password-reset tokens and other one-time values of better-auth.
    name: 'expiredVerifications',
    async run({ tx, now }) {
      return affected(await tx.delete(authVerification).where(lt(authVerification.expiresAt, now)));
    },
  },
  {
    // Rate-limit windows must be at most a day (ours and better-auth's are minutes).
    name: 'rateLimits',
    period: 'rateLimits',
    async run({ tx, now }) {
      const before = cutoff(now, days('rateLimits'));
      const ours = await tx.delete(rateLimits).where(lt(rateLimits.windowStart, before));
      const auth = await tx
        .delete(authRateLimit)
        .where(lt(authRateLimit.lastRequest, before.getTime()));
      return affected(ours) + affected(auth);
    },
  },
  {
    // The worker drops a body once the message is sent or given up; this catches the rest.
    name: 'mailBodies',
    period: 'mailBodies',
    run: ({ tx, now }) => pruneOutbox(tx, now),
  },
  olderThanPeriod('mailRecords', outbox, outbox.createdAt),
  {
    // Who was reminded on which day (Muistuta) is a record of mail sent, kept as long.
    name: 'reminderSends',
    period: 'mailRecords',
    async run({ tx, now }) {
      return affected(
        await tx
          .delete(reminderSends)
          .where(lt(reminderSends.createdAt, cutoff(now, days('mailRecords')))),
      );
    },
  },
];

/** Tasks whose deletions are worth a line in the admins' change log. */
const AUDITED = new Set([
  'candidateData',
  'rejectedSubmissions',
  'expiredAccessCodes',
  'formerAdmins',
]);

/**
 * Runs every retention task once, as of `now`, unless another runner is at work (then
 * `{ ran: false, skipped: 'another runner' }`). The tasks run in one transaction holding
 * an advisory lock, each in its own savepoint: a failing task is logged and named in `failed`,
 * the others still run. Photo files are deleted after the commit.
 */
export async function runRetention(
  db: Db,
  photos: PhotoStorage,
  now: Date,
  opts: { log?: Logger; tasks?: RetentionTask[] } = {},
): Promise<RetentionResult> {
  const tasks = opts.tasks ?? RETENTION_TASKS;
  const released: (string | null)[] = [];
  const settings = await readSettings(db, opts.log);
  const result = await db.transaction(async (tx): Promise<RetentionResult> => {
    const [lock] = await tx
      .select({
        locked: sql<boolean>`pg_try_advisory_xact_lock(${sql.raw(String(RETENTION_LOCK_ID))})`,
      })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return { ran: false, skipped: 'another runner' };
    const counts: Record<string, number> = {};
    const failed: string[] = [];
    for (const task of tasks) {
      try {
        counts[task.name] = await tx.transaction((sp) =>
          task.run({
            tx: sp,
            now,
            electionDate: settings.election_date,
            release: (urls) => released.push(...urls),
          }),
        );
      } catch (err) {
        failed.push(task.name);
        opts.log?.error({ err: safeError(err), task: task.name }, 'retention task failed');
      }
    }
    const audited = Object.entries(counts).filter(([name, n]) => AUDITED.has(name) && n > 0);
    if (audited.length > 0) {
      await writeAudit(
        tx,
        { id: null, email: 'säilytysajat (automaattinen)' },
        { action: 'retention.delete', entity: 'retention', details: Object.fromEntries(audited) },
      );
    }
    return { ran: true, counts, failed };
  });
  if (result.ran) await deleteUnusedPhotos(db, photos, released, opts.log);
  return result;
}
