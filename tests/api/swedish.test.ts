import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { DEFAULT_BACKGROUNDS_SV } from '#core/question-backgrounds-sv';
import { QUESTION_TEXTS_SV } from '#core/questions-sv';
import { candidateForm, insertAccessCode, consentsGiven } from '../data';
import {
  createTestContextWithSmtp,
  json,
  randomTestIp,
  signedInUser,
  type SmtpTestContext,
} from '../factories';
import { request } from '#tests/request';

// The voter's and candidate's side in Swedish (docs/product.md, languages): `lang=sv` on the
// public reads, Swedish custom texts, the candidate's language, Swedish error messages and the
// candidates' emails.

let t: SmtpTestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
  cookie = await signedInUser(t, { email: 'ruotsi@example.fi', superAdmin: true });
});
afterAll(() => t.close());

const plain = (text: string) => text.replaceAll('\u00ad', '');
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });
const admin = (method: string, path: string, body: unknown) =>
  request(t, path, { method, body, cookie, ip: false });
const submit = (body: unknown, headers: Record<string, string> = {}) =>
  request(t, '/api/candidate-submissions', { body, headers, origin: false });

type Question = {
  id: number;
  text: string;
  text_lang: string;
  background: string;
  background_lang: string;
  category: string;
  category_label: string;
  category_label_lang: string;
};
type Detail = { name: string; name_lang: string; language: string; questions: Question[] };
type Candidate = {
  id: number;
  profession: string;
  answers: number[];
  answer_justifications: string[];
  language: string;
};
type ErrorAnswer = { error: { code: string; message: string } };

describe('public reads with lang', () => {
  it('give the municipalities with Swedish names, sorted in Swedish, and their language status', async () => {
    const sv = await json<{ municipality_id: string; name: string; name_lang: string }[]>(
      await get('/api/municipalities?lang=sv'),
    );
    expect(sv).toEqual([
      expect.objectContaining({ municipality_id: '091', name: 'Helsingfors', name_lang: 'sv' }),
      expect.objectContaining({ municipality_id: '837', name: 'Tammerfors', language: 'fi' }),
      expect.objectContaining({ municipality_id: '853', name: 'Åbo', language: 'fi-sv' }),
    ]);
    const fi = await get('/api/municipalities');
    const fiAgain = await get('/api/municipalities?lang=fi');
    expect(await fiAgain.text()).toBe(await fi.text());
  });

  it('give the statements, backgrounds and categories in Swedish, each with its language', async () => {
    const sv = await json<Detail>(await get('/api/municipalities/837?lang=sv'));
    expect(sv.name).toBe('Tammerfors');
    expect(sv.questions.map((q) => plain(q.text))).toEqual(
      DEFAULT_QUESTIONS.map((q) => QUESTION_TEXTS_SV[q.id]),
    );
    expect(plain(sv.questions[0]!.background)).toBe(DEFAULT_BACKGROUNDS_SV[1]);
    expect(sv.questions[0]).toMatchObject({
      text_lang: 'sv',
      background_lang: 'sv',
      category: 'Terveys ja hyvinvointi',
      category_label: 'Hälsa och välbefinnande',
      category_label_lang: 'sv',
    });
    // Long Swedish words get soft hyphens from the Swedish patterns.
    expect(sv.questions[14]!.text).toContain('\u00ad');

    const fi = await json<Detail>(await get('/api/municipalities/837'));
    expect(plain(fi.questions[0]!.text)).toBe(DEFAULT_QUESTIONS[0]!.text);
    expect(fi.questions[0]).toMatchObject({ text_lang: 'fi', category_label_lang: 'fi' });
  });

  it('refuse an unknown language with a validation error on every public read', async () => {
    for (const path of [
      '/api/municipalities',
      '/api/municipalities/091',
      '/api/municipalities/091/candidates',
      '/api/settings/public',
    ]) {
      const res = await get(`${path}?lang=en`);
      expect(res.status, path).toBe(400);
      expect((await json<ErrorAnswer>(res)).error.code, path).toBe('validation');
    }
  });

  it('give the demo candidates in Swedish: the same people and answers, Swedish texts', async () => {
    const fi = await json<Candidate[]>(await get('/api/municipalities/091/candidates'));
    const sv = await json<Candidate[]>(await get('/api/municipalities/091/candidates?lang=sv'));
    expect(sv.map((c) => [c.id, c.answers])).toEqual(fi.map((c) => [c.id, c.answers]));
    expect(fi.every((c) => c.language === 'fi')).toBe(true);
    expect(sv.every((c) => c.language === 'sv')).toBe(true);
    expect(sv.map((c) => c.profession)).not.toContain('eläkeläinen');
    expect(sv.some((c) => ['pensionär', 'lärare', 'sjukskötare'].includes(c.profession))).toBe(
      true,
    );
    const said = sv.flatMap((c) => c.answer_justifications).filter(Boolean);
    expect(said.length).toBeGreaterThan(0);
    expect(said.some((text) => /Olen|Kannatan/.test(text))).toBe(false);
  });

  it('give the election name in Swedish when it is a usual one, otherwise as written', async () => {
    expect(
      await json(
        await admin('PATCH', '/api/admin/settings', { election_name: 'Kuntavaalit 2025' }),
      ),
    ).toMatchObject({ election_name: 'Kuntavaalit 2025' });
    expect(await json(await get('/api/settings/public?lang=sv'))).toMatchObject({
      election_name: 'Kommunalvalet 2025',
      election_name_lang: 'sv',
    });
    await admin('PATCH', '/api/admin/settings', { election_name: 'Eläkeläisten omat vaalit' });
    expect(await json(await get('/api/settings/public?lang=sv'))).toMatchObject({
      election_name: 'Eläkeläisten omat vaalit',
      election_name_lang: 'fi',
    });
    expect(await json(await get('/api/settings/public'))).toMatchObject({
      election_name_lang: 'fi',
    });
  });

  it('list the parties with their Swedish names and abbreviations', async () => {
    const parties = await json<Record<string, string | null>[]>(await get('/api/parties'));
    expect(parties).toContainEqual(
      expect.objectContaining({ label: 'Kokoomus', name_sv: 'Samlingspartiet' }),
    );
    expect(parties).toContainEqual(
      expect.objectContaining({ label: 'RKP', abbreviation_sv: 'SFP' }),
    );
  });
});

