import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { answeringEnded, helsinkiTimeToDate } from '#core/answer-deadline';
import { findReferenceMunicipality } from '#core/municipalities';
import type { Db } from '../../db/client';
import { candidateAccessCodes, reminderSends } from '../../db/schema';
import { errors } from '../../errors';
import { accessCodeMail, mailLanguages } from '../../mail/candidate-templates';
import type { EnqueueStatus, Mailer } from '../../mail/mailer';
import { answeringClosed, type AccessCodeRow } from '../../shared/access-codes';
import { writeAudit, type Actor } from '../../shared/audit';
import { displayNames, findMunicipality } from '../../shared/municipality-lookup';

/** Today's date in Europe/Helsinki, 'YYYY-MM-DD'. */
function helsinkiDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(now);
}

/**
 * "Muistuta": one reminder to every candidate of the municipality whose code is still unused
 * (and valid), with their code and link, through the outbox (so Pääsykoodit shows its delivery
 * state). An address gets at most one reminder per Helsinki day: the address is claimed in
 * reminder_sends first (its primary key), so two admins pressing at once, or an address with
 * several codes, still makes one message. After the answering deadline nothing is sent.
 */
export async function remindUnanswered(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  actor: Actor,
  opts: { publicUrl: string; deadline: string; now?: Date },
): Promise<{ reminded: number; skipped: number; email_status: EnqueueStatus | null }> {
  const now = opts.now ?? new Date();
  const municipality = await findMunicipality(db, municipalityId);
  if (!municipality) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  if (answeringEnded(opts.deadline, now)) throw answeringClosed();

  const codes = await db
    .select()
    .from(candidateAccessCodes)
    .where(
      and(
        eq(candidateAccessCodes.municipalityId, municipalityId),
        eq(candidateAccessCodes.used, false),
        gt(candidateAccessCodes.expiresAt, now),
        // A code for a printed letter has no address to remind.
        ne(candidateAccessCodes.email, ''),
      ),
    )
    .orderBy(sql`${candidateAccessCodes.createdAt} desc`);
  // One per address: its newest unused code.
  const byEmail = new Map<string, AccessCodeRow>();
  for (const row of codes) if (!byEmail.has(row.email)) byEmail.set(row.email, row);
  if (byEmail.size === 0) return { reminded: 0, skipped: 0, email_status: null };

  const day = helsinkiDay(now);
  const claimed = await db
    .insert(reminderSends)
    .values([...byEmail.keys()].map((email) => ({ email, day, municipalityId })))
    .onConflictDoNothing()
    .returning({ email: reminderSends.email });
  const toRemind = claimed.map((c) => byEmail.get(c.email)!);
  let status: EnqueueStatus | null = null;
  if (toRemind.length > 0) {
    const deadline = helsinkiTimeToDate(opts.deadline);
    const names = displayNames(municipality);
    const languages = mailLanguages(findReferenceMunicipality(municipalityId)?.language ?? 'fi');
    try {
      ({ status } = await mailer.enqueue(
        toRemind.map((row) =>
          accessCodeMail({
            to: row.email,
            code: row.code,
            publicUrl: opts.publicUrl,
            names,
            expires: row.expiresAt,
            languages,
            reminder: { deadline },
          }),
        ),
      ));
    } catch (err) {
      // Not queued: the addresses may be reminded again today.
      await db.delete(reminderSends).where(
        and(
          eq(reminderSends.day, day),
          inArray(
            reminderSends.email,
            toRemind.map((r) => r.email),
          ),
        ),
      );
      throw err;
    }
  }
  await writeAudit(db, actor, {
    action: 'access_code.remind',
    entity: 'access_code',
    municipalityId,
    details: { reminded: toRemind.length, skipped: byEmail.size - toRemind.length },
  });
  return {
    reminded: toRemind.length,
    skipped: byEmail.size - toRemind.length,
    email_status: status,
  };
}
