import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { helsinkiTimeToDate } from '#core/answer-deadline';
import type { Language } from '#core/language';
import type { PaperEntryInput } from '#core/paper-form-schema';
import { localizedQuestions } from '#core/questions-localized';
import type { Db, Tx } from '../../db/client';
import { candidates, candidateSubmissions, officialCandidates } from '../../db/schema';
import { AppError, errors } from '../../errors';
import { ErrorCode } from '#core/error-codes';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import {
  displayNames,
  findMunicipality,
  questionSettings,
  type MunicipalityRow,
} from '../../shared/domain/municipality-lookup';
import { officialName } from '../../shared/domain/official-candidates';
import { approveSubmission } from './submissions.service';
import { consentColumnsOf } from '../../shared/domain/consent';
import { CONSENT_VERSION } from '#core/consent';
import { adminName, hasOtherAdmin, paperMark } from '../../shared/domain/paper-entries';
import { questionnaireTexts } from './paper-texts';

// Paper forms for candidates without a computer (docs/official-candidates.md, paper forms): the
// printed questionnaire per official candidate, and an admin typing in the signed form.

async function municipalityOrThrow(db: Db | Tx, id: string) {
  const m = await findMunicipality(db, id);
  if (!m) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return m;
}

const officialNotFound = () => errors.notFound('Ehdokasta ei löytynyt kunnan ehdokaslistalta.');

/** The municipality's 25 statements in `lang`, numbered 1–25 in answer order. */
function statementsIn(municipality: MunicipalityRow, lang: Language) {
  return localizedQuestions(questionSettings(municipality), lang).map((q, i) => ({
    number: i + 1,
    text: q.text,
    text_lang: q.text_lang,
  }));
}

/**
 * The questionnaires to print: one per official candidate (`ids`, or the whole list), by
 * candidate number, with the municipality's statements and every text in the candidate's
 * language, the organizer's contact and the answering deadline.
 */
export async function paperQuestionnaires(
  db: Db,
  municipalityId: string,
  ids: number[] | null,
  opts: { deadline: string; contact: string },
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const rows = await db
    .select()
    .from(officialCandidates)
    .where(
      and(
        eq(officialCandidates.municipalityId, municipalityId),
        ...(ids ? [inArray(officialCandidates.id, ids.length ? ids : [-1])] : []),
      ),
    )
    .orderBy(asc(officialCandidates.candidateNumber));
  const statements = { fi: statementsIn(municipality, 'fi'), sv: statementsIn(municipality, 'sv') };
  const deadline = helsinkiTimeToDate(opts.deadline);
  const names = displayNames(municipality);
  return rows.map((row) => ({
    official_id: row.id,
    name: officialName(row),
    candidate_number: row.candidateNumber,
    language: row.language,
    /** The list gives no age: the form asks for it. */
    ask_age: row.age === null,
    statements: statements[row.language],
    texts: questionnaireTexts(row.language, {
      municipality: names,
      party: row.party,
      number: row.candidateNumber,
      deadline,
      contact: opts.contact,
    }),
  }));
}

async function officialOrThrow(db: Db | Tx, municipalityId: string, officialId: number) {
  const [row] = await db
    .select()
    .from(officialCandidates)
    .where(
      and(
        eq(officialCandidates.id, officialId),
        eq(officialCandidates.municipalityId, municipalityId),
      ),
    );
  if (!row) throw officialNotFound();
  return row;
}