describe("a municipality's Swedish texts", () => {
  const swedishQuestion = async (id: number) =>
    (await json<Detail>(await get('/api/municipalities/853?lang=sv'))).questions[id - 1]!;

  it("show the municipality's own Finnish text, marked fi, where it has no Swedish one", async () => {
    const res = await admin('PATCH', '/api/admin/municipalities/853/questions/3', {
      text: 'Turun pitää ostaa hammashoitoa yksityisiltä, jotta jonot lyhenevät.',
      background: 'Turussa hammashoidon jonot ovat pitkät, ja kaupunki on jo ostanut hoitoa.',
    });
    expect(res.status).toBe(200);
    const q = await swedishQuestion(3);
    expect(plain(q.text)).toBe(
      'Turun pitää ostaa hammashoitoa yksityisiltä, jotta jonot lyhenevät.',
    );
    expect(q.text_lang).toBe('fi');
    expect(q.background_lang).toBe('fi');
    // A statement the municipality did not change keeps the Swedish translation.
    expect((await swedishQuestion(4)).text_lang).toBe('sv');
  });

  it('are edited by an admin, shown to Swedish voters, listed for the admin and logged', async () => {
    const res = await admin('PATCH', '/api/admin/municipalities/853/questions/3', {
      text_sv: 'Åbo ska köpa tandvård av privata så att köerna blir kortare.',
      background_sv: 'I Åbo är köerna till tandvården långa, och staden har redan köpt vård.',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      text_sv: 'Åbo ska köpa tandvård av privata så att köerna blir kortare.',
      default_text_sv: QUESTION_TEXTS_SV[3],
      background_sv: 'I Åbo är köerna till tandvården långa, och staden har redan köpt vård.',
    });
    const q = await swedishQuestion(3);
    expect(plain(q.text)).toBe('Åbo ska köpa tandvård av privata så att köerna blir kortare.');
    expect([q.text_lang, q.background_lang]).toEqual(['sv', 'sv']);
    // The Finnish voters still see the Finnish text.
    const fi = await json<Detail>(await get('/api/municipalities/853'));
    expect(plain(fi.questions[2]!.text)).toContain('Turun pitää');

    const log = await json<{ items: { action: string; details: Record<string, unknown> }[] }>(
      await get('/api/admin/audit-log?municipality_id=853', { Cookie: cookie }),
    );
    expect(log.items[0]).toMatchObject({
      action: 'question.update',
      details: { text_sv: 'Åbo ska köpa tandvård av privata så att köerna blir kortare.' },
    });
  });

  it('are validated like the Finnish ones and removed with null', async () => {
    const short = await admin('PATCH', '/api/admin/municipalities/853/questions/3', {
      text_sv: 'Nej',
    });
    expect(short.status).toBe(400);
    expect((await json<ErrorAnswer>(short)).error.message).toContain('vähintään 5 merkkiä');
    const removed = await admin('PATCH', '/api/admin/municipalities/853/questions/3', {
      text_sv: null,
    });
    expect(await json(removed)).toMatchObject({ text_sv: null });
    expect((await swedishQuestion(3)).text_lang).toBe('fi');
  });
});

