/** Lower case without accents ("Mäkinen" -> "makinen"), for a forgiving name search. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type SearchMatch = (candidate: { name: string; voting_number: number | null }) => boolean;

/**
 * Whether a candidate is what the voter searched for: a number alone is their candidate number;
 * otherwise every word of the query is a part of their name, in any order, ignoring case and
 * accents ("virtanen m" finds "Maija Virtanen"). An empty query matches everyone.
 */
export function searchMatcher(query: string): SearchMatch {
  const trimmed = query.trim();
  if (/^\d+$/.test(trimmed)) {
    const number = Number(trimmed);
    return (candidate) => candidate.voting_number === number;
  }
  const words = fold(trimmed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (candidate) => {
    const name = fold(candidate.name);
    return words.every((word) => name.includes(word));
  };
}
