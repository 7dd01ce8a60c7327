// The review queue: pending submissions listed, opened, approved and returned, and the candidate
// told of the decision. Sending the form is in candidate-submit.service.ts.

import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { SubmissionListQuery } from '#core/admin-schemas';
import type { Db, Tx } from '../../db/client';
import { candidates, candidateSubmissions } from '../../db/schema';
import { ErrorCode } from '#core/error-codes';
import { AppError, errors } from '../../errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { submissionDecisionMail } from '../../mail/candidate-templates';
import { profileColumns, profileView } from '../../shared/domain/candidate-profile';
import { helsinkiTimeToDate } from '#core/answer-deadline';
import { findCode } from '../../shared/domain/access-codes';
import { safeError } from '../../safe-error';
import { readSettings } from '../../shared/domain/settings';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { displayNames, findMunicipality } from '../../shared/domain/municipality-lookup';
import { officialMismatches } from '../../shared/domain/official-candidates';
import { deleteUnusedPhotos } from '../../shared/domain/photos';
import { candidateNumberOf, containsPattern, offsetOf } from '../../shared/domain/paging';
import { type PhotoStorage } from '../../storage/photo-storage';
import { consentView } from '../../shared/domain/consent';
import { assertNotOwnPaperEntry, paperMarks } from '../../shared/domain/paper-entries';
import {
  flagOptionsOf,
  justificationFlags,
  moderationPolicy,
} from '../../shared/domain/moderation';
import { readyPage, returnReason } from './review-queue';

type SubmissionRow = typeof candidateSubmissions.$inferSelect;

export function toSubmissionView(row: SubmissionRow) {
  return {
    id: row.id,
    ...profileView(row),
    status: row.status,
    /** A correction of a published candidate (candidate_id) rather than first answers. */
    correction: row.status === 'pending' && row.candidateId !== null,
    admin_notes: row.adminNotes,
    candidate_id: row.candidateId,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    consent: consentView(row),
    /** Typed in by an admin from a signed paper form received on this day; null otherwise. */
    paper_received_on: row.paperReceivedOn,
    entered_by: row.enteredBy,
  };
}