describe("a candidate's language", () => {
  it('is stored from the form, shown on the public list and decides the decision email', async () => {
    const { code, email } = await insertAccessCode(t.database.db, { municipalityId: '853' });
    const sent = await submit({
      code,
      language: 'sv',
      consents: consentsGiven(),
      form_data: candidateForm({ name: 'Stina Svensk', profession: 'pensionär' }),
    });
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    const approved = await admin(
      'POST',
      `/api/admin/municipalities/853/submissions/${id}/approve`,
      { notify: true },
    );
    expect(approved.status).toBe(201);
    const list = await json<(Candidate & { name: string })[]>(
      await get('/api/municipalities/853/candidates'),
    );
    expect(list.find((c) => c.name === 'Stina Svensk')?.language).toBe('sv');

    const mail = await t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());
    expect(mail.subject).toBe('Dina kandidatuppgifter har godkänts');
    expect(mail.text).toContain('Åbo');
    expect(mail.text).not.toContain('Ehdokastietosi');
    // Corrections with the same code, as the form says (no deadline: until the code expires).
    expect(mail.text).toContain('Du kan rätta dina uppgifter med samma kod till');
  });

  it('is Finnish when the form does not say, and nothing else is accepted', async () => {
    const { code, email } = await insertAccessCode(t.database.db, { municipalityId: '853' });
    expect(
      (
        await submit({
          code,
          language: 'en',
          consents: consentsGiven(),
          form_data: candidateForm(),
        })
      ).status,
    ).toBe(400);
    const sent = await submit({
      code,
      consents: consentsGiven(),
      form_data: candidateForm({ name: 'Suvi Suomi' }),
    });
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    await admin('POST', `/api/admin/municipalities/853/submissions/${id}/reject`, {
      admin_notes: 'Puuttuvia tietoja.',
      notify: true,
    });
    const mail = await t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());
    expect(mail.subject).toBe('Ehdokastietojasi ei hyväksytty');
    expect(mail.text).toContain('Ylläpidon perustelu: Puuttuvia tietoja.');
    // The same code still works for a corrected version: no new code is needed.
    expect(mail.text).toContain(
      'Voit korjata tiedot ja lähettää ne uudelleen samalla pääsykoodilla',
    );
    expect(mail.text).not.toContain('pyydä uusi pääsykoodi');
  });
});