/** A paper form of this candidate already waiting for review, if any. */
async function pendingPaperEntry(db: Db | Tx, municipalityId: string, number: number) {
  const [row] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(
      and(
        eq(candidateSubmissions.municipalityId, municipalityId),
        eq(candidateSubmissions.votingNumber, number),
        eq(candidateSubmissions.status, 'pending'),
        isNotNull(candidateSubmissions.paperReceivedOn),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * What the entry page shows: the candidate from the official list, the statements in Finnish,
 * whether a second admin reviews the entry, and a paper form already waiting for review.
 */
export async function paperEntryContext(
  db: Db,
  municipalityId: string,
  officialId: number,
  actor: Actor,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const row = await officialOrThrow(db, municipalityId, officialId);
  return {
    official: {
      id: row.id,
      name: officialName(row),
      party: row.party,
      candidate_number: row.candidateNumber,
      age: row.age,
      language: row.language,
    },
    statements: statementsIn(municipality, 'fi'),
    second_admin_reviews: await hasOtherAdmin(db, municipalityId, actor.id),
    pending_submission_id:
      (await pendingPaperEntry(db, municipalityId, row.candidateNumber))?.id ?? null,
  };
}

/**
 * The consents ticked on the signed paper as the entry's audit row records them. The same
 * consents are stored on the submission (consent_* columns, consent_recorded_by = the entering
 * admin), which approval carries into the candidate.
 */
export function recordPaperConsent(
  consents: PaperEntryInput['consents'],
  language: Language,
  actor: Actor,
  at: Date,
) {
  return {
    publish_at: at.toISOString(),
    open_data_at: consents.open_data ? at.toISOString() : null,
    language,
    recorded_by: actor.id,
  };
}

/**
 * Types in a signed paper form: a pending submission with the official list's name, party and
 * number, marked with the day the form arrived and the entering admin, and an audit row. When
 * the municipality has another admin, that admin reviews it (the entering one may not approve
 * it); otherwise it is approved at once in the entering admin's name, the mark in the audit log.
 * A candidate already published (the same number) gets it as a correction.
 */
export async function enterPaperForm(
  db: Db,
  municipalityId: string,
  officialId: number,
  input: PaperEntryInput,
  actor: Actor & { name: string },
  deps: { mailer: Mailer; log: Logger },
) {
  const mark = paperMark(adminName(actor));
  const entered = await db.transaction(async (tx) => {
    await municipalityOrThrow(tx, municipalityId);
    const official = await officialOrThrow(tx, municipalityId, officialId);
    const age = official.age ?? input.age;
    if (age === null) {
      throw errors.validation(
        'Virallisella listalla ei ole ehdokkaan ikää: kirjoita ikä lomakkeelta.',
      );
    }
    if (await pendingPaperEntry(tx, municipalityId, official.candidateNumber)) {
      throw new AppError(
        ErrorCode.PaperEntryPending,
        409,
        'Tämän ehdokkaan paperilomake on jo syötetty ja odottaa tarkistusta Hakemuksissa.',
      );
    }
    const [published] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.municipalityId, municipalityId),
          eq(candidates.votingNumber, official.candidateNumber),
        ),
      )
      .orderBy(desc(candidates.id))
      .limit(1);
    const enteredAt = new Date();
    const [submission] = await tx
      .insert(candidateSubmissions)
      .values({
        name: officialName(official),
        age,
        party: official.party,
        profession: official.profession,
        image: null,
        answers: input.answers,
        answerJustifications: input.answer_justifications,
        municipalityId,
        votingNumber: official.candidateNumber,
        language: official.language,
        status: 'pending',
        candidateId: published?.id ?? null,
        paperReceivedOn: input.paper_received_on,
        enteredBy: actor.id,
        ...consentColumnsOf(
          {
            publish: input.consents.publish,
            open_data: input.consents.open_data,
            version: CONSENT_VERSION,
          },
          official.language,
          enteredAt,
          actor.id,
        ),
      })
      .returning();
    const review = await hasOtherAdmin(tx, municipalityId, actor.id);
    await writeAudit(tx, actor, {
      action: 'submission.paper_entry',
      entity: 'submission',
      entityId: String(submission!.id),
      municipalityId,
      details: {
        mark,
        name: submission!.name,
        candidate_number: official.candidateNumber,
        paper_received_on: input.paper_received_on,
        correction: published !== undefined,
        consents: recordPaperConsent(input.consents, official.language, actor, enteredAt),
        review: review ? 'second_admin' : 'no_other_admin_published_at_once',
      },
    });
    return { id: submission!.id, review };
  });
  if (entered.review) {
    return { submission_id: entered.id, status: 'pending' as const, candidate_id: null, mark };
  }
  const approved = await approveSubmission(db, municipalityId, entered.id, actor, {
    notify: false,
    mailer: deps.mailer,
    log: deps.log,
  });
  return {
    submission_id: entered.id,
    status: 'approved' as const,
    candidate_id: approved.candidate_id,
    mark,
  };
}
