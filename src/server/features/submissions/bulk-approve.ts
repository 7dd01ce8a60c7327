import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, candidateSubmissions } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { writeAudits, type Actor } from '../../shared/domain/audit';
import { profileColumns } from '../../shared/domain/candidate-profile';
import type { PhotoStorage } from '../../storage/photo-storage';
import { AppError } from '../../errors';
import { approveSubmission, notifyDecision } from './submissions.service';

/** Rows per INSERT of candidates (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

/**
 * "Hyväksy valitut": approves the selected pending submissions of a municipality in one action.
 * First answers are approved together in one transaction (a candidate and an audit row each);
 * a correction in the selection is approved as on its own page. Ids that are not pending in
 * this municipality (decided meanwhile by another admin, or another municipality's) are left
 * out and reported as `skipped`.
 */
export async function approveMany(
  db: Db,
  municipalityId: string,
  ids: readonly number[],
  actor: Actor,
  opts: { notify: boolean; mailer: Mailer; log: Logger; photos?: PhotoStorage },
) {
  const unique = [...new Set(ids)];
  const approved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(candidateSubmissions)
      .set({ status: 'approved', reviewedBy: actor.id, reviewedAt: new Date() })
      .where(
        and(
          eq(candidateSubmissions.municipalityId, municipalityId),
          eq(candidateSubmissions.status, 'pending'),
          isNull(candidateSubmissions.candidateId),
          // A paper form typed in by an admin goes through its own approval below, which refuses
          // it to the admin who typed it in while the municipality has another admin.
          isNull(candidateSubmissions.enteredBy),
          inArray(candidateSubmissions.id, unique),
        ),
      )
      .returning();
    const made: { submission: (typeof rows)[number]; candidateId: number }[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      // One row per submission, in the same order (a multi-row INSERT returns in VALUES order).
      const inserted = await tx
        .insert(candidates)
        .values(chunk.map((row) => profileColumns(row)))
        .returning({ id: candidates.id });
      chunk.forEach((submission, j) => made.push({ submission, candidateId: inserted[j]!.id }));
      const pairs = sql.join(
        chunk.map((row, j) => sql`(${row.id}::integer, ${inserted[j]!.id}::integer)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${candidateSubmissions} set candidate_id = v.candidate_id
            from (values ${pairs}) as v(id, candidate_id)
            where ${candidateSubmissions.id} = v.id`,
      );
    }
    await writeAudits(
      tx,
      actor,
      made.map(({ submission, candidateId }) => ({
        action: 'submission.approve',
        entity: 'submission',
        entityId: String(submission.id),
        municipalityId,
        details: { candidate_id: candidateId, name: submission.name, bulk: true },
      })),
    );
    return made;
  });
  const done = new Set(approved.map((a) => a.submission.id));
  // Corrections and paper entries (rare in a bulk selection): each as its own approval.
  for (const id of unique.filter((id) => !done.has(id))) {
    try {
      await approveSubmission(db, municipalityId, id, actor, opts);
      done.add(id);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
    }
  }
  let emailed = 0;
  if (opts.notify && approved.length > 0) {
    for (const { submission } of approved) {
      if (await notifyDecision(db, opts.mailer, opts.log, submission, true)) emailed++;
    }
  }
  return {
    approved: unique.filter((id) => done.has(id)),
    skipped: unique.filter((id) => !done.has(id)),
    emailed,
  };
}
