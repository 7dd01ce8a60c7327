import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicCandidate } from '#core/candidate';
import { fromDetailsFile } from '#core/candidate-details';
import {
  fromProfilesFile,
  fromRankingFile,
  type DetailsFile,
  type ProfilesFile,
  type RankingFile,
} from '#core/candidate-list';
import { generateMockCandidates } from '#core/mock-candidates';
import { createTestContext, json, type TestContext } from '#tests/factories';
import { insertCandidate } from '#tests/data';
import { candidates, systemSettings } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Candidate = { id: number; name: string; answers: number[]; answer_justifications: string[] };
const list = (id = '837', headers: Record<string, string> = {}) =>
  t.app.request(`/api/municipalities/${id}/candidates`, { headers });

describe('GET /api/municipalities/{id}/candidates', () => {
  it('gives the deterministic demo candidates in demo mode', async () => {
    const body = await json<Candidate[]>(await list());
    expect(body).toEqual(generateMockCandidates('837'));
    expect(body.every((c) => c.id < 0)).toBe(true);
  });

  it('answers 304 to a matching ETag and a new list after a change', async () => {
    const first = await list();
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await list('837', { 'If-None-Match': etag });
    expect(again.status).toBe(304);

    const added = await insertCandidate(t.database.db, {
      municipalityId: '837',
      name: 'Aino Aaltonen',
    });
    const changed = await list('837', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = await json<Candidate[]>(changed);
    expect(body[0]).toMatchObject({ id: added.id, name: 'Aino Aaltonen' });
    expect(body[0]!.answer_justifications).toHaveLength(25);
    await t.database.db.delete(candidates).where(eq(candidates.id, added.id));
  });

  it('leaves out the demo candidates when demo mode is off', async () => {
    await t.database.db
      .insert(systemSettings)
      .values({ key: 'use_mock_data', value: false })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: false } });
    expect(await json(await list())).toEqual([]);
    await t.database.db
      .update(systemSettings)
      .set({ value: true })
      .where(eq(systemSettings.key, 'use_mock_data'));
  });

  it('answers 404 for an unknown municipality', async () => {
    expect((await list('999')).status).toBe(404);
  });

  it('serves the demo avatars from this server as SVG', async () => {
    const res = await t.app.request('/api/mock-avatars/91001.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

describe("the voter's ranking, profiles and details files", () => {
  const file = (id: string, which: 'ranking' | 'profiles' | 'details', query = '') =>
    t.app.request(`/api/municipalities/${id}/candidates/${which}${query}`);

  it('hold together exactly what the full list holds, in its order', async () => {
    const added = await insertCandidate(t.database.db, {
      municipalityId: '837',
      name: 'Aino Aaltonen',
      answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
      answerJustifications: ['Ensimmäinen.', '', 'Kolmas.'],
      profession: 'kanttori',
      votingNumber: 7,
    });
    try {
      const full = await json<PublicCandidate[]>(await list());
      const ranking = await json<RankingFile>(await file('837', 'ranking'));
      const details = fromDetailsFile(await json<DetailsFile>(await file('837', 'details')));
      const profiles = fromProfilesFile(await json<ProfilesFile>(await file('837', 'profiles')));
      const rows = fromRankingFile(ranking);
      // The profiles file gives each candidate's profession and language as the details file does.
      expect([...profiles.keys()]).toEqual(rows.map((r) => r.id));
      for (const [id, { profession, language }] of details) {
        expect(profiles.get(id)).toEqual({ profession, language });
      }
      expect(rows.map((r) => r.id)).toEqual(full.map((c) => c.id));
      const rebuilt = rows.map((row) => {
        const more = details.get(row.id)!;
        return {
          ...row,
          profession: more.profession,
          language: more.language,
          answer_justifications: more.justifications,
        };
      });
      expect(rebuilt).toEqual(
        full.map(({ municipality_id: _m, ...candidate }) => ({
          ...candidate,
          answer_justifications: Array.from(
            { length: 25 },
            (_, i) => candidate.answer_justifications[i] ?? '',
          ),
        })),
      );
      // Compact: the answers are digits, the party an index.
      const aino = ranking.rows.find((row) => row[0] === added.id)!;
      expect(aino[5]).toBe('1234512345123451234512345');
      expect(ranking.parties[aino[2]]).toBe('SDP');
    } finally {
      await t.database.db.delete(candidates).where(eq(candidates.id, added.id));
    }
  });

  it('are the same bytes in both languages when demo mode is off, also after a change', async () => {
    const setDemo = (value: boolean) =>
      t.database.db
        .insert(systemSettings)
        .values({ key: 'use_mock_data', value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
    await setDemo(false);
    const added = await insertCandidate(t.database.db, {
      municipalityId: '837',
      name: 'Elsa Ek',
      answers: Array.from({ length: 25 }, () => 3),
      answerJustifications: ['Samma text på båda språken.'],
      language: 'sv',
    });
    try {
      const both = async (path: string, first: 'fi' | 'sv') => {
        const url = (lang: string) =>
          `/api/municipalities/837/candidates${path}${lang === 'sv' ? '?lang=sv' : ''}`;
        const a = await t.app.request(url(first));
        const b = await t.app.request(url(first === 'fi' ? 'sv' : 'fi'));
        expect(a.status).toBe(200);
        expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
        expect(await b.text()).toBe(await a.text());
      };
      for (const path of ['/ranking', '/profiles', '/details', '']) await both(path, 'fi');
      // A change rebuilds; the Swedish request comes first this time.
      await t.database.db
        .update(candidates)
        .set({ profession: 'sjuksköterska' })
        .where(eq(candidates.id, added.id));
      for (const path of ['/details', '/profiles', '/ranking', '']) await both(path, 'sv');
      const details = fromDetailsFile(await json<DetailsFile>(await file('837', 'details')));
      expect(details.get(added.id)?.profession).toBe('sjuksköterska');
      const profiles = fromProfilesFile(await json<ProfilesFile>(await file('837', 'profiles')));
      expect(profiles.get(added.id)?.profession).toBe('sjuksköterska');
    } finally {
      await t.database.db.delete(candidates).where(eq(candidates.id, added.id));
      await setDemo(true);
    }
  });

  it('answer 304 to a matching ETag, Swedish demo texts with lang=sv, 404 when unknown', async () => {
    const first = await file('837', 'details');
    const etag = first.headers.get('etag')!;
    expect(
      (
        await t.app.request('/api/municipalities/837/candidates/details', {
          headers: { 'If-None-Match': etag },
        })
      ).status,
    ).toBe(304);
    const fi = await json<DetailsFile>(first);
    const sv = await json<DetailsFile>(await file('837', 'details', '?lang=sv'));
    expect(sv.rows.map((r) => r[0])).toEqual(fi.rows.map((r) => r[0]));
    expect(sv.rows.every((r) => r[2] === 'sv')).toBe(true);
    expect((await file('999', 'ranking')).status).toBe(404);
    expect((await file('837', 'ranking', '?lang=de')).status).toBe(400);
  });
});
