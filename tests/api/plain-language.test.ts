import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { PLAIN_BACKGROUNDS, PLAIN_QUESTION_TEXTS } from '#core/questions-plain';
import type { PlainQuestions } from '#server/features/municipalities/municipalities.schemas';
import type { AccessCodeValidation } from '#server/features/access-codes/access-codes.schemas';
import { insertAccessCode } from '../data';
import {
  createTestContext,
  json,
  randomTestIp,
  signedInUser,
  type TestContext,
} from '../factories';

// "Selkokieli": the statements in plain Finnish come from their own route, so voters who do not
// choose it download nothing more; a municipality's own texts are never replaced.

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'selko@example.fi', superAdmin: true });
});
afterAll(() => t.close());

const shown = (text: string) => text.replaceAll('\u00ad', '');

describe('GET /api/municipalities/{id}/selkokieli', () => {
  it('gives the 25 plain statements and backgrounds with the statements’ ids, cacheable', async () => {
    const res = await t.app.request('/api/municipalities/091/selkokieli');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const { questions } = await json<PlainQuestions>(res);
    expect(questions.map((q) => q.id)).toEqual(DEFAULT_QUESTIONS.map((q) => q.id));
    for (const q of questions) {
      expect(shown(q.text)).toBe(PLAIN_QUESTION_TEXTS[q.id]);
      expect(shown(q.background)).toBe(PLAIN_BACKGROUNDS[q.id]);
      expect(q.text_is_plain && q.background_is_plain).toBe(true);
    }
    const again = await t.app.request('/api/municipalities/091/selkokieli', {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('keeps a municipality’s own statement as written, marked not plain, at once after the change', async () => {
    await t.app.request('/api/municipalities/837/selkokieli');
    const own = 'Tampereen pitää avata uusi palvelupiste Hervantaan.';
    const res = await t.app.request('/api/admin/municipalities/837/questions/5', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: t.config.publicUrl },
      body: JSON.stringify({ text: own }),
    });
    expect(res.status).toBeLessThan(300);
    const { questions } = await json<PlainQuestions>(
      await t.app.request('/api/municipalities/837/selkokieli'),
    );
    const fifth = questions.find((q) => q.id === 5)!;
    expect(shown(fifth.text)).toBe(own);
    expect(fifth.text_is_plain).toBe(false);
    expect(fifth.background_is_plain).toBe(true);
    expect(questions.filter((q) => !q.text_is_plain)).toHaveLength(1);
  });

  it('answers 404 for an unknown municipality', async () => {
    const res = await t.app.request('/api/municipalities/999/selkokieli');
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBeTruthy();
  });
});

describe('the candidate form', () => {
  const validate = async (municipalityId: string) => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId });
    const res = await t.app.request('/api/access-codes/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
      body: JSON.stringify({ code }),
    });
    expect(res.status).toBe(200);
    return json<AccessCodeValidation>(res);
  };

  it('gets each default statement’s plain version to open, but none for a municipality’s own text', async () => {
    const { questions } = await validate('837');
    expect(questions.find((q) => q.id === 1)?.plain_text).toBe(PLAIN_QUESTION_TEXTS[1]);
    // Statement 5 of 837 was rewritten by its admin above.
    expect(questions.find((q) => q.id === 5)?.plain_text).toBeNull();
    expect(questions.filter((q) => q.plain_text === null)).toHaveLength(1);
  });
});

describe('plain versions of a municipality’s own statements (admin)', () => {
  const patch = (body: unknown) =>
    t.app.request('/api/admin/municipalities/853/questions/7', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: t.config.publicUrl },
      body: JSON.stringify(body),
    });
  const plainSeventh = async () =>
    (
      await json<PlainQuestions>(await t.app.request('/api/municipalities/853/selkokieli'))
    ).questions.find((q) => q.id === 7)!;
  const adminSeventh = async () =>
    (
      await json<
        {
          id: number;
          plain_text: string | null;
          is_custom_text: boolean;
          plain_background: string | null;
          is_custom_background: boolean;
        }[]
      >(
        await t.app.request('/api/admin/municipalities/853/questions', {
          headers: { Cookie: cookie },
        }),
      )
    ).find((q) => q.id === 7)!;

  it('shows the admin’s plain version to plain-language voters, and drops it with the own text', async () => {
    expect(
      (await patch({ text: 'Turun pitää siirtää siivous yritysten hoidettavaksi vuonna 2027.' }))
        .status,
    ).toBe(200);
    expect(await adminSeventh()).toMatchObject({ is_custom_text: true, plain_text: null });
    expect((await plainSeventh()).text_is_plain).toBe(false);

    const plainText = 'Turun pitää ostaa siivous yrityksiltä vuonna 2027.';
    expect((await patch({ plain_text: plainText })).status).toBe(200);
    expect((await adminSeventh()).plain_text).toBe(plainText);
    const seventh = await plainSeventh();
    expect(shown(seventh.text)).toBe(plainText);
    expect(seventh.text_is_plain).toBe(true);

    // Back to the default statement: its own plain version shows again, the admin's is gone.
    expect((await patch({ text: null })).status).toBe(200);
    expect(await adminSeventh()).toMatchObject({ is_custom_text: false, plain_text: null });
    expect(shown((await plainSeventh()).text)).toBe(PLAIN_QUESTION_TEXTS[7]);
  });

  it('shows the admin’s plain version of an own background, and drops it with the own background', async () => {
    const own =
      'Turku päättää itse, hoitaako se siivouksen omana työnään vai ostaako sen yrityksiltä. Muutos koskisi satoja kunnan työntekijöitä.';
    expect((await patch({ background: own })).status).toBe(200);
    expect(await adminSeventh()).toMatchObject({
      is_custom_background: true,
      plain_background: null,
    });
    let seventh = await plainSeventh();
    expect(shown(seventh.background)).toBe(own);
    expect(seventh.background_is_plain).toBe(false);

    const plain =
      'Turku päättää, kuka siivoaa. Kunta voi siivota itse. Kunta voi myös ostaa siivouksen yritykseltä.';
    expect((await patch({ plain_background: plain })).status).toBe(200);
    expect((await adminSeventh()).plain_background).toBe(plain);
    seventh = await plainSeventh();
    expect(shown(seventh.background)).toBe(plain);
    expect(seventh.background_is_plain).toBe(true);

    // Back to the default background: its own plain version shows again, the admin's is gone.
    expect((await patch({ background: null })).status).toBe(200);
    expect(await adminSeventh()).toMatchObject({
      is_custom_background: false,
      plain_background: null,
    });
    expect(shown((await plainSeventh()).background)).toBe(PLAIN_BACKGROUNDS[7]);
  });

  it('refuses a plain background that is too short, with a Finnish message', async () => {
    const res = await patch({ plain_background: 'Lyhyt.' });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
      /Selkokielisessä taustatiedossa/,
    );
  });

  it('refuses a plain text that is too short, with a Finnish message', async () => {
    const res = await patch({ plain_text: 'Hei' });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
      /Selkokielisessä/,
    );
  });
});
