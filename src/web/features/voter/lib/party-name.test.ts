import { describe, expect, it } from 'vitest';
import { partyFullName, withJoints } from './party-name';

describe('party names', () => {
  it('gives the registered full name, with no abbreviation added in brackets', () => {
    expect(partyFullName('Kokoomus')).toBe('Kansallinen Kokoomus');
    expect(partyFullName('SDP')).toBe('Suomen Sosialidemokraattinen Puolue');
    expect(partyFullName('Vihreät')).toBe('Vihreä liitto');
    expect(partyFullName('Perussuomalaiset')).toBe('Perussuomalaiset');
  });

  it('gives the Swedish name on a Swedish page, the Finnish one where there is none', () => {
    expect(partyFullName('Kokoomus', 'sv')).toBe('Samlingspartiet');
    expect(partyFullName('VKK', 'sv')).toBe('Valta kuuluu kansalle');
  });

  it('keeps a party written by hand as it is', () => {
    expect(partyFullName('Kylän oma lista')).toBe('Kylän oma lista');
  });

  it('marks the joints of long compound words with soft hyphens, changing nothing else', () => {
    const name = withJoints('Suomen Kristillisdemokraatit (KD)');
    expect(name).toBe('Suomen Kristil\u00ADlis\u00ADdemo\u00ADkraatit (KD)');
    expect(name.replace(/\u00AD/g, '')).toBe('Suomen Kristillisdemokraatit (KD)');
    expect(withJoints('Kylän oma lista')).toBe('Kylän oma lista');
  });
});
