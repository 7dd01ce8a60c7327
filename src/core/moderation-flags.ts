// Flags for the reviewer of candidates' justifications (docs/moderation.md). A flag only points
// at a place in the text for a human to read; nothing is ever rejected because of a flag.

/** What a flag points at. */
export type FlagKind = 'term' | 'url' | 'email' | 'phone' | 'shouting' | 'length';

export interface Flag {
  kind: FlagKind;
  /** Where the flagged text starts and ends in the justification (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** For `term`: the listed term (a word beginning) that matched. */
  term?: string;
}

/**
 * The terms kept in the project, Finnish and Swedish: word beginnings, so that inflected forms
 * match too ("neekeri" also finds "neekereitä"). A short list of words that are hardly ever
 * needed in a fair argument: slurs against groups protected by the Non-Discrimination Act,
 * threats of violence, and gross insults. Admins add their own in the settings
 * (moderation_terms); a match only asks a human to read the sentence.
 */
export const DEFAULT_MODERATION_TERMS: readonly string[] = [
  // Finnish: slurs
  'neeker',
  'ryssä',
  'ryssi',
  'mutakuono',
  'hintti',
  'vammaisro',
  'jälkeenjäänyt',
  // Finnish: threats and gross insults
  'tapetaan',
  'hirtetään',
  'vittu',
  'huora',
  'saatanan',
  // Swedish: slurs
  'neger',
  'zigenar',
  'bögjävl',
  'efterbliven',
  // Swedish: threats and gross insults
  'ska dödas',
  'borde hängas',
  'fitta',
  'hora',
  'jävla',
];

/** The admins' own terms: one a line (or separated by commas); blank ones left out. */
export function parseTerms(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term.length >= 2);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last term list's pattern: the review checks thousands of texts with the same list. */
let cachedTerms: { key: string; pattern: RegExp | null } | null = null;

/** A term matches at the beginning of a word and runs to the end of that word. */
function termPattern(terms: readonly string[]): RegExp | null {
  const key = terms.join('\n');
  if (cachedTerms?.key !== key) cachedTerms = { key, pattern: buildTermPattern(terms) };
  return cachedTerms.pattern;
}

function buildTermPattern(terms: readonly string[]): RegExp | null {
  const unique = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (unique.length === 0) return null;
  // Longest first, so that "ryssä" wins over "ryss" where both are listed.
  unique.sort((a, b) => b.length - a.length);
  const alternatives = unique.map((t) => escapeRegExp(t).replace(/\s+/g, '\\s+')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})[\\p{L}\\p{N}]*`, 'giu');
}

const URL_PATTERN =
  /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"]+|(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:fi|se|ax|com|net|org|eu|info|io|nu)\b(?:\/[^\s<>"]*)?/giu;
const EMAIL_PATTERN =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
/** Finnish (0… or +358 …) and Swedish (+46 …) numbers of 7 to 12 digits, spaces and dashes allowed. */
const PHONE_PATTERN = /(?<![\p{N}+])(?:\+358|\+46|00358|0)(?:[ -]?\d){6,11}(?![\p{N}])/gu;
/** Three or more words in capitals in a row, at least 12 letters together: shouting. */
const SHOUT_WORD = /[\p{Lu}][\p{Lu}\p{N}-]*[\p{Lu}]/u;
const WORDS = /[\p{L}\p{N}-]+/gu;

function matches(pattern: RegExp, text: string, kind: FlagKind): Flag[] {
  return [...text.matchAll(pattern)].map((m) => {
    // A sentence's full stop or comma after an address is not part of it.
    const found = m[0].replace(/[.,;:!?)]+$/, '');
    return { kind, start: m.index, end: m.index + found.length };
  });
}

function shouting(text: string): Flag[] {
  const flags: Flag[] = [];
  let run: { start: number; end: number; words: number; letters: number } | null = null;
  const close = () => {
    if (run && run.words >= 3 && run.letters >= 12) {
      flags.push({ kind: 'shouting', start: run.start, end: run.end });
    }
    run = null;
  };
  for (const m of text.matchAll(WORDS)) {
    const word = m[0];
    const letters = word.replace(/[^\p{L}]/gu, '');
    const capitals =
      letters.length >= 2 && letters === letters.toUpperCase() && SHOUT_WORD.test(word);
    if (!capitals) {
      close();
      continue;
    }
    const end = m.index + word.length;
    if (run) {
      run.end = end;
      run.words++;
      run.letters += letters.length;
    } else run = { start: m.index, end, words: 1, letters: letters.length };
  }
  close();
  return flags;
}

export interface FlagOptions {
  /** The admins' own terms, added to the project's list. */
  extraTerms?: readonly string[];
  /** Text longer than this is flagged from the limit on. */
  lengthLimit: number;
}

/** The flags of one justification, in the order they appear in the text. */
export function findFlags(text: string, options: FlagOptions): Flag[] {
  if (text === '') return [];
  const terms = termPattern([...DEFAULT_MODERATION_TERMS, ...(options.extraTerms ?? [])]);
  const emails = matches(EMAIL_PATTERN, text, 'email');
  // An email's domain is not flagged again as an address.
  const inEmail = (f: Flag) => emails.some((e) => f.start >= e.start && f.start < e.end);
  const flags: Flag[] = [
    ...(terms
      ? [...text.matchAll(terms)].map((m) => ({
          kind: 'term' as const,
          start: m.index,
          end: m.index + m[0].length,
          term: m[1]!.toLowerCase(),
        }))
      : []),
    ...matches(URL_PATTERN, text, 'url').filter((f) => !inEmail(f)),
    ...emails,
    ...matches(PHONE_PATTERN, text, 'phone'),
    ...shouting(text),
  ];
  if (text.length > options.lengthLimit) {
    flags.push({ kind: 'length', start: options.lengthLimit, end: text.length });
  }
  return flags.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** One piece of a justification as the review shows it: plain, or marked with its flags. */
export interface Segment {
  text: string;
  /** The flags covering this piece; empty for plain text. */
  kinds: FlagKind[];
}

/**
 * The text cut at every flag's start and end, so that each flagged piece can be marked where it
 * is (overlapping flags give a piece with both kinds).
 */
export function segmentsOf(
  text: string,
  flags: readonly Pick<Flag, 'kind' | 'start' | 'end'>[],
): Segment[] {
  const cuts = new Set([0, text.length]);
  for (const f of flags) {
    cuts.add(Math.max(0, Math.min(text.length, f.start)));
    cuts.add(Math.max(0, Math.min(text.length, f.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (start === end) continue;
    const kinds = [
      ...new Set(flags.filter((f) => f.start <= start && f.end >= end).map((f) => f.kind)),
    ];
    const last = segments.at(-1);
    // Neighbouring pieces with the same flags are one piece.
    if (last && last.kinds.join() === kinds.join()) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), kinds });
  }
  return segments;
}
