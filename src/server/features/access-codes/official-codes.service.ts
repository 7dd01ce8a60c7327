import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { helsinkiTimeToDate } from '#core/answer-deadline';
import { renderSVG } from 'uqr';
import type { OfficialCodesInput } from '#core/official-schemas';
import type { Db } from '../../db/client';
import { candidateAccessCodes, officialCandidates, outbox } from '../../db/schema';
import { letterTexts } from '../../mail/letter-texts';
import { candidateLink } from '../../mail/candidate-templates';
import { displayNames } from '../../shared/domain/municipality-lookup';
import { errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { AccessCodeRow } from '../../shared/domain/access-codes';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { officialName } from '../../shared/domain/official-candidates';
import {
  enqueueCodeMails,
  generateAccessCode,
  municipalityOrThrow,
  toAdminCode,
} from './access-codes.service';
import { parseCodeCsv } from './official-codes-csv';

/** Most rows one file may give: the same limit as the codes made from them at once. */
const MAX_CODE_ROWS = 2000;

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
      ? await enqueueCodeMails(db, mailer, withEmail, municipality, publicUrl)
      : { status: null };
  const mailed = new Set(status ? withEmail.map((r) => r.code) : []);
  return {
    codes: created.map((row) => toAdminCode(row, mailed.has(row.code) ? status : null)),
    queued: status === 'pending' ? withEmail.length : 0,
    // The letters page lists the codes without an address (an unsent email is not a letter).
    letters: created.length - withEmail.length,
  };
}

/**
 * The letters to print: every unused, unexpired code of an official candidate that no email
 * carries (no address, or an email that was never handed to a relay: without SMTP_URL every code
 * can still be handed out on paper), one letter each, by candidate number, in the candidate's
 * language. `reminder`: the same codes as reminder letters.
 */
export async function officialLetters(
  db: Db,
  municipalityId: string,
  publicUrl: string,
  opts: { reminder: boolean; deadline: string; contact: string },
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const emailed = sql`exists (select 1 from ${outbox} where ${outbox.accessCode} = ${candidateAccessCodes.code} and ${outbox.status} in ('pending', 'sending', 'sent'))`;
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
        or(eq(candidateAccessCodes.email, ''), sql`not ${emailed}`),
        eq(candidateAccessCodes.used, false),
        gt(candidateAccessCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(officialCandidates.candidateNumber), asc(candidateAccessCodes.createdAt));
  const deadline = helsinkiTimeToDate(opts.deadline);
  const names = displayNames(municipality);
  return rows.map(({ code, official }) => {
    const link = candidateLink(publicUrl, code.code, official.language);
    return {
      name: officialName(official),
      party: official.party,
      candidate_number: official.candidateNumber,
      code: code.code,
      link,
      expires_at: code.expiresAt.toISOString(),
      qr_svg: qrSvg(link),
      language: official.language,
      texts: letterTexts(official.language, {
        municipality: names,
        party: official.party,
        number: official.candidateNumber,
        expires: code.expiresAt,
        deadline,
        contact: opts.contact,
        reminder: opts.reminder,
      }),
    };
  });
}

/** The link as a QR code (SVG, one unit per module): a phone's camera opens the form. */
const qrSvg = (link: string) => renderSVG(link, { ecc: 'M', border: 4, pixelSize: 1 });

/**
 * What a (candidate number, email) file would make, writing nothing: each usable line with the
 * official candidate it names, and every refused line with its number and reason (not on the
 * list, a bad number or address, a number twice). The admin confirms with the rows, which go to
 * createOfficialCodes.
 */
export async function previewOfficialCodes(db: Db, municipalityId: string, csv: string) {
  await municipalityOrThrow(db, municipalityId);
  const parsed = parseCodeCsv(csv);
  const numbers = [...new Set(parsed.rows.map((r) => r.candidate_number))];
  const codes = sql<number>`(select count(*)::int from ${candidateAccessCodes} where ${candidateAccessCodes.officialCandidateId} = ${officialCandidates.id})`;
  const officials = numbers.length
    ? await db
        .select({ row: officialCandidates, codes })
        .from(officialCandidates)
        .where(
          and(
            eq(officialCandidates.municipalityId, municipalityId),
            inArray(officialCandidates.candidateNumber, numbers),
          ),
        )
    : [];
  const byNumber = new Map(officials.map((o) => [o.row.candidateNumber, o]));
  const refused = [...parsed.refused];
  const rows = [];
  for (const r of parsed.rows) {
    const official = byNumber.get(r.candidate_number);
    if (!official) {
      refused.push({
        line: r.line,
        reason: `Ehdokasnumeroa ${r.candidate_number} ei ole kunnan virallisella ehdokaslistalla.`,
      });
      continue;
    }
    rows.push({
      line: r.line,
      candidate_number: r.candidate_number,
      email: r.email,
      name: officialName(official.row),
      party: official.row.party,
      codes: official.codes,
    });
  }
  if (rows.length > MAX_CODE_ROWS) {
    throw errors.validation(
      `Tiedostossa on ${rows.length} kelvollista riviä; kerralla voi luoda enintään ${MAX_CODE_ROWS} koodia.`,
    );
  }
  refused.sort((a, b) => a.line - b.line);
  return {
    rows,
    refused,
    with_email: rows.filter((r) => r.email !== '').length,
    letters: rows.filter((r) => r.email === '').length,
  };
}
