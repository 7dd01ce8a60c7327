import { deviceStorage, readItem, removeItem, writeItem } from '#web/lib/storage';
import { parseDraft, type CandidateDraft } from './draft';

/**
 * The draft lives only in this browser (localStorage `candidate_form:{CODE}`) until it is sent;
 * then it is removed. Storage can be missing or full (private browsing, old devices): the form
 * still works, it just is not remembered.
 */

export function draftStorageKey(code: string): string {
  return `candidate_form:${code}`;
}

export function loadDraft(code: string, storage = deviceStorage()): CandidateDraft {
  return parseDraft(readItem(storage, draftStorageKey(code)));
}

export function saveDraft(code: string, draft: CandidateDraft, storage = deviceStorage()): void {
  writeItem(storage, draftStorageKey(code), JSON.stringify(draft));
}

export function clearDraft(code: string, storage = deviceStorage()): void {
  removeItem(storage, draftStorageKey(code));
}