/** The published profile a correction is compared with (Hakemukset shows what changed). */
function publishedView(row: typeof candidates.$inferSelect) {
  const { name, age, party, profession, image, answers, answer_justifications, voting_number } =
    profileView(row);
  return { name, age, party, profession, image, answers, answer_justifications, voting_number };
}
export async function listPendingSubmissions(
  db: Db,
  municipalityId: string,
  q: SubmissionListQuery,
) {
  if (!(await findMunicipality(db, municipalityId)))
    throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  const filters: SQL[] = [
    eq(candidateSubmissions.municipalityId, municipalityId),
    eq(candidateSubmissions.status, 'pending'),
  ];
  if (q.search) {
    const pattern = containsPattern(q.search);
    const number = candidateNumberOf(q.search);
    filters.push(
      or(
        ilike(candidateSubmissions.name, pattern),
        ilike(candidateSubmissions.party, pattern),
        ...(number === null ? [] : [eq(candidateSubmissions.votingNumber, number)]),
      )!,
    );
  }
  const flagOptions = flagOptionsOf(await readSettings(db));
  const { rows, total } = q.ready
    ? await readyPage(db, municipalityId, q, filters, flagOptions)
    : await queuePage(db, q, and(...filters));
  const mismatches = await officialMismatches(db, municipalityId, rows);
  const marks = await paperMarks(db, rows);
  return {
    items: rows.map((row, i) => ({
      ...toSubmissionView(row),
      official_mismatch: mismatches[i]!,
      paper_mark: marks[i]!,
      flag_count: justificationFlags(row.answerJustifications, flagOptions).length,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

async function queuePage(db: Db, q: SubmissionListQuery, where: SQL | undefined) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(candidateSubmissions)
      .where(where)
      .orderBy(desc(candidateSubmissions.createdAt), desc(candidateSubmissions.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(candidateSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getSubmission(db: Db, municipalityId: string, id: number) {
  const [row] = await db
    .select()
    .from(candidateSubmissions)
    .where(
      and(eq(candidateSubmissions.id, id), eq(candidateSubmissions.municipalityId, municipalityId)),
    );
  if (!row) throw errors.notFound('Hakemusta ei löytynyt.');
  const [mismatch] = await officialMismatches(db, municipalityId, [row]);
  const [mark] = await paperMarks(db, [row]);
  const view = { ...toSubmissionView(row), paper_mark: mark! };
  // A correction is reviewed against what voters see now: the published candidate.
  const [published] = view.correction
    ? await db
        .select()
        .from(candidates)
        .where(
          and(eq(candidates.id, row.candidateId!), eq(candidates.municipalityId, municipalityId)),
        )
    : [];
  const flags = justificationFlags(row.answerJustifications, flagOptionsOf(await readSettings(db)));
  return {
    ...view,
    official_mismatch: mismatch!,
    flag_count: flags.length,
    flags,
    return_reason_point: row.returnReasonPoint,
    published: published ? publishedView(published) : null,
    // A code made for a printed letter has no address ('') to notify.
    email: row.accessCode ? (await findCode(db, row.accessCode))?.email || null : null,
  };
}

const notPending = () =>
  new AppError(ErrorCode.SubmissionNotPending, 409, 'Hakemus on jo käsitelty.');

type Decision = Partial<typeof candidateSubmissions.$inferInsert>;

/**
 * Moves a pending submission of this municipality to its decision, or says why it cannot: the
 * conditional UPDATE makes two admins deciding at once safe (one wins, the other gets 409).
 */
async function decidePending(tx: Tx, municipalityId: string, id: number, decision: Decision) {
  const where = and(
    eq(candidateSubmissions.id, id),
    eq(candidateSubmissions.municipalityId, municipalityId),
  );
  const [submission] = await tx
    .update(candidateSubmissions)
    .set(decision)
    .where(and(where, eq(candidateSubmissions.status, 'pending')))
    .returning();
  if (submission) return submission;
  const [exists] = await tx
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(where);
  throw exists ? notPending() : errors.notFound('Hakemusta ei löytynyt.');
}

/** Emails the candidate the decision (and a returned submission's reason); true when queued. */
export async function notifyDecision(
  db: Db,
  mailer: Mailer,
  log: Logger,
  row: SubmissionRow,
  approved: boolean,
) {
  try {
    const code = row.accessCode ? await findCode(db, row.accessCode) : null;
    const municipality = await findMunicipality(db, row.municipalityId);
    // No address (a printed letter's code) or no relay: nothing to queue.
    if (!code || code.email === '' || !municipality || !mailer.sends) return false;
    // The same code corrects until the deadline or the code's expiry, whichever comes first.
    const settings = await readSettings(db, log);
    const deadline = helsinkiTimeToDate(settings.answer_deadline);
    const until = deadline && deadline < code.expiresAt ? deadline : code.expiresAt;
    const { status } = await mailer.enqueue([
      submissionDecisionMail(
        code.email,
        approved,
        displayNames(municipality),
        returnReason(settings, row),
        row.language,
        {
          correctUntil: until.getTime() > Date.now() ? until : null,
          contact: settings.organizer_contact,
        },
      ),
    ]);
    return status === 'pending';
  } catch (err) {
    log.error({ err: safeError(err) }, 'decision email failed');
    return false;
  }
}

/** A paper form's approval names it in the audit log: the day received and who typed it in. */
const paperDetails = (row: SubmissionRow) =>
  row.paperReceivedOn === null
    ? {}
    : { paper_received_on: row.paperReceivedOn, entered_by: row.enteredBy };

/** Approval creates the candidate and marks the submission approved in one transaction. */
export async function approveSubmission(
  db: Db,
  municipalityId: string,
  id: number,
  actor: Actor,
  opts: { notify: boolean; mailer: Mailer; log: Logger; photos?: PhotoStorage },
) {
  const result = await db.transaction(async (tx) => {
    await assertNotOwnPaperEntry(tx, municipalityId, id, actor);
    const submission = await decidePending(tx, municipalityId, id, {
      status: 'approved',
      reviewedBy: actor.id,
      reviewedAt: new Date(),
    });
    if (submission.candidateId !== null) {
      // A correction: the published candidate takes the corrected profile.
      const { municipalityId: _same, ...corrected } = profileColumns(submission);
      const [before] = await tx
        .select({ image: candidates.image })
        .from(candidates)
        .where(eq(candidates.id, submission.candidateId))
        .for('update');
      await tx
        .update(candidates)
        .set({ ...corrected, updatedAt: new Date() })
        .where(eq(candidates.id, submission.candidateId));
      await writeAudit(tx, actor, {
        action: 'submission.approve',
        entity: 'submission',
        entityId: String(id),
        municipalityId,
        details: {
          candidate_id: submission.candidateId,
          name: submission.name,
          correction: true,
          ...paperDetails(submission),
        },
      });
      return { submission, candidateId: submission.candidateId, oldImage: before?.image ?? null };
    }
    const [candidate] = await tx
      .insert(candidates)
      .values(profileColumns(submission))
      .returning({ id: candidates.id });
    await tx
      .update(candidateSubmissions)
      .set({ candidateId: candidate!.id })
      .where(eq(candidateSubmissions.id, id));
    await writeAudit(tx, actor, {
      action: 'submission.approve',
      entity: 'submission',
      entityId: String(id),
      municipalityId,
      details: { candidate_id: candidate!.id, name: submission.name, ...paperDetails(submission) },
    });
    return { submission, candidateId: candidate!.id, oldImage: null };
  });
  if (opts.photos && result.oldImage !== result.submission.image) {
    await deleteUnusedPhotos(db, opts.photos, [result.oldImage], opts.log);
  }
  const emailed = opts.notify
    ? await notifyDecision(db, opts.mailer, opts.log, result.submission, true)
    : false;
  return { candidate_id: result.candidateId, emailed };
}

/**
 * Rejecting returns the submission to the candidate with why: a point of the moderation policy
 * (`reasonPoint`, one of the policy's numbered points) and a free note. The candidate sees both
 * when they open their code, or by email, and can send again until the deadline.
 */
export async function rejectSubmission(
  db: Db,
  municipalityId: string,
  id: number,
  adminNotes: string,
  actor: Actor,
  opts: {
    notify: boolean;
    mailer: Mailer;
    log: Logger;
    photos: PhotoStorage;
    reasonPoint?: string | null;
  },
) {
  const reasonPoint = opts.reasonPoint ?? null;
  if (reasonPoint !== null) {
    const settings = await readSettings(db, opts.log);
    if (!moderationPolicy(settings, 'fi').points.some((p) => p.number === reasonPoint)) {
      throw errors.validation(`Moderointiperiaatteissa ei ole kohtaa ${reasonPoint}.`);
    }
  }
  const { row, image } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: candidateSubmissions.image })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    // A rejected submission keeps no photo: it stops being served once this commits.
    const submission = await decidePending(tx, municipalityId, id, {
      status: 'rejected',
      adminNotes: adminNotes || null,
      returnReasonPoint: reasonPoint,
      image: null,
      reviewedBy: actor.id,
      reviewedAt: new Date(),
    });
    await writeAudit(tx, actor, {
      action: 'submission.reject',
      entity: 'submission',
      entityId: String(id),
      municipalityId,
      details: { name: submission.name, admin_notes: adminNotes, reason_point: reasonPoint },
    });
    return { row: submission, image: before?.image };
  });
  await deleteUnusedPhotos(db, opts.photos, [image], opts.log);
  const emailed = opts.notify ? await notifyDecision(db, opts.mailer, opts.log, row, false) : false;
  return { emailed };
}
