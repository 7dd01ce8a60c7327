import { describe, expect, it } from 'vitest';
import { findFlags, parseTerms, segmentsOf, type Flag } from './moderation-flags';
import {
  DEFAULT_MODERATION_POLICY,
  policyPoints,
  policyText,
  pointTitle,
} from './moderation-policy';

const flagged = (text: string, extraTerms: string[] = [], lengthLimit = 1000) =>
  findFlags(text, { extraTerms, lengthLimit }).map((f: Flag) => [
    f.kind,
    text.slice(f.start, f.end),
  ]);

describe('findFlags', () => {
  it('finds nothing in an ordinary, even sharp, justification', () => {
    expect(
      flagged(
        'Kunnan pitää lopettaa HUS-maksujen korotukset. EU:n ja SOTE:n rahat ovat riittämättömät.',
      ),
    ).toEqual([]);
    expect(flagged('Jag tycker att beslutet ska skjutas upp till hösten.')).toEqual([]);
    expect(flagged('Vuonna 2025 budjetti oli 12 000 000 euroa, 0,5 % enemmän.')).toEqual([]);
  });

  it('finds listed terms at a word start in inflected forms, Finnish and Swedish', () => {
    expect(flagged('Ne neekereitä ovat kaikki.')).toEqual([['term', 'neekereitä']]);
    expect(flagged('Det är en jävla skandal.')).toEqual([['term', 'jävla']]);
    // Not inside another word.
    expect(flagged('Hyvä lähihoitajaneekeri')).toEqual([]);
  });

  it("adds the admins' own terms", () => {
    expect(parseTerms('Rosvo\n, kähmijä ;\n a')).toEqual(['rosvo', 'kähmijä']);
    expect(flagged('Valtuusto on rosvojen pesä.', ['rosvo'])).toEqual([['term', 'rosvojen']]);
  });

  it('finds addresses, emails and phone numbers', () => {
    expect(flagged('Lue lisää: https://esimerkki.fi/ohjelma. Kiitos')).toEqual([
      ['url', 'https://esimerkki.fi/ohjelma'],
    ]);
    expect(flagged('Katso www.puolue.fi tai puolue.com')).toEqual([
      ['url', 'www.puolue.fi'],
      ['url', 'puolue.com'],
    ]);
    expect(flagged('Kirjoita eino@example.fi')).toEqual([['email', 'eino@example.fi']]);
    expect(flagged('Soita 040 123 4567 tai +358 40 1234567.')).toEqual([
      ['phone', '040 123 4567'],
      ['phone', '+358 40 1234567'],
    ]);
    expect(flagged('Ring 08-123 45 67')).toEqual([['phone', '08-123 45 67']]);
  });

  it('finds shouting but not abbreviations', () => {
    expect(flagged('Tämä on TÄYSIN VÄÄRIN JA HÄPEÄLLISTÄ nyt.')).toEqual([
      ['shouting', 'TÄYSIN VÄÄRIN JA HÄPEÄLLISTÄ'],
    ]);
    expect(flagged('HUS ja EU ja KELA')).toEqual([]);
  });

  it('flags the part over the length limit', () => {
    const text = 'a'.repeat(12);
    expect(findFlags(text, { lengthLimit: 10 })).toEqual([{ kind: 'length', start: 10, end: 12 }]);
    expect(findFlags(text, { lengthLimit: 12 })).toEqual([]);
  });
});

describe('segmentsOf', () => {
  it('cuts the text at the flags and keeps the rest plain', () => {
    const text = 'Soita 040 123 4567 heti';
    expect(segmentsOf(text, findFlags(text, { lengthLimit: 20 }))).toEqual([
      { text: 'Soita ', kinds: [] },
      { text: '040 123 4567', kinds: ['phone'] },
      { text: ' h', kinds: [] },
      { text: 'eti', kinds: ['length'] },
    ]);
    expect(segmentsOf('', [])).toEqual([]);
    expect(segmentsOf('abc', [])).toEqual([{ text: 'abc', kinds: [] }]);
  });
});

describe('moderation policy', () => {
  it('has the same numbered points in Finnish and Swedish', () => {
    const fi = policyPoints(DEFAULT_MODERATION_POLICY.fi);
    const sv = policyPoints(DEFAULT_MODERATION_POLICY.sv);
    expect(fi.map((p) => p.number)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(sv.map((p) => p.number)).toEqual(fi.map((p) => p.number));
    expect(pointTitle(fi[1]!)).toBe('Ei syrjintää');
    expect(DEFAULT_MODERATION_POLICY.fi).toContain('1325/2014');
    expect(DEFAULT_MODERATION_POLICY.sv).toContain('1325/2014');
  });

  it("uses the admin's text when there is one", () => {
    expect(policyText('  ', 'sv')).toBe(DEFAULT_MODERATION_POLICY.sv);
    expect(policyPoints(policyText('Alku\n1) Ole kohtelias.\n2. Ei linkkejä.', 'fi'))).toEqual([
      { number: '1', text: 'Ole kohtelias.' },
      { number: '2', text: 'Ei linkkejä.' },
    ]);
  });
});
