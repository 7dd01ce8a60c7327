import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKGROUNDS } from './question-backgrounds';
import { DEFAULT_BACKGROUNDS_SV } from './question-backgrounds-sv';
import { DEFAULT_QUESTIONS } from './questions';
import { PLAIN_BACKGROUNDS, PLAIN_QUESTION_TEXTS } from './questions-plain';
import { QUESTION_TEXTS_SV } from './questions-sv';
import { explainTerms, termsForStatement, type TermExplanation } from './term-explanations';
import { DEFAULT_TERMS } from './term-explanations-fi';
import { DEFAULT_TERMS_SV } from './term-explanations-sv';

const fee: TermExplanation = {
  term: 'asiakasmaksu',
  forms: ['asiakasmaksu'],
  explanation: 'Maksu, jonka asiakas maksaa itse.',
};
const area: TermExplanation = {
  term: 'hyvinvointialue',
  forms: ['hyvinvointialue'],
  explanation: 'Alue, joka vastaa sosiaali- ja terveyspalveluista.',
};

describe('explainTerms', () => {
  it('marks the whole inflected word, once, and gives the text back unchanged', () => {
    const text = 'Asiakasmaksuja saa korottaa, ja asiakasmaksu nousee.';
    const segments = explainTerms(text, [fee]);
    expect(segments).toEqual([
      { text: 'Asiakasmaksuja', term: fee },
      { text: ' saa korottaa, ja asiakasmaksu nousee.' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('marks only at the start of a word, and keeps terms apart and in text order', () => {
    const text =
      'Terveysasiakasmaksut päättää hyvinvointialueen valtuusto, ei asiakasmaksujen saaja.';
    const segments = explainTerms(text, [fee, area]);
    expect(segments.filter((s) => s.term).map((s) => s.text)).toEqual([
      'hyvinvointialueen',
      'asiakasmaksujen',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('leaves out a term whose word is not in the text', () => {
    expect(explainTerms('Kirjastot ovat auki.', [fee])).toEqual([{ text: 'Kirjastot ovat auki.' }]);
    expect(explainTerms('', [fee])).toEqual([]);
  });

  it('takes the earliest of several forms, and a form of several words', () => {
    const distance: TermExplanation = {
      term: 'etävastaanotto',
      forms: ['etävastaanot', 'video- tai puhelin'],
      explanation: 'Tapaaminen puhelimessa tai videolla.',
    };
    const segments = explainTerms('Video- tai puhelinvastaanotto eli etävastaanotto.', [distance]);
    expect(segments[0]).toEqual({ text: 'Video- tai puhelinvastaanotto', term: distance });
  });
});

describe('termsForStatement', () => {
  it("gives the defaults, the municipality's own in their place, and none when it removed them", () => {
    expect(termsForStatement(2, 'fi').map((t) => t.term)).toContain('asiakasmaksu');
    expect(termsForStatement(2, 'sv').map((t) => t.term)).toContain('klientavgift');
    const own = { id: 2, terms: [{ ...fee, explanation: 'Kunnan oma selitys.' }] };
    expect(termsForStatement(2, 'fi', { custom_terms: [own] })).toEqual(own.terms);
    expect(termsForStatement(2, 'sv', { custom_terms: [own] }).map((t) => t.term)).toContain(
      'klientavgift',
    );
    expect(termsForStatement(2, 'fi', { custom_terms: [{ id: 2, terms: [] }] })).toEqual([]);
    expect(termsForStatement(3, 'fi', { custom_terms: [own] }).map((t) => t.term)).toEqual([
      'palveluseteli',
    ]);
  });
});

describe('the default explanations', () => {
  const languages = [
    {
      lang: 'fi',
      terms: DEFAULT_TERMS,
      texts: (id: number) => [
        DEFAULT_QUESTIONS[id - 1]!.text,
        DEFAULT_BACKGROUNDS[id] ?? '',
        PLAIN_QUESTION_TEXTS[id] ?? '',
        PLAIN_BACKGROUNDS[id] ?? '',
      ],
    },
    {
      lang: 'sv',
      terms: DEFAULT_TERMS_SV,
      texts: (id: number) => [QUESTION_TEXTS_SV[id] ?? '', DEFAULT_BACKGROUNDS_SV[id] ?? ''],
    },
  ] as const;

  it('explain the same statements in Finnish and Swedish, the examples of the issue included', () => {
    expect(Object.keys(DEFAULT_TERMS_SV)).toEqual(Object.keys(DEFAULT_TERMS));
    expect(Object.keys(DEFAULT_TERMS).length).toBeGreaterThanOrEqual(20);
    const all = Object.values(DEFAULT_TERMS).flat();
    for (const word of ['asiakasmaksu', 'hyvinvointialue', 'palveluseteli', 'omaishoitaja']) {
      expect(all.map((t) => t.term)).toContain(word);
    }
  });

  for (const { lang, terms, texts } of languages) {
    it(`(${lang}) are each found in their own statement or its background`, () => {
      for (const [id, list] of Object.entries(terms)) {
        const own = texts(Number(id));
        for (const term of list) {
          const found = own.some((text) => explainTerms(text, [term]).some((s) => s.term));
          expect(found, `${lang} ${id}: ${term.term}`).toBe(true);
          // Forms are lower case: matching ignores case, and a capital would never be needed.
          for (const form of term.forms) expect(form).toBe(form.toLowerCase());
        }
      }
    });

    it(`(${lang}) are short: at most two sentences of at most 20 words`, () => {
      for (const list of Object.values(terms)) {
        for (const { explanation, term } of list) {
          const sentences = explanation.split(/(?<=[.!?])\s+/);
          expect(sentences.length, term).toBeLessThanOrEqual(2);
          for (const sentence of sentences) {
            expect(sentence.split(/\s+/).length, term).toBeLessThanOrEqual(20);
          }
          expect(explanation).toMatch(/^\p{Lu}.*\.$/u);
        }
      }
    });
  }

  it('mark the words of the statement itself where it has them', () => {
    const marked = (id: number) =>
      explainTerms(DEFAULT_QUESTIONS[id - 1]!.text, termsForStatement(id, 'fi'))
        .filter((s) => s.term)
        .map((s) => s.text);
    expect(marked(2)).toEqual(['asiakasmaksuja']);
    expect(marked(15)).toEqual(['Omaishoitajien', 'hoitopalkkioita']);
    expect(marked(23)).toEqual(['Vanhusneuvoston', 'puheoikeus', 'lautakuntien']);
    const sv = explainTerms(QUESTION_TEXTS_SV[11]!, termsForStatement(11, 'sv'));
    expect(sv.filter((s) => s.term).map((s) => s.text)).toEqual(['färdtjänst']);
  });
});
