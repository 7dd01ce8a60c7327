import { isAnswer, type VoterAnswers } from '#core/matching';
import {
  deviceStorage,
  parseStoredObject,
  readItem,
  removeItem,
  writeItem,
  type KeyValueStorage,
} from '#web/lib/storage';

/**
 * The voter's answers and "Tärkeä minulle" marks, kept only on this device (localStorage
 * `answers:{municipalityId}`), so a reload or a visit days later continues where the voter left
 * off. They are never sent anywhere.
 *
 * Stored format, version 2: `{ "version": 2, "answers": {...}, "important": [ids], "current": n }`.
 * Version 1 (no `version`, no `important`) is read as having no marks, so answers saved before
 * marks existed are kept. A reader ignores fields it does not know, so a later version that only
 * adds fields stays readable.
 *
 * The shorter version ("Lyhyempi versio", docs/matching.md) adds `"shorter": { "order": [ids] }`:
 * the statements in the order they were shown. A record without it is the full questionnaire, so
 * a reader that does not know the field still reads the answers and marks (it is still version 2).
 */
export interface Progress {
  /** By question id: 1-5, or null when the voter skipped the statement. */
  answers: VoterAnswers;
  /** Question ids the voter marked "Tärkeä minulle", ascending. */
  important: readonly number[];
  /** 0-based index of the statement the voter was last on (in the shorter version, in its order). */
  current: number;
  /** Present when the voter chose the shorter version: the statement ids in the order shown. */
  shorter?: { order: readonly number[] };
}

export const PROGRESS_VERSION = 2;

export const EMPTY_PROGRESS: Progress = Object.freeze({
  answers: Object.freeze({}),
  important: Object.freeze([]),
  current: 0,
});

export function answersStorageKey(municipalityId: string): string {
  return `answers:${municipalityId}`;
}

function isQuestionId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999;
}

/** Anything unreadable (old format, hand-edited, truncated) becomes an empty start, never a crash. */
export function parseProgress(raw: string | null): Progress {
  const record = parseStoredObject(raw);
  if (record === null) return EMPTY_PROGRESS;

  const answers: VoterAnswers = {};
  if (typeof record.answers === 'object' && record.answers !== null) {
    for (const [key, value] of Object.entries(record.answers)) {
      if (!/^\d{1,3}$/.test(key)) continue;
      if (isAnswer(value)) answers[Number(key)] = value;
      else if (value === null) answers[Number(key)] = null;
    }
  }
  const important = Array.isArray(record.important)
    ? [...new Set(record.important.filter(isQuestionId))].sort((a, b) => a - b)
    : [];
  const current =
    typeof record.current === 'number' && Number.isInteger(record.current) && record.current >= 0
      ? record.current
      : 0;
  const progress: Progress = { answers, important, current };
  const order = (record.shorter as { order?: unknown } | null | undefined)?.order;
  if (Array.isArray(order)) progress.shorter = { order: [...new Set(order.filter(isQuestionId))] };
  return progress;
}

/** The JSON written to storage (version 2). */
export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ version: PROGRESS_VERSION, ...progress });
}

export function answeredCount(answers: VoterAnswers): number {
  return Object.values(answers).filter(isAnswer).length;
}

/** True when the voter has started: answered, skipped or marked something, or moved on. */
export function hasProgress(progress: Progress): boolean {
  return (
    Object.keys(progress.answers).length > 0 ||
    progress.important.length > 0 ||
    progress.current > 0
  );
}

export function loadProgress(
  municipalityId: string,
  storage: KeyValueStorage | null = deviceStorage(),
): Progress {
  return parseProgress(readItem(storage, answersStorageKey(municipalityId)));
}

export function saveProgress(
  municipalityId: string,
  progress: Progress,
  storage: KeyValueStorage | null = deviceStorage(),
): void {
  writeItem(storage, answersStorageKey(municipalityId), serializeProgress(progress));
}

export function clearProgress(
  municipalityId: string,
  storage: KeyValueStorage | null = deviceStorage(),
): void {
  removeItem(storage, answersStorageKey(municipalityId));
}
