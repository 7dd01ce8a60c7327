import { describe, expect, it } from 'vitest';
import { partyFullName, withJoints } from './party-name';

describe('party names', () => {
  it('gives the registered full name with its abbreviation', () => {
    expect(partyFullName('Kokoomus')).toBe('Kansallinen Kokoomus (Kok.)');
    expect(partyFullName('SDP')).toBe('Suomen Sosialidemokraattinen Puolue (SDP)');
    expect(partyFullName('Perussuomalaiset')).toBe('Perussuomalaiset (PS)');
  });

  it('does not repeat an abbreviation the official name already ends in', () => {
    expect(partyFullName('KD')).toBe('Suomen Kristillisdemokraatit (KD)');
  });

  it('gives the Swedish name on a Swedish page', () => {
    expect(partyFullName('Kokoomus', 'sv')).toBe('Samlingspartiet (Saml)');
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
