import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalogs } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';
import { answeredSentence, fewAnswersWarning } from './answer-summary';

const translate =
  (language: 'fi' | 'sv'): Translate =>
  (id, values) =>
    i18nFor(language)._(id, values);

beforeAll(async () => {
  await Promise.all([loadCatalogs('fi', ['voter']), loadCatalogs('sv', ['voter'])]);
});

describe('answer summary texts', () => {
  it('says "kaikkiin" when every statement is answered', () => {
    const t = translate('fi');
    expect(answeredSentence(t, 25, 25)).toBe('Vastasit kaikkiin 25 väittämään.');
    expect(answeredSentence(t, 20, 25)).toBe('Vastasit 20 väittämään 25:stä.');
    expect(answeredSentence(t, 1, 25)).toBe('Vastasit yhteen väittämään 25:stä.');
  });

  it('warns below five answers only', () => {
    const t = translate('fi');
    expect(fewAnswersWarning(t, 4)).toMatch(
      /^Vastasit vain 4 väittämään, joten tulos on vain suuntaa antava\./,
    );
    expect(fewAnswersWarning(t, 1)).toMatch(/^Vastasit vain yhteen väittämään/);
    expect(fewAnswersWarning(t, 5)).toBeNull();
  });

  it('uses the Swedish plural forms', () => {
    const t = translate('sv');
    expect(answeredSentence(t, 25, 25)).toBe('Du svarade på alla 25 påståenden.');
    expect(answeredSentence(t, 1, 25)).toBe('Du svarade på ett påstående av 25.');
    expect(answeredSentence(t, 20, 25)).toBe('Du svarade på 20 påståenden av 25.');
    expect(fewAnswersWarning(t, 1)).toMatch(/^Du svarade bara på ett påstående,/);
  });
});
