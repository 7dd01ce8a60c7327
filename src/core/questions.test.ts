import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DEFAULT_QUESTIONS,
  QUESTION_COUNT,
  defaultBackground,
  questionsForMunicipality,
} from './questions';

describe('DEFAULT_QUESTIONS', () => {
  it('has 25 statements with ids 1-25 in order and distinct texts', () => {
    expect(DEFAULT_QUESTIONS).toHaveLength(QUESTION_COUNT);
    expect(DEFAULT_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(DEFAULT_QUESTIONS.map((q) => q.text)).size).toBe(25);
    for (const q of DEFAULT_QUESTIONS) expect(q.text).toMatch(/^[A-ZÅÄÖ].{19,}\.$/);
  });

  it('covers every category with at least three statements', () => {
    for (const category of CATEGORIES) {
      expect(DEFAULT_QUESTIONS.filter((q) => q.category === category).length).toBeGreaterThan(2);
    }
  });

  it('mixes weights 2 and 3 and gives a direction exactly to typed statements', () => {
    expect(new Set(DEFAULT_QUESTIONS.map((q) => q.weight))).toEqual(new Set([2, 3]));
    for (const q of DEFAULT_QUESTIONS) {
      expect(q.direction === null).toBe(q.type === 'none');
    }
    expect(new Set(DEFAULT_QUESTIONS.map((q) => q.type))).toEqual(
      new Set(['social', 'economic', 'none']),
    );
  });

  it('is balanced: typed statements point both ways on each axis', () => {
    for (const type of ['social', 'economic'] as const) {
      const directions = DEFAULT_QUESTIONS.filter((q) => q.type === type).map((q) => q.direction);
      expect(directions).toContain(1);
      expect(directions).toContain(-1);
    }
  });
});

describe('questionsForMunicipality', () => {
  it('returns copies of the defaults without settings', () => {
    const questions = questionsForMunicipality(null);
    expect(questions).toEqual(
      DEFAULT_QUESTIONS.map((q) => ({ ...q, background: defaultBackground(q.id) })),
    );
    questions[0]!.text = 'Muutettu';
    expect(DEFAULT_QUESTIONS[0]!.text).not.toBe('Muutettu');
  });

  it('applies custom backgrounds and keeps the default for blank or unknown ones', () => {
    const questions = questionsForMunicipality({
      question_weights: null,
      custom_questions: null,
      custom_backgrounds: [
        { id: 2, text: '  Oma tausta.  ' },
        { id: 3, text: '   ' },
        { id: 26, text: 'Ei tällaista.' },
      ],
    });
    expect(questions[1]!.background).toBe('Oma tausta.');
    expect(questions[2]!.background).toBe(defaultBackground(3));
    expect(questions[0]!.background).toBe(defaultBackground(1));
  });

  it('applies weight overrides of 2 or 3 for ids 1-25 and ignores the rest', () => {
    const q = questionsForMunicipality({
      question_weights: { '1': 2, '2': 3, '3': 5, '4': 0, '26': 3, abc: 2, '5.0': 3 },
      custom_questions: null,
    });
    const defaults = DEFAULT_QUESTIONS;
    expect(defaults[0]!.weight).toBe(3);
    expect(q[0]!.weight).toBe(2);
    expect(q[1]!.weight).toBe(3);
    expect(q[2]!.weight).toBe(defaults[2]!.weight);
    expect(q[3]!.weight).toBe(defaults[3]!.weight);
    expect(q[4]!.weight).toBe(defaults[4]!.weight);
    expect(q).toHaveLength(25);
  });

  it('replaces texts with custom ones and keeps category, weight and id', () => {
    const q = questionsForMunicipality({
      question_weights: { '7': 3 },
      custom_questions: [
        { id: 7, text: '  Kunnan pitää avata palvelupiste kirjastoon.  ' },
        { id: 8, text: '   ' },
        { id: 30, text: 'Tätä kysymystä ei ole.' },
      ],
    });
    expect(q[6]).toMatchObject({
      id: 7,
      text: 'Kunnan pitää avata palvelupiste kirjastoon.',
      category: DEFAULT_QUESTIONS[6]!.category,
      weight: 3,
    });
    expect(q[7]!.text).toBe(DEFAULT_QUESTIONS[7]!.text);
    expect(q.map((x) => x.id)).toEqual(DEFAULT_QUESTIONS.map((x) => x.id));
  });
});
