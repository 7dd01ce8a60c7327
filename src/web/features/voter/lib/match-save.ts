import { isMockCandidateId } from '#core/candidate';
import {
  isAnswer,
  type CategoryMatches,
  type RankedCandidate,
  type VoterAnswers,
} from '#core/matching';
import type { SaveMatchInput } from '#core/schemas';
import { deviceStorage, readItem, writeItem, type KeyValueStorage } from '#web/lib/storage';

/**
 * Saving a match (docs/product.md, "What the server stores about voters"): when results are first
 * shown for a set of answers and "Tärkeä minulle" marks, the top candidate's match is sent once.
 * The marks change the match, so changing only a mark sends the new top match too. Only the match figures and the candidate id
 * leave the device, never the answers. Demo candidates (negative ids) are never saved.
 */

/**
 * A short fingerprint of a set of answers and marks, so the same set is not saved twice. Only
 * marks on answered statements count (a mark on a skipped statement does not change the match);
 * without such marks the fingerprint is the one of the answers alone.
 */
export function answersFingerprint(
  answers: VoterAnswers,
  important: Iterable<number> = [],
): string {
  const marked = [...new Set(important)]
    .filter((id) => isAnswer(answers[id]))
    .sort((a, b) => a - b);
  const canonical =
    Object.keys(answers)
      .map(Number)
      .sort((a, b) => a - b)
      .map((id) => `${String(id)}:${String(answers[id] ?? '-')}`)
      .join(',') + (marked.length > 0 ? `!${marked.join(',')}` : '');
  // FNV-1a, 32 bits: enough to tell a voter's few answer sets apart on one device.
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i += 1) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

function presentCategories(categories: CategoryMatches): SaveMatchInput['category_matches'] {
  const result: SaveMatchInput['category_matches'] = {};
  for (const [category, value] of Object.entries(categories) as [
    keyof CategoryMatches,
    number | null | undefined,
  ][]) {
    if (typeof value === 'number' && Number.isFinite(value)) result[category] = clampPercent(value);
  }
  return result;
}

export interface MatchSaveContext {
  /** Best first, as rankCandidates returns them (the whole list, not a party-filtered view). */
  ranked: readonly RankedCandidate<{ id: number }>[];
  answers: VoterAnswers;
  /** The statements marked "Tärkeä minulle": they change the match, so they are fingerprinted. */
  important: Iterable<number>;
  municipalityId: string;
  userId: string;
  /** Fingerprints of answer and mark sets already saved for this municipality on this device. */
  alreadySent: readonly string[];
}

export interface MatchSavePlan {
  fingerprint: string;
  payload: SaveMatchInput;
}

/** What to send, or null when nothing should be sent. */
export function planMatchSave(context: MatchSaveContext): MatchSavePlan | null {
  const top = context.ranked[0];
  if (!top || isMockCandidateId(top.id) || top.id === 0) return null;
  if (!Number.isFinite(top.match)) return null;
  const fingerprint = answersFingerprint(context.answers, context.important);
  if (context.alreadySent.includes(fingerprint)) return null;
  return {
    fingerprint,
    payload: {
      municipality_id: context.municipalityId,
      user_id: context.userId,
      match_percentage: clampPercent(top.match),
      category_matches: presentCategories(top.categories),
      candidate_id: top.id,
    },
  };
}

/** Remembered per municipality; only the newest few fingerprints are kept. */
const MAX_REMEMBERED = 20;

export function sentMatchesStorageKey(municipalityId: string): string {
  return `match_sent:${municipalityId}`;
}

export function readSentFingerprints(
  municipalityId: string,
  storage: KeyValueStorage | null = deviceStorage(),
): string[] {
  try {
    const data: unknown = JSON.parse(
      readItem(storage, sentMatchesStorageKey(municipalityId)) ?? '[]',
    );
    return Array.isArray(data) ? data.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSentFingerprint(
  municipalityId: string,
  fingerprint: string,
  storage: KeyValueStorage | null = deviceStorage(),
): void {
  const previous = readSentFingerprints(municipalityId, storage).filter((f) => f !== fingerprint);
  const next = [...previous, fingerprint].slice(-MAX_REMEMBERED);
  writeItem(storage, sentMatchesStorageKey(municipalityId), JSON.stringify(next));
}
