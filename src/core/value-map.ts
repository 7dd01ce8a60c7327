import { isAnswer } from './matching';
import type { Question } from './questions';

/**
 * The two-axis value map. Each typed statement has a direction (see Question.direction): on the
 * economic axis +1 means agreeing is for more public money and municipal responsibility; on the
 * social axis +1 means agreeing is for new ways of doing things. An answer a (1..5) becomes the
 * directed value direction × (a − 3) / 2, from −1 to 1; a position on an axis is the mean of the
 * directed values of the statements answered on it, scaled to −100..100. Skipped statements are
 * left out; an axis with no answered statement has no position (null).
 */
export interface MapPosition {
  /** Talous: −100 = savings and fees, 100 = more public money and municipal responsibility. */
  economic: number | null;
  /** Arvot: −100 = familiar, traditional ways, 100 = new ways of doing things. */
  social: number | null;
}

type Answers = Readonly<Record<number, number | null | undefined>>;

/** Answers keyed by statement id (a voter) or as a list where index i is statement i + 1. */
export function mapPosition(
  answers: Answers | readonly (number | null | undefined)[],
  questions: readonly Question[],
): MapPosition {
  const answerOf = (id: number) =>
    Array.isArray(answers) ? (answers as readonly unknown[])[id - 1] : (answers as Answers)[id];
  const sums = { economic: { total: 0, count: 0 }, social: { total: 0, count: 0 } };
  for (const question of questions) {
    if (question.type === 'none' || question.direction === null) continue;
    const answer = answerOf(question.id);
    if (!isAnswer(answer)) continue;
    sums[question.type].total += (question.direction * (answer - 3)) / 2;
    sums[question.type].count += 1;
  }
  const position = (s: { total: number; count: number }) =>
    s.count === 0 ? null : (100 * s.total) / s.count + 0; // + 0 turns −0 into 0
  return { economic: position(sums.economic), social: position(sums.social) };
}

/** Euclidean distance between two positions, or null when either lacks an axis. */
export function mapDistance(a: MapPosition, b: MapPosition): number | null {
  if (a.economic === null || a.social === null || b.economic === null || b.social === null)
    return null;
  return Math.hypot(a.economic - b.economic, a.social - b.social);
}

/** An item on the map with its position and its distance from the voter (null when unknown). */
export interface Placed<T> {
  item: T;
  position: MapPosition;
  distance: number | null;
}

/**
 * Items with their positions, nearest to `origin` first. Equal distances keep the given order;
 * items without a distance (no position on an axis, or the origin has none) come last, in the
 * given order.
 */
export function byDistance<T>(
  origin: MapPosition,
  items: readonly T[],
  positionOf: (item: T) => MapPosition,
): Placed<T>[] {
  return items
    .map((item, index) => {
      const position = positionOf(item);
      return { item, position, distance: mapDistance(origin, position), index };
    })
    .sort(
      (a, b) =>
        // Two unknown distances give NaN (Infinity − Infinity), which falls through to the order.
        (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.index - b.index,
    )
    .map(({ item, position, distance }) => ({ item, position, distance }));
}