describe('error messages', () => {
  it('are Swedish for a voter or candidate whose first language is Swedish', async () => {
    const sv = { 'Accept-Language': 'sv-FI,sv;q=0.9,fi;q=0.8' };
    const missing = await json<ErrorAnswer>(await get('/api/municipalities/999', sv));
    expect(missing.error).toEqual({
      code: 'not_found',
      message: 'Kommunen finns inte i valkompassen.',
    });
    const unknownCode = await t.app.request('/api/access-codes/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp(), ...sv },
      body: JSON.stringify({ code: 'ABCDEFGH' }),
    });
    expect((await json<ErrorAnswer>(unknownCode)).error.message).toMatch(/^Koden hittades inte/);

    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const tooYoung = await submit(
      { code, consents: consentsGiven(), form_data: candidateForm({ age: 17 }) },
      sv,
    );
    expect(tooYoung.status).toBe(400);
    expect((await json<ErrorAnswer>(tooYoung)).error.message).toBe(
      'Kontrollera uppgifterna: En kandidat måste vara minst 18 år.',
    );
    const fewAnswers = await submit(
      { code, consents: consentsGiven(), form_data: candidateForm({ answers: [1] }) },
      sv,
    );
    expect((await json<ErrorAnswer>(fewAnswers)).error.message).toBe(
      'Kontrollera uppgifterna: Svara på alla 25 påståenden.',
    );
    // A rule without a message of its own gets the Swedish map's (core/zod-swedish.ts).
    const notAForm = await submit({ code, consents: consentsGiven(), form_data: 'lomake' }, sv);
    expect((await json<ErrorAnswer>(notAForm)).error.message).toBe(
      'Kontrollera uppgifterna: Uppgiften har fel form: här ska det vara uppgifter.',
    );
    // `lang=sv` in the address says the same.
    const viaQuery = await json<ErrorAnswer>(
      await get('/api/municipalities/999/candidates?lang=sv'),
    );
    expect(viaQuery.error.message).toBe('Kommunen finns inte i valkompassen.');
  });

  it('stay Finnish by default, for a Finnish first preference and on the admin routes', async () => {
    const missing = await json<ErrorAnswer>(await get('/api/municipalities/999'));
    expect(missing.error.message).toBe('Kuntaa ei löytynyt vaalikoneesta.');
    const finnishFirst = await json<ErrorAnswer>(
      await get('/api/municipalities/999', { 'Accept-Language': 'fi-FI, sv;q=0.5' }),
    );
    expect(finnishFirst.error.message).toBe('Kuntaa ei löytynyt vaalikoneesta.');
    const adminAnswer = await t.app.request('/api/admin/municipalities/853/questions/3', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        Origin: t.config.publicUrl,
        'Accept-Language': 'sv',
      },
      body: JSON.stringify({ text: 'x' }),
    });
    expect((await json<ErrorAnswer>(adminAnswer)).error.message).toMatch(/^Tarkista tiedot: /);
  });
});

describe('access-code emails', () => {
  const create = async (municipalityId: string, email: string) => {
    const res = await admin('POST', `/api/admin/municipalities/${municipalityId}/access-codes`, {
      emails: [email],
    });
    expect(res.status).toBe(201);
    const { codes } = await json<{ codes: { code: string }[] }>(res);
    return t.smtp
      .nextTo(email, () => t.deps.mailer.deliverDue())
      .then((mail) => ({
        mail,
        code: codes[0]!.code,
      }));
  };

  it('are Finnish and Swedish (Finnish first) for a bilingual municipality', async () => {
    const { mail, code } = await create('091', 'kaksikielinen@example.fi');
    const fiAt = mail.text.indexOf('Pääsykoodisi on');
    const svAt = mail.text.indexOf('Din kod är');
    expect(fiAt).toBeGreaterThanOrEqual(0);
    expect(svAt).toBeGreaterThan(fiAt);
    expect(mail.text).toContain(`${t.config.publicUrl}/candidate-submission/${code}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/sv/candidate-submission/${code}`);
    expect(mail.text).toContain('(Helsingfors)');
    expect(mail.raw).toContain('lang=3D"sv"');
  });

  it('are Finnish only for a Finnish-speaking municipality', async () => {
    const { mail } = await create('837', 'suomenkielinen@example.fi');
    expect(mail.text).toContain('Pääsykoodisi on');
    expect(mail.text).not.toContain('Din kod är');
    expect(mail.text).not.toContain('/sv/');
  });

  it('are Swedish only for a Swedish-speaking municipality', async () => {
    const added = await admin('POST', '/api/admin/municipalities', { municipality_id: '478' });
    expect(added.status).toBe(201);
    const { mail, code } = await create('478', 'svensk@example.fi');
    expect(mail.subject).toBe('Kandidatens kod: Mariehamn – Pensionärernas valkompass');
    expect(mail.text).toContain(`${t.config.publicUrl}/sv/candidate-submission/${code}`);
    expect(mail.text).not.toContain('Pääsykoodisi');
  });
});
