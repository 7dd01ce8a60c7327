import { parseDraft, type CandidateDraft } from './draft';

/**
 * The draft lives only in this browser (localStorage `candidate_form:{CODE}`) until it is sent;
 * then it is removed. Storage can be missing or full (private browsing, old devices): the form
 * still works, it just is not remembered.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftStorageKey(code: string): string {
  return `candidate_form:${code}`;
}

export function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(code: string, storage = deviceStorage()): CandidateDraft {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(draftStorageKey(code)) ?? null;
  } catch {
    raw = null;
  }
  return parseDraft(raw);
}

export function saveDraft(code: string, draft: CandidateDraft, storage = deviceStorage()): void {
  try {
    storage?.setItem(draftStorageKey(code), JSON.stringify(draft));
  } catch {
    // Full or unavailable: the draft lives only for this page view.
  }
}

export function clearDraft(code: string, storage = deviceStorage()): void {
  try {
    storage?.removeItem(draftStorageKey(code));
  } catch {
    // Nothing to remove.
  }
}
