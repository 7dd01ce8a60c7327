import type { candidates } from '../../db/schema';

const PROFILE_COLUMNS = [
  'name',
  'age',
  'party',
  'profession',
  'image',
  'answers',
  'answerJustifications',
  'municipalityId',
  'votingNumber',
  'language',
  'consentPublishAt',
  'consentOpenDataAt',
  'consentLanguage',
  'consentVersion',
  'consentRecordedBy',
] as const;

/**
 * The columns a candidate and a candidate's submission share: the profile, the answers and the
 * consents (approval carries them into the candidate).
 */
export type ProfileColumns = Pick<typeof candidates.$inferSelect, (typeof PROFILE_COLUMNS)[number]>;

/** The profile columns of a row (a submission copied into a new candidate). */
export function profileColumns(row: ProfileColumns): ProfileColumns {
  return Object.fromEntries(PROFILE_COLUMNS.map((key) => [key, row[key]])) as ProfileColumns;
}

/** The profile as the API answers it (snake_case, in this order). */
export function profileView(row: ProfileColumns) {
  return {
    name: row.name,
    age: row.age,
    party: row.party,
    profession: row.profession,
    image: row.image,
    answers: row.answers,
    answer_justifications: row.answerJustifications,
    municipality_id: row.municipalityId,
    voting_number: row.votingNumber,
    language: row.language,
  };
}
