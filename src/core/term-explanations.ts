import type { Language } from './language';
import { DEFAULT_TERMS } from './term-explanations-fi';
import { DEFAULT_TERMS_SV } from './term-explanations-sv';

/** A hard word of a statement and its short plain explanation (issue #36, part 2). */
export interface TermExplanation {
  /** The word in its base form, as a heading or a footnote names it. */
  term: string;
  /**
   * Beginnings of the word as it stands in the texts, lower case ("asiakasmaksu" finds
   * "asiakasmaksuja"); a form may be a few words. The whole word that starts with it is marked.
   */
  forms: readonly string[];
  /** One or two short sentences, plain language. */
  explanation: string;
}

/** A piece of a text: plain text, or a term with its explanation (the page's disclosure button). */
export type TermSegment =
  { text: string; term?: undefined } | { text: string; term: TermExplanation };

/** A municipality's own explanations for a statement, by language; they replace the defaults. */
export interface TermSettings {
  custom_terms?: { id: number; terms: TermExplanation[] }[] | null;
  custom_terms_sv?: { id: number; terms: TermExplanation[] }[] | null;
}

/**
 * The explanations of one statement in one language: the municipality's own where it wrote any
 * for that statement (an empty list removes the defaults), else the defaults. A statement the
 * municipality rewrote keeps the defaults only where their words still stand in the new text
 * (explainTerms marks only words it finds).
 */
export function termsForStatement(
  id: number,
  lang: Language,
  settings: TermSettings | null = null,
): readonly TermExplanation[] {
  const own = (lang === 'sv' ? settings?.custom_terms_sv : settings?.custom_terms)?.find(
    (entry) => entry.id === id,
  );
  if (own) return own.terms;
  return (lang === 'sv' ? DEFAULT_TERMS_SV : DEFAULT_TERMS)[id] ?? [];
}

const LETTER = /[\p{L}\p{M}\u00ad-]/u;

/**
 * Splits a text into plain pieces and terms: each term is marked once, at its first whole word
 * (or words) that starts with one of its forms, case not minding; the mark runs to the end of
 * that word so a screen reader reads the word whole. Terms never overlap; a term found nowhere
 * is left out. Joining the pieces' texts gives the text back unchanged.
 */
export function explainTerms(text: string, terms: readonly TermExplanation[]): TermSegment[] {
  const lower = text.toLowerCase();
  const marks: { start: number; end: number; term: TermExplanation }[] = [];
  for (const term of terms) {
    let found: { start: number; end: number } | null = null;
    for (const form of term.forms) {
      const needle = form.toLowerCase();
      let at = lower.indexOf(needle);
      while (at !== -1) {
        const wordStart = at === 0 || !LETTER.test(text[at - 1]!);
        let end = at + needle.length;
        while (end < text.length && LETTER.test(text[end]!)) end++;
        const free = marks.every((m) => end <= m.start || at >= m.end);
        if (wordStart && free) {
          if (found === null || at < found.start) found = { start: at, end };
          break;
        }
        at = lower.indexOf(needle, at + 1);
      }
    }
    if (found) marks.push({ ...found, term });
  }
  marks.sort((a, b) => a.start - b.start);
  const segments: TermSegment[] = [];
  let from = 0;
  for (const mark of marks) {
    if (mark.start > from) segments.push({ text: text.slice(from, mark.start) });
    segments.push({ text: text.slice(mark.start, mark.end), term: mark.term });
    from = mark.end;
  }
  if (from < text.length) segments.push({ text: text.slice(from) });
  return segments;
}
