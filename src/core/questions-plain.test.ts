import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, QUESTION_COUNT } from './questions';
import { PLAIN_BACKGROUNDS, PLAIN_LIMITS, PLAIN_QUESTION_TEXTS } from './questions-plain';

const ids = Array.from({ length: QUESTION_COUNT }, (_, i) => i + 1);

/** Sentences end at . ! or ? followed by a space and a capital letter (or at the end). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ])/u);
}

function words(sentence: string): string[] {
  return sentence.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
}

/** Abbreviations a plain text writes out ("esimerkiksi", not "esim."). */
const ABBREVIATION =
  /(?<!\p{L})(esim|mm|ns|yms|jne|ym|ks|n|t|vrt|klo|milj|mrd)\.(?=\s|$)|(?<!\p{L})\p{Lu}{2,}(?!\p{L})/u;

const allTexts = ids.flatMap((id) => [
  { id, kind: 'statement', text: PLAIN_QUESTION_TEXTS[id] ?? '' },
  { id, kind: 'background', text: PLAIN_BACKGROUNDS[id] ?? '' },
]);

describe('plain-language statements', () => {
  it('has a plain statement and a plain background for each of the 25 statements, and no others', () => {
    expect(Object.keys(PLAIN_QUESTION_TEXTS).map(Number)).toEqual(ids);
    expect(Object.keys(PLAIN_BACKGROUNDS).map(Number)).toEqual(ids);
    for (const { text } of allTexts) expect(text).toMatch(/^[A-ZÅÄÖ].{19,}[.!?]$/u);
  });

  it('is not just the standard statement again', () => {
    for (const q of DEFAULT_QUESTIONS) expect(PLAIN_QUESTION_TEXTS[q.id]).not.toBe(q.text);
  });

  it.each(allTexts)(
    '$kind $id keeps sentences of at most 12 words and words of at most 20 letters',
    ({ text }) => {
      for (const sentence of sentences(text)) {
        expect(words(sentence).length, sentence).toBeLessThanOrEqual(PLAIN_LIMITS.wordsPerSentence);
        for (const word of words(sentence)) {
          const letters = word.replace(/[^\p{L}]/gu, '');
          expect(letters.length, word).toBeLessThanOrEqual(PLAIN_LIMITS.lettersPerWord);
        }
      }
    },
  );

  it('keeps a statement to at most two sentences and a background to at most seven', () => {
    for (const id of ids) {
      expect(sentences(PLAIN_QUESTION_TEXTS[id] ?? '').length).toBeLessThanOrEqual(
        PLAIN_LIMITS.sentencesPerStatement,
      );
      expect(sentences(PLAIN_BACKGROUNDS[id] ?? '').length).toBeLessThanOrEqual(
        PLAIN_LIMITS.sentencesPerBackground,
      );
    }
  });

  it('uses no abbreviations, acronyms, brackets or semicolons', () => {
    for (const { text } of allTexts) {
      expect(text).not.toMatch(ABBREVIATION);
      expect(text).not.toMatch(/[()[\];]/u);
    }
  });

  it('counts a 13-word sentence, two sentences and an abbreviation (the checks themselves work)', () => {
    const long =
      'Yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista kaksitoista kolmetoista.';
    expect(words(sentences(long)[0] ?? '').length).toBe(13);
    expect(sentences('Yksi lause. Toinen lause.')).toHaveLength(2);
    expect('Kunta tukee esim. kerhoja.').toMatch(ABBREVIATION);
    expect('Tukea antaa KELA.').toMatch(ABBREVIATION);
    expect('Kunta maksaa enemmän.').not.toMatch(ABBREVIATION);
  });
});
