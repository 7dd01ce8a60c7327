import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { candidateForm, insertAccessCode, insertCandidate, consentsGiven } from '../data';
import { createTestContext, json, type TestContext } from '../factories';
import { matches, rateLimits, visitEvents } from '#server/db/schema';
import {
  CODE_GUESS_LIMIT,
  WRITE_LIMITER_MAX_ADDRESSES,
  WRITE_LIMITS,
} from '#server/shared/domain/abuse-limits';
import { WriteLimiter } from '#server/shared/middleware/write-limiter';

// Issue #10, abuse limits: visits and match saves per client address (in memory), and one shared
// budget of failed access-code guesses (in the database). docs/decisions/0014-abuse-limits.md.

let t: TestContext;
let candidateId: number;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestContext();
  candidateId = (await insertCandidate(t.database.db, { municipalityId: '837' })).id;
  // The write limiter's clock stands still here, so slow test machines refill no tokens.
  t.deps.abuse.writes = new WriteLimiter(WRITE_LIMITS, WRITE_LIMITER_MAX_ADDRESSES, () => 0);
});
afterAll(() => t.close());

/** A client address used by no other test in this file. */
const freshIp = () => `198.51.100.${++ipCounter}`;
type Err = { error: { code: string; message: string } };

const postJson = (path: string, ip: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
const visit = (ip: string, user: string) =>
  postJson('/api/statistics/visits', ip, { p_user_uuid: user, p_municipality_id: '837' });
const saveMatch = (ip: string, user: string) =>
  postJson('/api/matches', ip, {
    municipality_id: '837',
    user_id: user,
    match_percentage: 50,
    category_matches: { Palvelut: 50 },
    candidate_id: candidateId,
  });
const validate = (ip: string, code: string) => postJson('/api/access-codes/validate', ip, { code });
const submit = (ip: string, code: string) =>
  postJson('/api/candidate-submissions', ip, {
    code,
    consents: consentsGiven(),
    form_data: candidateForm(),
  });

let jpeg: Buffer;
async function uploadWithCode(ip: string, code: string) {
  jpeg ??= await sharp({
    create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 200, b: 10 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kuva.jpg');
  form.set('code', code);
  return t.app.request('/api/uploads/candidate-photo', {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': ip },
  });
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const body = await json<Err>(res);
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(/liian monta/i);
}

describe('visits and match saves per client address', () => {
  const burst = WRITE_LIMITS.match[0].burst;

  it('stores a scripted burst of match saves only up to the limit, then answers 429', async () => {
    const ip = freshIp();
    const users = Array.from({ length: burst + 5 }, (_, i) => `anon-script-${i}`);
    const statuses: number[] = [];
    for (const user of users) statuses.push((await saveMatch(ip, user)).status);
    expect(statuses.slice(0, burst).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(burst)).toEqual([429, 429, 429, 429, 429]);
    await expectRateLimited(await saveMatch(ip, 'anon-script-extra'));
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(matches)
      .where(eq(matches.municipalityId, '837'));
    expect(stored!.n).toBe(burst);

    // Another address, and visits from the same address, are not affected.
    expect((await saveMatch(freshIp(), 'anon-other')).status).toBe(200);
    expect((await visit(ip, 'anon-script-0')).status).toBe(200);
  });

  it('refuses visits beyond the limit without touching the database', async () => {
    const ip = freshIp();
    const visitBurst = WRITE_LIMITS.visit[0].burst;
    // The limit runs before the body is read: even malformed requests count.
    for (let i = 0; i < visitBurst; i++) {
      const res = await postJson('/api/statistics/visits', ip, {});
      expect(res.status).toBe(400);
    }
    await expectRateLimited(await visit(ip, 'anon-late-visitor'));
    const rows = await t.database.db
      .select()
      .from(visitEvents)
      .where(eq(visitEvents.userUuid, 'anon-late-visitor'));
    expect(rows).toEqual([]);
  });
});

describe('one budget of failed access-code guesses per client address', () => {
  it('never locks out a candidate who reloads the form with a valid code', async () => {
    const ip = freshIp();
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    for (let i = 0; i < CODE_GUESS_LIMIT.max + 10; i++) {
      expect((await validate(ip, code)).status).toBe(200);
    }
    // Photo uploads with the valid code do not spend it either; the form is then accepted.
    for (let i = 0; i < 3; i++) expect((await uploadWithCode(ip, code)).status).toBe(201);
    expect((await submit(ip, code)).status).toBe(201);
  });

  it('locks out validation, the form and uploads together after failed guesses on all three', async () => {
    const ip = freshIp();
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    // Used, and past the time its answers could be corrected (no deadline: the code's expiry).
    const used = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      used: true,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      expiresAt: new Date(Date.now() - 1000),
    });
    const attempts = [
      () => validate(ip, 'ZZZZZZZZ'), // unknown
      () => submit(ip, used.code), // used
      () => uploadWithCode(ip, expired.code), // expired
      () => validate(ip, 'ei-koodi'), // malformed
      () => uploadWithCode(ip, 'QQQQQQQQ'),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < CODE_GUESS_LIMIT.max; i++) statuses.push((await attempts[i % 5]!()).status);
    expect(statuses.slice(0, 5)).toEqual([404, 409, 403, 400, 403]);
    expect(statuses).not.toContain(429);

    // The budget is spent: now even the valid code is refused on every route, so a guesser
    // cannot tell a right guess from a wrong one.
    await expectRateLimited(await validate(ip, code));
    await expectRateLimited(await submit(ip, code));
    await expectRateLimited(await uploadWithCode(ip, code));
    // The code was not used up by the refused form; another address may still use it.
    expect((await validate(freshIp(), code)).status).toBe(200);
  });

  it('lets no more than the budget through when many wrong guesses arrive at once', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: CODE_GUESS_LIMIT.max * 2 }, (_, i) =>
        validate(ip, `ZZZZZZ${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[i % 31]}Z`),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(CODE_GUESS_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(CODE_GUESS_LIMIT.max);
  });

  it('stores a keyed hash of the client address, never the address', async () => {
    const ip = freshIp();
    await validate(ip, 'ZZZZZZZZ');
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.includes('198.51.100.'))).toEqual([]);
    expect(keys).toContain(`code-guess|${t.deps.abuse.clientTag(ip)}`);
  });
});
