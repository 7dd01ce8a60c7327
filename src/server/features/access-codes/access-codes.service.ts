import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { AccessCodeListQuery, ACCESS_CODE_STATUSES } from '#core/admin-schemas';
import type { Language } from '#core/language';
import { localizedQuestions } from '#core/questions-localized';
import { plainQuestionTexts } from '#core/questions-plain';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  type CreateAccessCodesInput,
} from '#core/schemas';
import type { Db } from '../../db/client';
import {
  candidateAccessCodes,
  officialCandidates,
  outbox,
  type OUTBOX_STATUSES,
} from '../../db/schema';
import { ErrorCode } from '#core/error-codes';
import { AppError, errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { accessCodeMail, mailLanguages } from '../../mail/candidate-templates';
import { helsinkiTimeToDate } from '#core/answer-deadline';
import {
  codeStatus,
  isWithdrawn,
  requireAnsweringCode,
  WITHDRAWN_AT,
  type AccessCodeRow,
} from '../../shared/domain/access-codes';
import { currentAnswers } from '../../shared/domain/current-answers';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { containsPattern, offsetOf } from '../../shared/domain/paging';
import { officialDetails } from '../../shared/domain/official-candidates';
import {
  displayNames,
  findMunicipality,
  questionSettings,
  toPublic,
  type MunicipalityRow,
} from '../../shared/domain/municipality-lookup';
import { findReferenceMunicipality } from '#core/municipalities';
import { readSettings } from '../../shared/domain/settings';

/** 8 characters from the unambiguous alphabet, from a cryptographic source. */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

type AccessCodeStatusFilter = (typeof ACCESS_CODE_STATUSES)[number];

/** The delivery state of a code's latest email; null when it was never emailed. */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'not_sent';

function emailStatus(status: (typeof OUTBOX_STATUSES)[number] | undefined): EmailStatus | null {
  if (status === undefined) return null;
  return status === 'sending' ? 'pending' : status;
}

type OfficialOfCode = { name: string; number: number } | null;

export function toAdminCode(
  row: AccessCodeRow,
  mail: EmailStatus | null = null,
  official: OfficialOfCode = null,
) {
  return {
    code: row.code,
    municipality_id: row.municipalityId,
    email: row.email,
    expires_at: row.expiresAt.toISOString(),
    used: row.used,
    used_at: row.usedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    status: codeStatus(row),
    email_status: mail,
    candidate: official,
  };
}

/** The state of each listed code's latest email. */
async function latestMailStates(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, EmailStatus | null>();
  const rows = await db
    .selectDistinctOn([outbox.accessCode], { code: outbox.accessCode, status: outbox.status })
    .from(outbox)
    .where(inArray(outbox.accessCode, [...codes]))
    .orderBy(outbox.accessCode, desc(outbox.id));
  return new Map(rows.map((r) => [r.code!, emailStatus(r.status)]));
}

/** 409: no mail relay (SMTP_URL unset), so an email would reach nobody. */
export const mailOff = () =>
  new AppError(
    ErrorCode.MailOff,
    409,
    'Sähköposti ei ole käytössä (SMTP_URL puuttuu). Anna koodi ehdokkaalle itse: Kopioi linkki tai tulosta kirje.',
  );

export async function municipalityOrThrow(db: Db, id: string) {
  const m = await findMunicipality(db, id);
  if (!m) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return m;
}

// The same states as codeStatus(): a withdrawn code (expiry at WITHDRAWN_AT) is neither used nor
// expired.
const withdrawn = lte(candidateAccessCodes.expiresAt, WITHDRAWN_AT);
const codeStatusFilter: Record<AccessCodeStatusFilter, SQL> = {
  used: and(eq(candidateAccessCodes.used, true), not(withdrawn))!,
  unused: and(
    eq(candidateAccessCodes.used, false),
    sql`${candidateAccessCodes.expiresAt} > now()`,
  )!,
  expired: and(
    eq(candidateAccessCodes.used, false),
    sql`${candidateAccessCodes.expiresAt} <= now()`,
    not(withdrawn),
  )!,
  withdrawn,
};

/**
 * One page of a municipality's access codes, newest first, with each one's latest email.
 * `search` finds an email address or a code; `status` keeps unused, used, expired or withdrawn
 * codes.
 */
export async function listAccessCodes(db: Db, municipalityId: string, q: AccessCodeListQuery) {
  await municipalityOrThrow(db, municipalityId);
  const filters: SQL[] = [eq(candidateAccessCodes.municipalityId, municipalityId)];
  if (q.search) {
    const code = q.search.replace(/[\s-]/g, '').toUpperCase();
    filters.push(
      or(
        ilike(candidateAccessCodes.email, containsPattern(q.search)),
        ...(code ? [eq(candidateAccessCodes.code, code)] : []),
      )!,
    );
  }
  if (q.status) filters.push(codeStatusFilter[q.status]);
  const where = and(...filters);
  const [joined, [total]] = await Promise.all([
    db
      .select({
        code: candidateAccessCodes,
        first: officialCandidates.firstName,
        last: officialCandidates.lastName,
        number: officialCandidates.candidateNumber,
      })
      .from(candidateAccessCodes)
      .leftJoin(
        officialCandidates,
        eq(officialCandidates.id, candidateAccessCodes.officialCandidateId),
      )
      .where(where)
      .orderBy(desc(candidateAccessCodes.createdAt), desc(candidateAccessCodes.code))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(candidateAccessCodes).where(where),
  ]);
  const rows = joined.map((r) => r.code);
  const mail = await latestMailStates(
    db,
    rows.map((row) => row.code),
  );
  return {
    items: joined.map(({ code: row, first, last, number }) =>
      toAdminCode(
        row,
        mail.get(row.code) ?? null,
        number === null ? null : { name: `${first ?? ''} ${last ?? ''}`.trim(), number },
      ),
    ),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

/** The municipality's languages for a candidate whose own language is not known. */
export const municipalityMailLanguages = (municipalityId: string) =>
  mailLanguages(findReferenceMunicipality(municipalityId)?.language ?? 'fi');

/**
 * The language of each code's mail and letter: an official candidate's own (the list says FI or
 * SV), otherwise the municipality's languages (both, Finnish first, in a bilingual one).
 */
export async function codeLanguages(
  db: Db,
  rows: readonly Pick<AccessCodeRow, 'code' | 'officialCandidateId'>[],
  municipalityId: string,
): Promise<Map<string, Language[]>> {
  const ids = [...new Set(rows.map((r) => r.officialCandidateId).filter((id) => id !== null))];
  const official = ids.length
    ? await db
        .select({ id: officialCandidates.id, language: officialCandidates.language })
        .from(officialCandidates)
        .where(inArray(officialCandidates.id, ids))
    : [];
  const languageOf = new Map(official.map((o) => [o.id, o.language]));
  const fallback = municipalityMailLanguages(municipalityId);
  return new Map(
    rows.map((r) => {
      const own =
        r.officialCandidateId === null ? undefined : languageOf.get(r.officialCandidateId);
      return [r.code, own ? [own] : fallback];
    }),
  );
}

/** The access-code email of a code, in the given languages. */
export function codeMail(
  row: AccessCodeRow,
  municipality: MunicipalityRow,
  publicUrl: string,
  languages: Language[],
  opts: { contact: string; deadline: string; reminder?: boolean },
) {
  return accessCodeMail({
    to: row.email,
    code: row.code,
    publicUrl,
    names: displayNames(municipality),
    expires: row.expiresAt,
    deadline: helsinkiTimeToDate(opts.deadline),
    languages,
    contact: opts.contact,
    ...(opts.reminder ? { reminder: true } : {}),
  });
}

/** The mail of each code, each in its candidate's language, queued in the outbox. */
export async function enqueueCodeMails(
  db: Db,
  mailer: Mailer,
  rows: readonly AccessCodeRow[],
  municipality: MunicipalityRow,
  publicUrl: string,
) {
  const languages = await codeLanguages(db, rows, municipality.municipalityId);
  const { organizer_contact: contact, answer_deadline: deadline } = await readSettings(db);
  return mailer.enqueue(
    rows.map((row) =>
      codeMail(row, municipality, publicUrl, languages.get(row.code)!, { contact, deadline }),
    ),
  );
}

/** "Lähetä uudelleen" waits this long after the code's last email (F6, docs/security.md). */
export const RESEND_INTERVAL_MS = 60 * 60_000;

export async function createAccessCodes(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  input: CreateAccessCodesInput,
  actor: Actor,
  publicUrl: string,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const expiresAt = new Date(Date.now() + input.valid_days * 24 * 3600 * 1000);
  const emails = [...new Set(input.emails)];
  const rows = await db.transaction(async (tx) => {
    // One insert for the whole list; a code that collides (astronomically unlikely in 31^8)
    // is drawn again for just those addresses.
    const created: AccessCodeRow[] = [];
    let pending = emails;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 5) throw new Error('could not generate unique access codes');
      const rows = await tx
        .insert(candidateAccessCodes)
        .values(
          pending.map((email) => ({
            code: generateAccessCode(),
            municipalityId,
            email,
            expiresAt,
            createdBy: actor.id,
          })),
        )
        .onConflictDoNothing()
        .returning();
      created.push(...rows);
      const done = new Set(rows.map((r) => r.email));
      pending = pending.filter((email) => !done.has(email));
    }
    await writeAudit(tx, actor, {
      action: 'access_code.create',
      entity: 'access_code',
      municipalityId,
      details: { count: created.length, valid_days: input.valid_days, emails },
    });
    return created;
  });
  if (!input.send_email) return { codes: rows.map((row) => toAdminCode(row)), queued: 0 };
  // Only queued here: the outbox worker sends them, so even 500 codes answer at once.
  const { status } = await enqueueCodeMails(db, mailer, rows, municipality, publicUrl);
  return {
    codes: rows.map((row) => toAdminCode(row, status)),
    queued: status === 'pending' ? rows.length : 0,
  };
}

export async function resendAccessCode(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  code: string,
  actor: Actor,
  publicUrl: string,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const [row] = await db
    .select()
    .from(candidateAccessCodes)
    .where(
      and(
        eq(candidateAccessCodes.code, code),
        eq(candidateAccessCodes.municipalityId, municipalityId),
      ),
    );
  if (!row) throw errors.notFound('Pääsykoodia ei löytynyt.');
  if (isWithdrawn(row))
    throw new AppError(
      ErrorCode.CodeWithdrawn,
      410,
      'Koodin ehdokas ei ole enää virallisella ehdokaslistalla, joten koodi ei toimi eikä sitä lähetetä.',
    );
  const status = codeStatus(row);
  // A conflict with the code's state, not bad input: 409 for a used code, 410 for an old one.
  if (status === 'used') {
    throw new AppError(
      ErrorCode.CodeUsed,
      409,
      'Koodi on jo käytetty; sitä ei lähetetä uudelleen.',
    );
  }
  if (status !== 'unused') {
    throw new AppError(ErrorCode.CodeExpired, 410, 'Koodi on vanhentunut; luo uusi koodi.');
  }
  // An official candidate's code made for a printed letter has no address to send to.
  if (row.email === '')
    throw errors.validation('Koodilla ei ole sähköpostiosoitetta; tulosta kirje.');
  if (!mailer.sends) throw mailOff();
  // At most one resend per code an hour: the stamp is taken atomically, so presses at once (or
  // ten in a row) queue one message.
  const now = new Date();
  const [claimed] = await db
    .update(candidateAccessCodes)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(candidateAccessCodes.code, code),
        or(
          sql`${candidateAccessCodes.lastMailedAt} is null`,
          sql`${candidateAccessCodes.lastMailedAt} <= ${new Date(now.getTime() - RESEND_INTERVAL_MS)}`,
        ),
      ),
    )
    .returning({ code: candidateAccessCodes.code });
  if (!claimed) {
    const since = row.lastMailedAt ?? now;
    const wait = Math.max(60, (since.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000);
    throw errors.rateLimited(
      `Koodi on lähetetty sähköpostilla alle tunti sitten. Voit lähettää sen uudelleen noin ${String(Math.ceil(wait / 60))} minuutin kuluttua.`,
      wait,
    );
  }
  const languages = (await codeLanguages(db, [row], municipalityId)).get(row.code)!;
  const { organizer_contact: contact, answer_deadline: deadline } = await readSettings(db);
  const { status: emailStatus } = await mailer.enqueue([
    codeMail(row, municipality, publicUrl, languages, { contact, deadline }),
  ]);
  await writeAudit(db, actor, {
    action: 'access_code.resend',
    entity: 'access_code',
    entityId: code,
    municipalityId,
  });
  return { email_status: emailStatus };
}

