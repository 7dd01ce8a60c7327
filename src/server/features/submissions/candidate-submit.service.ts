// A candidate sends the form with their code: first answers, or a correction until the
// deadline. The review queue (list, approve, return) is in submissions.service.ts.

import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '#core/language';
import type { CandidateProfile } from '#core/schemas';
import type { Consents } from '#core/consent';
import type { Db, Tx } from '../../db/client';
import { candidateAccessCodes, candidateSubmissions } from '../../db/schema';
import { errors } from '../../errors';
import type { Logger } from '../../logger';
import { answeringEnded } from '#core/answer-deadline';
import {
  answeringClosed,
  answeringMode,
  codeErrors,
  findCode,
} from '../../shared/domain/access-codes';
import { latestSubmission } from '../../shared/domain/current-answers';
import { officialDetails } from '../../shared/domain/official-candidates';
import { deleteUnusedPhotos } from '../../shared/domain/photos';
import { isOwnPhotoUrl, type PhotoStorage } from '../../storage/photo-storage';
import { partyLabel } from '#core/parties';
import { consentColumnsOf } from '../../shared/domain/consent';

/** A photo must be one uploaded to this municipality's folder on this server. */
export function assertOwnPhoto(image: string | null, municipalityId: string) {
  if (image !== null && !isOwnPhotoUrl(image, municipalityId)) {
    throw errors.validation({
      fi: 'Kuva pitää ladata lomakkeella ennen lähettämistä.',
      sv: 'Bilden ska laddas upp med formuläret innan du skickar.',
    });
  }
}

/** The receipt of a stored submission, and the photo it replaced (to delete once committed). */
const sent = (
  id: number,
  municipalityId: string,
  correction: boolean,
  replacedImage: string | null,
) => ({
  receipt: { id, status: 'pending' as const, municipality_id: municipalityId, correction },
  replacedImage,
});

/**
 * Sending the form. The first answers: one transaction marks the code used and stores the
 * pending submission, so a code can never send first answers twice, even by simultaneous
 * requests (the conditional UPDATE is the lock). A used code sends a correction until the
 * answering deadline: it replaces the code's submission still waiting for review, or becomes a
 * new pending submission of the published candidate (who stays as they were until an admin
 * approves it). The code's row is locked meanwhile, so corrections of one code queue up.
 * `onCodeAccepted` is called once the code proved able to answer, even if the form is then
 * refused (the code is not a wrong guess).
 */
export async function submitCandidateForm(
  db: Db,
  code: string,
  form: CandidateProfile,
  onCodeAccepted: () => void = () => {},
  language: Language = 'fi',
  opts: { deadline?: string; photos?: PhotoStorage; log?: Logger; consents: Consents },
) {
  const deadline = opts.deadline ?? '';
  const profile = {
    // Given now, in the form's language, to the text version shown (a correction asks again).
    ...consentColumnsOf(opts.consents, language, new Date()),
    name: form.name,
    age: form.age,
    party: partyLabel(form.party),
    profession: form.profession,
    image: form.image,
    answers: form.answers,
    answerJustifications: form.answer_justifications,
    votingNumber: form.voting_number ?? null,
    language,
  };
  // A code of an official candidate: name, party and number come from the official list.
  const profileFor = async (tx: Tx, officialCandidateId: number | null) => {
    const official = await officialDetails(tx, officialCandidateId);
    return official
      ? {
          ...profile,
          name: official.name,
          party: official.party,
          votingNumber: official.voting_number,
        }
      : profile;
  };
  const result = await db.transaction(async (tx) => {
    if (answeringEnded(deadline)) {
      if (await findCode(tx, code)) onCodeAccepted();
      throw answeringClosed();
    }
    const [claimed] = await tx
      .update(candidateAccessCodes)
      .set({ used: true, usedAt: new Date() })
      .where(
        and(
          eq(candidateAccessCodes.code, code),
          eq(candidateAccessCodes.used, false),
          sql`${candidateAccessCodes.expiresAt} > now()`,
        ),
      )
      .returning();
    if (claimed) {
      onCodeAccepted();
      assertOwnPhoto(form.image, claimed.municipalityId);
      const [submission] = await tx
        .insert(candidateSubmissions)
        .values({
          ...(await profileFor(tx, claimed.officialCandidateId)),
          accessCode: claimed.code,
          municipalityId: claimed.municipalityId,
          status: 'pending',
        })
        .returning();
      return sent(submission!.id, claimed.municipalityId, false, null);
    }
    // A correction: the code's row locked until this commits.
    const [row] = await tx
      .select()
      .from(candidateAccessCodes)
      .where(eq(candidateAccessCodes.code, code))
      .for('update');
    if (!row) throw codeErrors.unknown();
    answeringMode(row, deadline);
    onCodeAccepted();
    assertOwnPhoto(form.image, row.municipalityId);
    const values = await profileFor(tx, row.officialCandidateId);
    const latest = await latestSubmission(tx, code);
    if (latest?.status === 'pending') {
      await tx
        .update(candidateSubmissions)
        .set({ ...values, createdAt: new Date() })
        .where(eq(candidateSubmissions.id, latest.id));
      return sent(latest.id, row.municipalityId, latest.candidateId !== null, latest.image);
    }
    // After a decision: a correction of the published candidate, or (rejected) a new try.
    const candidateId = latest?.candidateId ?? null;
    const [submission] = await tx
      .insert(candidateSubmissions)
      .values({
        ...values,
        accessCode: row.code,
        municipalityId: row.municipalityId,
        candidateId,
        status: 'pending',
      })
      .returning();
    return sent(submission!.id, row.municipalityId, candidateId !== null, null);
  });
  if (opts.photos && opts.log && result.replacedImage !== form.image) {
    await deleteUnusedPhotos(db, opts.photos, [result.replacedImage], opts.log);
  }
  return result.receipt;
}

/**
 * One page of a municipality's pending submissions, newest first. `search` finds a name, a party
 * or (digits only) a candidate number.
 */
