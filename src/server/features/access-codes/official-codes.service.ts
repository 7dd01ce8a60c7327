import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { OfficialCodesInput } from '#core/official-schemas';
import type { Db } from '../../db/client';
import { candidateAccessCodes, officialCandidates } from '../../db/schema';
import { errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { AccessCodeRow } from '../../shared/access-codes';
import { writeAudit, type Actor } from '../../shared/audit';
import { officialName } from '../../shared/official-candidates';
import {
  codeMail,
  generateAccessCode,
  municipalityOrThrow,
  toAdminCode,
} from './access-codes.service';

/**
 * Codes for official candidates, from (candidate number, email) rows: each code belongs to its
 * candidate, so the form opens with their name, party and number locked. A row without email
 * gets a code for a printed letter. Numbers not on the list are refused, all at once.
 */
export async function createOfficialCodes(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  input: OfficialCodesInput,
  actor: Actor,
  publicUrl: string,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const numbers = [...new Set(input.rows.map((r) => r.candidate_number))];
  const officials = await db
    .select({ id: officialCandidates.id, number: officialCandidates.candidateNumber })
    .from(officialCandidates)
    .where(
      and(
        eq(officialCandidates.municipalityId, municipalityId),
        inArray(officialCandidates.candidateNumber, numbers),
      ),
    );
  const idOf = new Map(officials.map((o) => [o.number, o.id]));
  const missing = numbers.filter((n) => !idOf.has(n));
  if (missing.length > 0) {
    throw errors.validation(
      `Näitä ehdokasnumeroita ei ole kunnan virallisella ehdokaslistalla: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? '…' : ''}.`,
    );
  }
  const expiresAt = new Date(Date.now() + input.valid_days * 24 * 3600 * 1000);
  // One code per candidate number (the last email given for it wins).
  const rows = [...new Map(input.rows.map((r) => [r.candidate_number, r])).values()];
  const created = await db.transaction(async (tx) => {
    const out: AccessCodeRow[] = [];
    let pending = rows;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 5) throw new Error('could not generate unique access codes');
      const inserted = await tx
        .insert(candidateAccessCodes)
        .values(
          pending.map((r) => ({
            code: generateAccessCode(),
            municipalityId,
            email: r.email,
            expiresAt,
            createdBy: actor.id,
            officialCandidateId: idOf.get(r.candidate_number)!,
          })),
        )
        .onConflictDoNothing()
        .returning();
      out.push(...inserted);
      const done = new Set(inserted.map((r) => r.officialCandidateId));
      pending = pending.filter((r) => !done.has(idOf.get(r.candidate_number)!));
    }
    await writeAudit(tx, actor, {
      action: 'access_code.create_official',
      entity: 'access_code',
      municipalityId,
      details: {
        count: out.length,
        valid_days: input.valid_days,
        candidate_numbers: rows.map((r) => r.candidate_number),
      },
    });
    return out;
  });
  const withEmail = created.filter((r) => r.email !== '');
  const { status } =
    input.send_email && withEmail.length > 0
      ? await mailer.enqueue(withEmail.map((row) => codeMail(row, municipality, publicUrl)))
      : { status: null };
  const mailed = new Set(status ? withEmail.map((r) => r.code) : []);
  return {
    codes: created.map((row) => toAdminCode(row, mailed.has(row.code) ? status : null)),
    queued: status === 'pending' ? withEmail.length : 0,
    letters: created.length - (input.send_email ? withEmail.length : 0),
  };
}

/**
 * The letters to print: every unused, unexpired code of an official candidate that was not
 * emailed (no address), one letter each, by candidate number.
 */
export async function officialLetters(db: Db, municipalityId: string, publicUrl: string) {
  await municipalityOrThrow(db, municipalityId);
  const rows = await db
    .select({ code: candidateAccessCodes, official: officialCandidates })
    .from(candidateAccessCodes)
    .innerJoin(
      officialCandidates,
      eq(officialCandidates.id, candidateAccessCodes.officialCandidateId),
    )
    .where(
      and(
        eq(candidateAccessCodes.municipalityId, municipalityId),
        isNotNull(candidateAccessCodes.officialCandidateId),
        eq(candidateAccessCodes.email, ''),
        eq(candidateAccessCodes.used, false),
        gt(candidateAccessCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(officialCandidates.candidateNumber), asc(candidateAccessCodes.createdAt));
  return rows.map(({ code, official }) => ({
    name: officialName(official),
    party: official.party,
    candidate_number: official.candidateNumber,
    code: code.code,
    link: `${publicUrl}/candidate-submission/${code.code}`,
    expires_at: code.expiresAt.toISOString(),
  }));
}