const FORM_QUESTION_FIELDS = [
  'id',
  'text',
  'category',
  'weight',
  'type',
  'direction',
  'text_lang',
  'category_label',
  'category_label_lang',
] as const;

function pickFields<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

/**
 * For the candidate form: the code can answer now; here are the municipality and its statements
 * in the form's language (Swedish texts as the voters see them, docs/product.md), the answering
 * deadline, and for a used code the answers sent so far (`current`) to correct.
 */
export async function validateAccessCode(
  db: Db,
  code: string,
  lang: Language = 'fi',
  deadline = '',
) {
  const { row, mode } = await requireAnsweringCode(db, code, deadline);
  const municipality = (await findMunicipality(db, row.municipalityId))!;
  const { municipality_id, name, name_lang, language } = toPublic(municipality, lang);
  const plain = plainQuestionTexts(questionSettings(municipality));
  return {
    valid: true as const,
    code: row.code,
    expires_at: row.expiresAt.toISOString(),
    answer_deadline: helsinkiTimeToDate(deadline)?.toISOString() ?? null,
    current: mode === 'correction' ? await currentAnswers(db, row.code) : null,
    municipality: { municipality_id, name, name_lang, language },
    official: await officialDetails(db, row.officialCandidateId),
    // The form needs no background texts: only these fields of each statement, and the plain
    // Finnish version the candidate may open (none for the municipality's own texts).
    questions: localizedQuestions(questionSettings(municipality), lang).map((question, index) => ({
      ...pickFields(question, FORM_QUESTION_FIELDS),
      plain_text: lang === 'fi' && plain[index]?.text_is_plain === true ? plain[index].text : null,
    })),
  };
}
