/** A candidate as the public API returns it (GET /api/municipalities/{id}/candidates). */
export interface PublicCandidate {
  /** Negative for generated demo candidates. */
  id: number;
  name: string;
  age: number;
  party: string;
  profession: string;
  /** URL of the photo, or null when there is none. */
  image: string | null;
  /** 25 answers 1-5, index i = question id i + 1; null only where an answer is missing. */
  answers: (number | null)[];
  /** 25 justifications, '' where the candidate gave none. */
  answer_justifications: string[];
  municipality_id: string;
  voting_number: number | null;
  /** The language the candidate filled in the form in (their texts are in it). */
  language: 'fi' | 'sv';
}

/** Demo candidates have negative ids; they are never saved as matches. */
export function isMockCandidateId(id: number): boolean {
  return id < 0;
}
