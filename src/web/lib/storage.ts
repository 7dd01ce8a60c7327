/**
 * localStorage that never throws: it can be missing or full (private browsing, quota, old
 * devices). Without it the voter flow and the candidate form still work, they just are not
 * remembered.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or unavailable: the value lives only for this page view.
  }
}

export function removeItem(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * A stored JSON object's fields (from `readItem`), or null when nothing is stored or the text is
 * not JSON of an object (hand-edited, truncated). The caller checks each field it reads.
 */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}
