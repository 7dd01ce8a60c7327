import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKGROUNDS } from './question-backgrounds';
import { DEFAULT_BACKGROUNDS_SV } from './question-backgrounds-sv';
import { CATEGORIES, DEFAULT_QUESTIONS, QUESTION_COUNT } from './questions';
import { localizedQuestions } from './questions-localized';
import { CATEGORY_LABELS_SV, QUESTION_TEXTS_SV } from './questions-sv';

const ids = Array.from({ length: QUESTION_COUNT }, (_, i) => i + 1);

describe('the Swedish statements', () => {
  it('give every statement, background and category a Swedish text of its own', () => {
    for (const id of ids) {
      expect(QUESTION_TEXTS_SV[id], `statement ${id}`).toMatch(/^[A-ZÅÄÖ].{19,}\.$/);
      expect(DEFAULT_BACKGROUNDS_SV[id], `background ${id}`).toMatch(/^[A-ZÅÄÖ].{80,}\.$/);
      expect(QUESTION_TEXTS_SV[id]).not.toBe(DEFAULT_QUESTIONS[id - 1]!.text);
      expect(DEFAULT_BACKGROUNDS_SV[id]).not.toBe(DEFAULT_BACKGROUNDS[id]);
    }
    expect(Object.keys(QUESTION_TEXTS_SV)).toHaveLength(QUESTION_COUNT);
    expect(Object.keys(DEFAULT_BACKGROUNDS_SV)).toHaveLength(QUESTION_COUNT);
    expect(new Set(Object.values(QUESTION_TEXTS_SV)).size).toBe(QUESTION_COUNT);
    for (const category of CATEGORIES) expect(CATEGORY_LABELS_SV[category]).toMatch(/^[A-ZÅÄÖ]/);
    expect(Object.keys(CATEGORY_LABELS_SV).sort()).toEqual([...CATEGORIES].sort());
  });

  it('contain no Finnish letters or words by mistake', () => {
    const all = [
      ...Object.values(QUESTION_TEXTS_SV),
      ...Object.values(DEFAULT_BACKGROUNDS_SV),
      ...Object.values(CATEGORY_LABELS_SV),
    ].join(' ');
    expect(all).not.toMatch(/(^|\s)(kunta|kunnan|ja|tai|pitää|että|vaikka)(\s|$)/i);
  });
});

describe('localizedQuestions', () => {
  it('in Finnish is questionsForMunicipality with every text marked fi', () => {
    const qs = localizedQuestions(null, 'fi');
    expect(qs.map((q) => q.text)).toEqual(DEFAULT_QUESTIONS.map((q) => q.text));
    for (const q of qs) {
      expect([q.text_lang, q.background_lang, q.category_label_lang]).toEqual(['fi', 'fi', 'fi']);
      expect(q.category_label).toBe(q.category);
    }
  });

  it('in Swedish gives the translations, keeps the Finnish category key and the weights', () => {
    const qs = localizedQuestions({ question_weights: { '1': 2 }, custom_questions: null }, 'sv');
    expect(qs[0]).toMatchObject({
      id: 1,
      text: QUESTION_TEXTS_SV[1],
      text_lang: 'sv',
      background: DEFAULT_BACKGROUNDS_SV[1],
      background_lang: 'sv',
      category: 'Terveys ja hyvinvointi',
      category_label: 'Hälsa och välbefinnande',
      category_label_lang: 'sv',
      weight: 2,
    });
  });

  it("prefers the municipality's Swedish text, then its own Finnish text, then the translation", () => {
    const qs = localizedQuestions(
      {
        question_weights: null,
        custom_questions: [
          { id: 2, text: 'Oma suomenkielinen väittämä kaksi.' },
          { id: 3, text: 'Oma suomenkielinen väittämä kolme.' },
        ],
        custom_questions_sv: [{ id: 3, text: 'Eget påstående tre på svenska.' }],
        custom_backgrounds: [{ id: 4, text: 'Kunnan oma taustateksti neljännelle väittämälle.' }],
        custom_backgrounds_sv: [{ id: 5, text: '   ' }],
      },
      'sv',
    );
    expect(qs[1]).toMatchObject({ text: 'Oma suomenkielinen väittämä kaksi.', text_lang: 'fi' });
    expect(qs[2]).toMatchObject({ text: 'Eget påstående tre på svenska.', text_lang: 'sv' });
    expect(qs[3]).toMatchObject({
      text: QUESTION_TEXTS_SV[4],
      text_lang: 'sv',
      background: 'Kunnan oma taustateksti neljännelle väittämälle.',
      background_lang: 'fi',
    });
    // A blank Swedish text is ignored like a blank Finnish one.
    expect(qs[4]).toMatchObject({ background: DEFAULT_BACKGROUNDS_SV[5], background_lang: 'sv' });
  });
});
