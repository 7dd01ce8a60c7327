import { deviceStorage, readItem, writeItem, type KeyValueStorage } from '#web/lib/storage';

/**
 * The candidates the voter picked for comparison. Candidate ids are public, so the comparison
 * page takes them from its URL (`?ehdokkaat=12,34`) and the link can be shared or printed; the
 * voter's own answers never go there. The picks are also remembered on this device
 * (`compare:{municipalityId}`) so going back to the results keeps them.
 */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
export const COMPARE_PARAM = 'ehdokkaat';

export function comparePicksStorageKey(municipalityId: string): string {
  return `compare:${municipalityId}`;
}

/** Ids from a comma-separated list: integers only (demo candidates are negative), no repeats. */
export function parseCandidateIds(raw: string | null, max = MAX_COMPARE): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^-?\d{1,12}$/.test(text)) continue;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}

export function loadComparePicks(
  municipalityId: string,
  storage: KeyValueStorage | null = deviceStorage(),
): number[] {
  return parseCandidateIds(readItem(storage, comparePicksStorageKey(municipalityId)));
}

export function saveComparePicks(
  municipalityId: string,
  ids: readonly number[],
  storage: KeyValueStorage | null = deviceStorage(),
): void {
  writeItem(storage, comparePicksStorageKey(municipalityId), ids.map(String).join(','));
}

/**
 * Adds or removes one id. A fifth pick is refused: the list comes back unchanged with
 * `refused: true`, so the page can say why.
 */
export function togglePick(
  ids: readonly number[],
  id: number,
): { ids: number[]; refused: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), refused: false };
  if (ids.length >= MAX_COMPARE) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}
