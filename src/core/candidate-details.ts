import type { CandidateDetails, DetailsFile } from './candidate-list';
import { QUESTION_COUNT } from './question-count';

/** The details file read into each candidate's details by id (a module of its own: it loads late). */
export function fromDetailsFile(file: DetailsFile): Map<number, CandidateDetails> {
  const byId = new Map<number, CandidateDetails>();
  for (const [id, profession, language, texts] of file.rows) {
    const justifications = Array.from({ length: QUESTION_COUNT }, (_, i) => texts[i] ?? '');
    byId.set(id, { profession, language, justifications });
  }
  return byId;
}
