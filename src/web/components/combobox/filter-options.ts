export interface ComboboxOption {
  value: string;
  label: string;
  /** Other names that also match (for example the Swedish name of a municipality). */
  keywords?: readonly string[];
}

export function normaliseForSearch(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('fi');
}

/**
 * Case-insensitive search: options whose name starts with the query come first, then options that
 * contain it elsewhere; within each group the original order (alphabetical) is kept.
 * For example "tam" finds Tampere, and "lahti" lists Lahti first and then the names that have
 * "lahti" inside them.
 */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const needle = normaliseForSearch(query);
  if (needle === '') return [...options];
  const startsWith: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const names = [option.label, ...(option.keywords ?? [])].map(normaliseForSearch);
    if (names.some((name) => name.startsWith(needle))) startsWith.push(option);
    else if (names.some((name) => name.includes(needle))) contains.push(option);
  }
  return [...startsWith, ...contains];
}

export function findExactOption<T extends ComboboxOption>(
  options: readonly T[],
  text: string,
): T | undefined {
  const needle = normaliseForSearch(text);
  if (needle === '') return undefined;
  return options.find((option) => normaliseForSearch(option.label) === needle);
}
