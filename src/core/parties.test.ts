import { describe, expect, it } from 'vitest';
import { PARTIES, partyLabel, partyName } from './parties';

describe('one name per party', () => {
  it('names a party by its register name, in Swedish by its Swedish one', () => {
    expect(partyName('Vihreät')).toBe('Vihreä liitto');
    expect(partyName('Vihreät', 'sv')).toBe('Gröna förbundet');
    expect(partyName('Kokoomus')).toBe('Kansallinen Kokoomus');
    expect(partyName('Kylän oma lista')).toBe('Kylän oma lista');
  });

  it('stores the label whichever of its names the admin or the candidate typed', () => {
    expect(partyLabel('Vihreä liitto')).toBe('Vihreät');
    expect(partyLabel('  vihreä   LIITTO ')).toBe('Vihreät');
    expect(partyLabel('Gröna förbundet')).toBe('Vihreät');
    expect(partyLabel('Vihreät')).toBe('Vihreät');
    expect(partyLabel(' Kylän oma lista ')).toBe('Kylän oma lista');
  });

  it('goes from name to label and back for every registered party', () => {
    for (const party of PARTIES) {
      expect(partyLabel(partyName(party.label))).toBe(party.label);
      expect(partyLabel(partyName(party.label, 'sv'))).toBe(party.label);
    }
  });
});
