import { describe, expect, it } from 'vitest';
import { DETAILS_SHARE, voterSessions, type Election } from './bench-peak-election';

const election: Election = {
  municipalities: [
    { id: '091', candidates: 1200, candidateId: 7 },
    { id: '837', candidates: 600, candidateId: 8 },
    { id: '853', candidates: 200, candidateId: 9 },
  ],
  pending: [],
};
const plan = voterSessions(election, 'http://vaalikone.bench.example', 'test');

describe("bench:peak's voter sessions", () => {
  it('fetches what the voter pages fetch, in their order, the match naming a real candidate', () => {
    const session = plan(1);
    const kinds = session.map((s) => s.kind);
    expect(kinds.slice(0, 5)).toEqual(['municipality', 'visit', 'ranking', 'match', 'profiles']);
    const municipality = /^\/api\/municipalities\/(\d{3})$/.exec(session[0]!.path)![1]!;
    expect(session[2]!.path).toBe(`/api/municipalities/${municipality}/candidates/ranking`);
    const match = JSON.parse(session[3]!.body!) as {
      municipality_id: string;
      candidate_id: number;
    };
    expect(match.municipality_id).toBe(municipality);
    expect(match.candidate_id).toBe(
      election.municipalities.find((m) => m.id === municipality)!.candidateId,
    );
    expect(session[1]!.headers).toMatchObject({
      origin: 'http://vaalikone.bench.example',
      'content-type': 'application/json',
    });
    expect(session[0]!.headers!['x-forwarded-for']).not.toBe(
      plan(2)[0]!.headers!['x-forwarded-for'],
    );
  });

  it('spreads sessions by candidates and sends 30 % of them for the details file', () => {
    const counts: Record<string, number> = {};
    let details = 0;
    const n = 3000;
    for (let i = 1; i <= n; i++) {
      const session = plan(i);
      const id = /(\d{3})$/.exec(session[0]!.path)![1]!;
      counts[id] = (counts[id] ?? 0) + 1;
      if (session.at(-1)!.kind === 'details') details++;
    }
    expect(counts['091']! / n).toBeCloseTo(0.6, 1);
    expect(counts['853']! / n).toBeCloseTo(0.1, 1);
    expect(details / n).toBeCloseTo(DETAILS_SHARE, 1);
  });
});
