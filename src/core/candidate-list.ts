import type { PublicCandidate } from './candidate';
import { QUESTION_COUNT } from './question-count';

// The voter's two files of a municipality's candidates (docs/decisions/0031-national-scale-voter-
// data.md): the ranking file, small and first, with what ranking and a result row need; and the
// details file, one per municipality and language, with the rest of each profile. Both are
// arrays of rows (not objects with keys) and a candidate's answers are one string of digits, so
// Helsinki's 1,200 candidates rank from a few tens of kilobytes.

/** [id, name, party (index into `parties`), voting number, age, answers, image] */
export type RankingRow = [
  id: number,
  name: string,
  party: number,
  votingNumber: number | null,
  age: number,
  /** 25 digits, 1-5, `0` where an answer is missing. */
  answers: string,
  image: string | null,
];

/** `GET /api/municipalities/{id}/candidates/ranking` */
export interface RankingFile {
  /** The party labels the rows point to. */
  parties: string[];
  rows: RankingRow[];
}

/** [id, profession, language of the candidate's form, justifications ('' where none, trailing ones left out)] */
export type DetailsRow = [
  id: number,
  profession: string,
  language: 'fi' | 'sv',
  justifications: string[],
];

/** `GET /api/municipalities/{id}/candidates/details`: every candidate's, in one file. */
export interface DetailsFile {
  rows: DetailsRow[];
}

/** [id, profession, language of the candidate's form]: what a result card shows beyond the ranking row. */
export type ProfileRow = [id: number, profession: string, language: 'fi' | 'sv'];

/**
 * `GET /api/municipalities/{id}/candidates/profiles`: every candidate's profession and language,
 * in one small file that the results page fetches; the justifications stay in the details file,
 * fetched when the voter first opens any candidate's answers.
 */
export interface ProfilesFile {
  rows: ProfileRow[];
}

/** What the voter's results know of a candidate before the details file has come. */
export type RankedRow = Omit<
  PublicCandidate,
  'profession' | 'answer_justifications' | 'language' | 'municipality_id'
>;

/** What a result card shows of a candidate beyond the ranking file (the profiles file). */
export interface CandidateProfile {
  profession: string;
  language: 'fi' | 'sv';
}

/** A candidate's profile beyond the ranking file, with the justifications (the details file). */
export interface CandidateDetails extends CandidateProfile {
  /** QUESTION_COUNT texts, '' where none. */
  justifications: string[];
}

export function encodeAnswers(answers: readonly (number | null)[]): string {
  let text = '';
  for (let i = 0; i < QUESTION_COUNT; i++) {
    const answer = answers[i];
    text += typeof answer === 'number' && answer >= 1 && answer <= 5 ? String(answer) : '0';
  }
  return text;
}

export function decodeAnswers(text: string): (number | null)[] {
  const answers: (number | null)[] = [];
  for (let i = 0; i < QUESTION_COUNT; i++) {
    const digit = text.charCodeAt(i) - 48;
    answers.push(digit >= 1 && digit <= 5 ? digit : null);
  }
  return answers;
}

/** The ranking file of a list of candidates (in the list's order). */
export function toRankingFile(candidates: readonly PublicCandidate[]): RankingFile {
  const parties: string[] = [];
  const index = new Map<string, number>();
  const rows = candidates.map((c): RankingRow => {
    let party = index.get(c.party);
    if (party === undefined) {
      party = parties.push(c.party) - 1;
      index.set(c.party, party);
    }
    return [c.id, c.name, party, c.voting_number, c.age, encodeAnswers(c.answers), c.image];
  });
  return { parties, rows };
}

/** The details file of a list of candidates. */
export function toDetailsFile(candidates: readonly PublicCandidate[]): DetailsFile {
  return {
    rows: candidates.map((c): DetailsRow => {
      const texts = c.answer_justifications.slice(0, QUESTION_COUNT);
      while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
      return [c.id, c.profession, c.language, texts];
    }),
  };
}

/** The profiles file of a list of candidates. */
export function toProfilesFile(candidates: readonly PublicCandidate[]): ProfilesFile {
  return { rows: candidates.map((c): ProfileRow => [c.id, c.profession, c.language]) };
}

/**
 * The details file's JSON text with one candidate per line: `{"rows":[` and `]}` on lines of
 * their own, each row's JSON (which holds no raw line break) on its own line. Still one JSON
 * document for API users; the web app reads it a few rows at a time ({@link readDetailsText}) so
 * that Helsinki's 3.5 MB never block the page in one piece.
 */
export function serializeDetailsFile(file: DetailsFile): string {
  return `{"rows":[\n${file.rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}`;
}

/** The profiles file read into each candidate's profession and language by id. */
export function fromProfilesFile(file: ProfilesFile): Map<number, CandidateProfile> {
  const byId = new Map<number, CandidateProfile>();
  for (const [id, profession, language] of file.rows) byId.set(id, { profession, language });
  return byId;
}

export function fromRankingFile(file: RankingFile): RankedRow[] {
  return file.rows.map(([id, name, party, votingNumber, age, answers, image]) => ({
    id,
    name,
    party: file.parties[party] ?? '',
    voting_number: votingNumber,
    age,
    answers: decodeAnswers(answers),
    image,
  }));
}
