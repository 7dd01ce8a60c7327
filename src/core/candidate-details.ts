import type { CandidateDetails, DetailsFile, DetailsRow } from './candidate-list';
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

/** How long one slice of reading may hold the page before it lets the browser draw and react. */
const SLICE_MS = 8;

/**
 * Reads the details file's text (serializeDetailsFile: one row per line) into each candidate's
 * details, in slices of at most about {@link SLICE_MS} ms with a pause for the browser between
 * them: parsing Helsinki's 1,200 candidates in one go was a task of 170–200 ms on a slow phone.
 * Text in any other layout is read in one piece.
 */
export async function readDetailsText(
  text: string,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Map<number, CandidateDetails>> {
  const lines = text.split('\n');
  if (lines.length < 2 || lines[0] !== '{"rows":[' || lines.at(-1) !== ']}') {
    return fromDetailsFile(JSON.parse(text) as DetailsFile);
  }
  const rows: DetailsRow[] = [];
  let sliceStart = Date.now();
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i]!;
    if (line === '') continue; // the empty file's one inner line
    rows.push(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as DetailsRow);
    if (Date.now() - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = Date.now();
    }
  }
  return fromDetailsFile({ rows });
}
