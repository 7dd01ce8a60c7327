import { describe, expect, it } from 'vitest';
import { LIKERT_LABELS, likertLabel } from './likert';
import { MOCK_PARTIES } from './mock-candidates';
import { findReferenceMunicipality, REFERENCE_MUNICIPALITIES } from './municipalities';
import { findPartyByLabel, PARTIES } from './parties';

describe('reference data', () => {
  it('lists the 308 municipalities of 2025 with unique 3-digit codes', () => {
    expect(REFERENCE_MUNICIPALITIES).toHaveLength(308);
    const codes = REFERENCE_MUNICIPALITIES.map((m) => m.code);
    expect(new Set(codes).size).toBe(308);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });

  it('finds a municipality by code', () => {
    expect(findReferenceMunicipality('091')).toMatchObject({
      name_fi: 'Helsinki',
      name_sv: 'Helsingfors',
      aland: false,
    });
    expect(findReferenceMunicipality('478')?.aland).toBe(true);
    expect(findReferenceMunicipality('588')).toBeUndefined(); // Pertunmaa merged in 2025
    expect(findReferenceMunicipality('91')).toBeUndefined();
  });

  it('has a party entry for every demo party label', () => {
    expect(PARTIES.map((p) => p.label)).toEqual([...MOCK_PARTIES]);
    expect(findPartyByLabel('VKK')?.name_fi).toBe('Valta kuuluu kansalle');
  });

  it('labels the answer scale from 1 to 5', () => {
    expect(LIKERT_LABELS).toHaveLength(5);
    expect(likertLabel(1)).toBe('Täysin eri mieltä');
    expect(likertLabel(3)).toBe('Neutraali');
    expect(likertLabel(5)).toBe('Täysin samaa mieltä');
  });
});
