import { describe, expect, it } from 'vitest';
import { electionNameIn } from '#core/election-names';
import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it('is the primary tag of the range with the highest quality, the first on a tie', () => {
    expect(preferredLanguage('sv-FI,sv;q=0.9,fi;q=0.8')).toBe('sv');
    expect(preferredLanguage('fi-FI, sv;q=0.5')).toBe('fi');
    expect(preferredLanguage('en;q=0.2, sv;q=0.7')).toBe('sv');
    expect(preferredLanguage('SV')).toBe('sv');
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage('sv;q=0')).toBeNull();
  });
});

describe('electionNameIn', () => {
  it('translates the usual election names with or without a year and keeps others', () => {
    expect(electionNameIn('Kuntavaalit', 'sv')).toEqual({ text: 'Kommunalvalet', lang: 'sv' });
    expect(electionNameIn('Aluevaalit 2029', 'sv')).toEqual({
      text: 'Välfärdsområdesvalet 2029',
      lang: 'sv',
    });
    expect(electionNameIn('Oma vaali', 'sv')).toEqual({ text: 'Oma vaali', lang: 'fi' });
    expect(electionNameIn('Kuntavaalit', 'fi')).toEqual({ text: 'Kuntavaalit', lang: 'fi' });
  });
});
