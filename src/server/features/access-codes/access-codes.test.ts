import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_CODE_ALPHABET } from '../../../core/schemas';
import {
  createTestContext,
  createUser,
  json,
  signIn,
  type TestContext,
} from '../../../../tests/factories';
import { insertAccessCode } from '../../../../tests/data';
import { outbox } from '../../db/schema';
import { generateAccessCode } from './access-codes.service';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: 'koodit@example.fi', adminOf: ['091'] });
  cookie = await signIn(t, 'koodit@example.fi');
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: t.config.publicUrl },
    body: JSON.stringify(body),
  });
type Code = { code: string; email: string; status: string; expires_at: string };

describe('access codes', () => {
  it('are 8 characters from the unambiguous alphabet, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateAccessCode);
    expect(
      codes.every((c) => c.length === 8 && [...c].every((ch) => ACCESS_CODE_ALPHABET.includes(ch))),
    ).toBe(true);
    expect(codes.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('creates one code per pasted address, valid 14 days by default, and emails each a link', async () => {
    const res = await post('/api/admin/municipalities/091/access-codes', {
      emails: ['Aino@Example.fi', 'bertta@example.fi', 'aino@example.fi'],
    });
    expect(res.status).toBe(201);
    const { codes } = await json<{ codes: Code[] }>(res);
    expect(codes.map((c) => c.email).sort()).toEqual(['aino@example.fi', 'bertta@example.fi']);
    const days = (Date.parse(codes[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'bertta@example.fi'));
    const code = codes.find((c) => c.email === 'bertta@example.fi')!.code;
    expect(mail?.text).toContain(`${t.config.publicUrl}/candidate-submission/${code}`);
    expect(mail?.subject).toContain('Helsinki');
  });

  it('lists newest first with unused, used and expired status', async () => {
    await insertAccessCode(t.database.db, {
      municipalityId: '091',
      used: true,
      email: 'kaytetty@example.fi',
    });
    await insertAccessCode(t.database.db, {
      municipalityId: '091',
      expiresAt: new Date(Date.now() - 1),
      email: 'vanha@example.fi',
    });
    const list = await json<Code[]>(
      await t.app.request('/api/admin/municipalities/091/access-codes', {
        headers: { Cookie: cookie },
      }),
    );
    const status = Object.fromEntries(list.map((c) => [c.email, c.status]));
    expect(status).toMatchObject({
      'kaytetty@example.fi': 'used',
      'vanha@example.fi': 'expired',
      'aino@example.fi': 'unused',
    });
    expect(list[0]!.email).toBe('vanha@example.fi');
  });

  it('resends an unused code, but not a used one', async () => {
    const fresh = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      email: 'uudelleen@example.fi',
    });
    expect(
      (await post(`/api/admin/municipalities/091/access-codes/${fresh.code}/resend`, {})).status,
    ).toBe(200);
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.to, 'uudelleen@example.fi')),
    ).toHaveLength(1);
    const used = await insertAccessCode(t.database.db, { municipalityId: '091', used: true });
    const res = await post(`/api/admin/municipalities/091/access-codes/${used.code}/resend`, {});
    expect(res.status).toBe(400);
  });

  it('refuses bad input in Finnish', async () => {
    const res = await post('/api/admin/municipalities/091/access-codes', {
      emails: ['ei-osoite'],
      valid_days: 200,
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
      /sähköpostiosoite|päivää/i,
    );
  });
});
