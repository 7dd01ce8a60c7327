import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ConsentRecord } from '#core/consent';
import { candidates, candidateSubmissions } from '../../db/schema';
import { consentView } from './consent';

type SubmissionRow = typeof candidateSubmissions.$inferSelect;

/** The latest submission sent with a code (the first answers or the latest correction). */
export async function latestSubmission(db: Db | Tx, code: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(candidateSubmissions)
    .where(eq(candidateSubmissions.accessCode, code))
    .orderBy(desc(candidateSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** A candidate's answers as the form edits them, and where they are. */
export interface CurrentAnswers {
  /** pending: waiting for review; published: what voters see; rejected: sent but not accepted. */
  status: 'pending' | 'published' | 'rejected';
  /**
   * The latest sending was returned (rejected): the moderation policy's point and the admin's
   * note, for the candidate to correct; null otherwise.
   */
  returned: { reason_point: string | null; note: string | null } | null;
  profile: {
    name: string;
    age: number;
    party: string;
    profession: string;
    voting_number: number | null;
    image: string | null;
    answers: number[];
    answer_justifications: string[];
  };
  /** The consents given with these answers: a correction shows them again, as given. */
  consent: ConsentRecord;
}

type Profile = Pick<
  SubmissionRow,
  | 'name'
  | 'age'
  | 'party'
  | 'profession'
  | 'votingNumber'
  | 'image'
  | 'answers'
  | 'answerJustifications'
  | 'consentPublishAt'
  | 'consentOpenDataAt'
  | 'consentLanguage'
  | 'consentVersion'
  | 'consentRecordedBy'
>;

const toProfile = (row: Profile): CurrentAnswers['profile'] => ({
  name: row.name,
  age: row.age,
  party: row.party,
  profession: row.profession,
  voting_number: row.votingNumber,
  image: row.image,
  answers: row.answers,
  answer_justifications: row.answerJustifications,
});

/**
 * What a code's candidate sees when they come back to correct: a correction or first answers
 * still waiting for review; else the published profile (as an admin may have corrected it);
 * else what was sent and rejected. Null when nothing was ever sent with the code.
 */
export async function currentAnswers(db: Db | Tx, code: string): Promise<CurrentAnswers | null> {
  const latest = await latestSubmission(db, code);
  if (!latest) return null;
  const of = (
    status: CurrentAnswers['status'],
    row: Profile,
    returned: CurrentAnswers['returned'] = null,
  ): CurrentAnswers => ({
    status,
    returned,
    profile: toProfile(row),
    consent: consentView(row),
  });
  if (latest.status === 'pending') return of('pending', latest);
  const returned =
    latest.status === 'rejected'
      ? { reason_point: latest.returnReasonPoint, note: latest.adminNotes }
      : null;
  if (latest.candidateId !== null) {
    const [published] = await db
      .select()
      .from(candidates)
      .where(eq(candidates.id, latest.candidateId));
    if (published) return of('published', published, returned);
  }
  return of('rejected', latest, returned);
}
