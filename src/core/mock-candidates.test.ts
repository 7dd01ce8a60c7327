import { describe, expect, it } from 'vitest';
import {
  generateMockCandidates,
  MAX_MOCK_CANDIDATES,
  MOCK_DEFAULTS,
  MOCK_PARTIES,
  MOCK_PROFESSIONS,
  mockAvatarSvg,
} from './mock-candidates';
import { REFERENCE_MUNICIPALITIES } from './municipalities';
import { candidateProfileSchema } from './schemas';

describe('generateMockCandidates', () => {
  it('gives the same candidates on every call', () => {
    expect(generateMockCandidates('091')).toEqual(generateMockCandidates('091'));
    expect(generateMockCandidates('oma-kunta', { count: 30, seed: 7 })).toEqual(
      generateMockCandidates('oma-kunta', { count: 30, seed: 7 }),
    );
  });

  it('gives the same list on every machine (pinned output of seed 12345)', () => {
    // If this changes, every installation's demo candidates change: do it on purpose only.
    const first = generateMockCandidates('091')[0];
    expect(first).toMatchObject({ id: -91001, name: 'Mikko Laine', age: 45, party: 'KD' });
    expect(first?.answers.slice(0, 5)).toEqual([1, 1, 3, 4, 3]);
  });

  it('uses 10 candidates and seed 12345 by default', () => {
    expect(MOCK_DEFAULTS).toEqual({ mockCandidatesPerMunicipality: 10, mockDataSeed: 12345 });
    expect(generateMockCandidates('837')).toHaveLength(10);
    expect(generateMockCandidates('837')).toEqual(
      generateMockCandidates('837', { count: 10, seed: 12345 }),
    );
  });

  it('differs between municipalities and between seeds', () => {
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    expect(names(generateMockCandidates('091'))).not.toEqual(names(generateMockCandidates('837')));
    expect(names(generateMockCandidates('091', { seed: 1 }))).not.toEqual(
      names(generateMockCandidates('091', { seed: 2 })),
    );
  });

  it('keeps candidate n the same whatever the count', () => {
    expect(generateMockCandidates('853', { count: 20 }).slice(0, 10)).toEqual(
      generateMockCandidates('853', { count: 10 }),
    );
  });

  it('clamps the count to 0..999', () => {
    expect(generateMockCandidates('091', { count: 0 })).toEqual([]);
    expect(generateMockCandidates('091', { count: -3 })).toEqual([]);
    expect(generateMockCandidates('091', { count: 5000 })).toHaveLength(MAX_MOCK_CANDIDATES);
  });

  it('gives negative ids unique across municipalities, and voting numbers unique within one', () => {
    const ids = new Set<number>();
    const ids_in = ['oma-kunta', 'toinen-kunta', ...REFERENCE_MUNICIPALITIES.map((m) => m.code)];
    for (const municipalityId of ids_in) {
      const candidates = generateMockCandidates(municipalityId, { count: 20 });
      for (const c of candidates) {
        expect(c.id).toBeLessThan(0);
        expect(Number.isSafeInteger(c.id)).toBe(true);
        ids.add(c.id);
        expect(c.municipality_id).toBe(municipalityId);
      }
      const numbers = candidates.map((c) => c.voting_number);
      expect(new Set(numbers).size).toBe(candidates.length);
      expect(Math.min(...numbers.map(Number))).toBeGreaterThanOrEqual(2);
    }
    expect(ids.size).toBe(ids_in.length * 20);
  });

  it('makes valid profiles: ages 30-75, listed parties and professions, 25 answers', () => {
    const candidates = REFERENCE_MUNICIPALITIES.slice(0, 100).flatMap((m) =>
      generateMockCandidates(m.code),
    );
    const ages = candidates.map((c) => c.age);
    expect(Math.min(...ages)).toBe(30);
    expect(Math.max(...ages)).toBe(75);
    expect(new Set(candidates.map((c) => c.party))).toEqual(new Set(MOCK_PARTIES));
    expect(new Set(candidates.map((c) => c.profession))).toEqual(new Set(MOCK_PROFESSIONS));
    for (const c of candidates) {
      expect(candidateProfileSchema.safeParse(c).success).toBe(true);
      expect(c.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      if (c.profession === 'eläkeläinen') expect(c.age).toBeGreaterThanOrEqual(63);
    }
    expect(MOCK_PROFESSIONS).toHaveLength(20);
    expect(new Set(MOCK_PROFESSIONS).size).toBe(20);
  });

  it('gives distinct names within a municipality', () => {
    for (const m of REFERENCE_MUNICIPALITIES.slice(0, 50)) {
      const names = generateMockCandidates(m.code, { count: 30 }).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  describe('over 100,000 generated answers', () => {
    const candidates = REFERENCE_MUNICIPALITIES.flatMap((m) =>
      generateMockCandidates(m.code, { count: 13 }),
    );
    const answers = candidates.flatMap((c) => c.answers);
    const justifications = candidates.flatMap((c) => c.answer_justifications);

    it('answers 1-5 with probabilities 10/15/50/15/10 % within one point', () => {
      expect(answers.length).toBeGreaterThanOrEqual(100_000);
      const shares = [1, 2, 3, 4, 5].map(
        (value) => (100 * answers.filter((a) => a === value).length) / answers.length,
      );
      [10, 15, 50, 15, 10].forEach((expected, i) => {
        expect(Math.abs(shares[i]! - expected)).toBeLessThan(1);
      });
    });

    it('leaves 30 % without justification within one point, the rest fit the answer', () => {
      expect(justifications).toHaveLength(answers.length);
      const empty = justifications.filter((j) => j === '').length;
      expect(Math.abs((100 * empty) / justifications.length - 30)).toBeLessThan(1);
      const agreeing = new Set<string>();
      const disagreeing = new Set<string>();
      justifications.forEach((text, i) => {
        if (text === '') return;
        if (answers[i]! >= 4) agreeing.add(text);
        if (answers[i]! <= 2) disagreeing.add(text);
      });
      for (const text of agreeing) expect(disagreeing.has(text)).toBe(false);
    });

    it('shows a generated avatar for about 80 % and the no-photo image for the rest', () => {
      const withAvatar = candidates.filter((c) => c.image === `/api/mock-avatars/${-c.id}.svg`);
      const noPhoto = candidates.filter((c) => c.image === '/no-photo.svg');
      expect(withAvatar.length + noPhoto.length).toBe(candidates.length);
      expect(Math.abs((100 * withAvatar.length) / candidates.length - 80)).toBeLessThan(3);
    });
  });
});

describe('mockAvatarSvg', () => {
  it('is a self-contained image without text, the same for the same key', () => {
    const svg = mockAvatarSvg('91004');
    expect(svg).toBe(mockAvatarSvg('91004'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<text|<image|<script|href|url\(|<foreignObject/i);
  });

  it('varies its colours with the key and never echoes the key', () => {
    const variants = new Set(Array.from({ length: 20 }, (_, i) => mockAvatarSvg(String(i))));
    expect(variants.size).toBe(20);
    expect(mockAvatarSvg('<script>alert(1)</script>')).not.toContain('script');
  });
});
