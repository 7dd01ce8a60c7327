import { describe, expect, it } from 'vitest';
import { parseStep, questionUrl } from './question-url';

describe('statement numbers in the URL', () => {
  it('builds the questions URL with and without a statement number', () => {
    expect(questionUrl('837')).toBe('/837/kysymykset');
    expect(questionUrl('837', 5)).toBe('/837/kysymykset?kysymys=5');
    expect(questionUrl('837', 5, true)).toBe('/837/kysymykset?kysymys=5&tarkistus=1');
  });

  it('accepts only numbers 1..total', () => {
    expect(parseStep('1', 25)).toBe(1);
    expect(parseStep('25', 25)).toBe(25);
    for (const bad of [null, '', '0', '26', '-1', '2.5', 'abc', '1e1']) {
      expect(parseStep(bad, 25)).toBeNull();
    }
  });
});
