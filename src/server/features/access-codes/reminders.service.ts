import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { answeringEnded } from '#core/answer-deadline';
import { helsinkiDay } from '#core/retention';
import type { Db } from '../../db/client';
import { candidateAccessCodes, reminderSends } from '../../db/schema';
import { errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { answeringClosed, type AccessCodeRow } from '../../shared/domain/access-codes';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { findMunicipality } from '../../shared/domain/municipality-lookup';
import { readSettings } from '../../shared/domain/settings';
import { codeLanguages, codeMail } from './access-codes.service';

/** What one press of Muistuta did. */
interface Reminded {
  /** Addresses whose reminder was handed to the outbox now (SMTP_URL set). */
  reminded: number;
  /** Addresses this municipality had already reminded today. */
  skipped: number;
  /** Addresses that were not reminded because no mail relay is configured. */
  not_sent: number;
  /** Unused codes of printed letters: their reminders are printed (Kirjeet, muistutukset). */
  letters: number;
  email_status: 'pending' | 'not_sent' | null;
}

/**
 * "Muistuta": one reminder to every candidate of the municipality whose code is still unused
 * (and valid), with their code and link, in the candidate's language, through the outbox (so
 * Pääsykoodit shows its delivery state). Each municipality reminds an address at most once per
 * Helsinki day: the (municipality, address, day) is claimed in reminder_sends first (its primary
 * key), so two admins pressing at once, or an address with several codes, still makes one
 * message; another municipality's reminders are its own. Only a reminder handed to the relay
 * counts: without SMTP_URL nothing is claimed (and nothing sent), and the worker removes the
 * claim of a reminder that fails for good. After the answering deadline nothing is sent.
 */
export async function remindUnanswered(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  actor: Actor,
  opts: { publicUrl: string; deadline: string; now?: Date },
): Promise<Reminded> {
  const now = opts.now ?? new Date();
  const municipality = await findMunicipality(db, municipalityId);
  if (!municipality) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  if (answeringEnded(opts.deadline, now)) throw answeringClosed();

  const unused = and(
    eq(candidateAccessCodes.municipalityId, municipalityId),
    eq(candidateAccessCodes.used, false),
    gt(candidateAccessCodes.expiresAt, now),
  );
  const [codes, [letterCount]] = await Promise.all([
    db
      .select()
      .from(candidateAccessCodes)
      // A code for a printed letter has no address to remind.
      .where(and(unused, ne(candidateAccessCodes.email, '')))
      .orderBy(sql`${candidateAccessCodes.createdAt} desc`),
    db
      .select({ n: count() })
      .from(candidateAccessCodes)
      .where(and(unused, eq(candidateAccessCodes.email, ''))),
  ]);
  const letters = letterCount?.n ?? 0;
  // One per address: its newest unused code.
  const byEmail = new Map<string, AccessCodeRow>();
  for (const row of codes) if (!byEmail.has(row.email)) byEmail.set(row.email, row);

  let result: Reminded;
  if (byEmail.size === 0) {
    result = { reminded: 0, skipped: 0, not_sent: 0, letters, email_status: null };
  } else if (!mailer.sends) {
    result = { reminded: 0, skipped: 0, not_sent: byEmail.size, letters, email_status: 'not_sent' };
  } else {
    const day = helsinkiDay(now);
    const claimed = await db
      .insert(reminderSends)
      .values([...byEmail.keys()].map((email) => ({ email, day, municipalityId })))
      .onConflictDoNothing()
      .returning({ email: reminderSends.email });
    const toRemind = claimed.map((c) => byEmail.get(c.email)!);
    let status: Reminded['email_status'] = null;
    if (toRemind.length > 0) {
      try {
        const languages = await codeLanguages(db, toRemind, municipalityId);
        const { organizer_contact: contact } = await readSettings(db);
        ({ status } = await mailer.enqueue(
          toRemind.map((row) =>
            codeMail(row, municipality, opts.publicUrl, languages.get(row.code)!, {
              contact,
              deadline: opts.deadline,
              reminder: true,
            }),
          ),
        ));
      } catch (err) {
        // Not queued: the addresses may be reminded again today.
        await releaseClaims(db, municipalityId, day, toRemind);
        throw err;
      }
    }
    result = {
      reminded: toRemind.length,
      skipped: byEmail.size - toRemind.length,
      not_sent: 0,
      letters,
      email_status: status,
    };
  }
  await writeAudit(db, actor, {
    action: 'access_code.remind',
    entity: 'access_code',
    municipalityId,
    details: { reminded: result.reminded, skipped: result.skipped, not_sent: result.not_sent },
  });
  return result;
}

async function releaseClaims(
  db: Db,
  municipalityId: string,
  day: string,
  rows: readonly AccessCodeRow[],
) {
  await db.delete(reminderSends).where(
    and(
      eq(reminderSends.municipalityId, municipalityId),
      eq(reminderSends.day, day),
      inArray(
        reminderSends.email,
        rows.map((r) => r.email),
      ),
    ),
  );
}
