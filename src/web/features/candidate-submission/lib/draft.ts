import { isAnswer, type Answer } from '#core/matching';
import { QUESTION_COUNT } from '#core/questions';
import { parseStoredObject } from '#web/lib/storage';

/**
 * The candidate's work in progress, exactly as typed (the age is still text), so a reload gives
 * back what was on the screen, mistakes included. Answers and justifications are indexed by
 * question id − 1, the order the server expects.
 */
export interface CandidateDraft {
  name: string;
  age: string;
  /** A party label from PARTIES, OTHER_PARTY, or '' when nothing is chosen yet. */
  party: string;
  /** The party's name typed by hand when `party` is OTHER_PARTY. */
  otherParty: string;
  profession: string;
  votingNumber: string;
  /** The uploaded photo's URL on this server. */
  image: string | null;
  answers: (Answer | null)[];
  justifications: string[];
}

/** The select's value for "Muu puolue tai sitoutumaton". */
export const OTHER_PARTY = 'muu';

export function emptyDraft(): CandidateDraft {
  return {
    name: '',
    age: '',
    party: '',
    otherParty: '',
    profession: '',
    votingNumber: '',
    image: null,
    answers: Array.from({ length: QUESTION_COUNT }, () => null),
    justifications: Array.from({ length: QUESTION_COUNT }, () => ''),
  };
}

const text = (value: unknown, max = 5000): string =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** Anything unreadable (hand-edited, truncated, an older format) becomes an empty start. */
export function parseDraft(raw: string | null): CandidateDraft {
  const draft = emptyDraft();
  const record = parseStoredObject(raw);
  if (record === null) return draft;
  const image = record.image;
  const answers = Array.isArray(record.answers) ? (record.answers as unknown[]) : [];
  const justifications = Array.isArray(record.justifications)
    ? (record.justifications as unknown[])
    : [];
  return {
    name: text(record.name),
    age: text(record.age),
    party: text(record.party),
    otherParty: text(record.otherParty),
    profession: text(record.profession),
    votingNumber: text(record.votingNumber),
    image: typeof image === 'string' && image.startsWith('/uploads/') ? image : null,
    answers: draft.answers.map((_, i) => {
      const value = answers[i];
      return isAnswer(value) ? value : null;
    }),
    justifications: draft.justifications.map((_, i) => text(justifications[i], 20_000)),
  };
}

export function answeredCount(draft: CandidateDraft): number {
  return draft.answers.filter((answer) => answer !== null).length;
}

/** True when nothing has been filled in yet (no need to offer "continue where you left off"). */
export function isEmptyDraft(draft: CandidateDraft): boolean {
  const empty = emptyDraft();
  return JSON.stringify(draft) === JSON.stringify(empty);
}
