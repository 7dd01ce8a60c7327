import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, baseURL, signInAsAdmin } from './candidate-submission-support';
import { expectNoAxeViolations, firstLink, newPage, useBrowser, waitForMail } from './support';
import { PAGE_TIMEOUT } from './timeouts';
import { answerAll, SAMPLE_ANSWERS } from './voter-support';

// A candidate without a computer: the organizer prints the questionnaire, the candidate answers
// on paper, one admin of the municipality types the signed form in with the keyboard alone, a
// second admin approves it (the first may not), and a voter finds the candidate. In a municipality
// of its own (Espoo, 049) with two municipal admins, so the other tests' admins do not count.

const MUNICIPALITY = '049';
const CANDIDATE = 'Kerttu Paperinen';
const ENTERING = { email: 'syottaja-049@example.fi', name: 'Paula Syöttäjä' };
const REVIEWING = { email: 'tarkastaja-049@example.fi', name: 'Tarja Tarkastaja' };
const PASSWORD = 'paperilomakkeen-salasana-1';
/** What the candidate ticked, statement by statement, as typed with keys 1–5. */
const PAPER_ANSWERS = Array.from({ length: 25 }, (_, i) => ((i * 2) % 5) + 1);
const JUSTIFICATION = 'Kirjoitin tämän kynällä paperille.';

const mailDir = inject('mailDir');
const browser = useBrowser();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const LONG_TEST_MS = 180_000;

/** A municipal admin of Espoo through an invitation, as the Käyttäjät page makes one. */
async function municipalAdmin(who: { email: string; name: string }) {
  const invited = await adminFetch('/api/admin/users/invitations', {
    method: 'POST',
    json: { email: who.email, target: MUNICIPALITY, role: 'admin' },
  });
  expect(invited.status).toBe(201);
  const mail = await waitForMail(mailDir, who.email, { subject: /Kutsu/ });
  const token = new URL(firstLink(mail.text)).pathname.split('/').pop()!;
  const accepted = await fetch(`${baseURL}/api/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ name: who.name, password: PASSWORD }),
  });
  expect(accepted.status).toBe(200);
}

async function signedIn(email: string) {
  const opened = await newPage(browser(), baseURL);
  opened.page.setDefaultTimeout(PAGE_TIMEOUT);
  await opened.page.goto('/login');
  await opened.page.getByLabel('Sähköpostiosoite').fill(email);
  await opened.page.getByLabel('Salasana', { exact: true }).fill(PASSWORD);
  await opened.page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await opened.page.waitForURL(/\/admin$/);
  return opened;
}

let entering: Awaited<ReturnType<typeof signedIn>>;
let reviewing: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await signInAsAdmin();
  const created = await adminFetch('/api/admin/municipalities', {
    method: 'POST',
    json: { municipality_id: MUNICIPALITY },
  });
  expect([201, 409]).toContain(created.status);
  const added = await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}/official-candidates`, {
    method: 'POST',
    json: {
      first_name: 'Kerttu',
      last_name: 'Paperinen',
      party: 'Keskusta',
      candidate_number: 12,
      age: 78,
      profession: 'emerita',
      language: 'fi',
    },
  });
  expect(added.status).toBe(201);
  await municipalAdmin(ENTERING);
  await municipalAdmin(REVIEWING);
  entering = await signedIn(ENTERING.email);
  reviewing = await signedIn(REVIEWING.email);
}, LONG_TEST_MS);

afterAll(async () => {
  await entering?.context.close();
  await reviewing?.context.close();
  await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}`, { method: 'DELETE' });
});

describe('a candidate answers on paper', () => {
  it(
    'prints the questionnaire from the official list, in large type on its own sheet',
    async () => {
      const { page } = entering;
      await page.goto(`/${MUNICIPALITY}/admin/ehdokaslista`);
      await page.getByRole('heading', { name: 'Virallinen ehdokaslista' }).waitFor();
      await page.getByRole('link', { name: new RegExp(`^Tulosta lomake.*${CANDIDATE}`) }).click();
      await poll(() => h1(page)).toBe('Kyselylomakkeet ehdokkaille');
      const form = page.getByRole('article', { name: CANDIDATE });
      await form.waitFor();
      expect(await form.locator('.questionnaire__statement').count()).toBe(25);
      const text = (await form.textContent()) ?? '';
      expect(text).toContain('Keskusta, ehdokasnumero 12');
      expect(text).toContain('(a) Suostun siihen');
      expect(text).toContain('(b) Suostun siihen');
      expect(text).toContain('Allekirjoitus');
      await expectNoAxeViolations(page, 'questionnaires');
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Tulosta lomakkeet' }).isVisible()).toBe(false);
      const size = await form.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(18); // 14 pt
      await page.emulateMedia({ media: 'screen' });
    },
    LONG_TEST_MS,
  );

  it(
    'is typed in with the keyboard alone: Tab, then 25 keys 1–5',
    async () => {
      const { page } = entering;
      await page.goto(`/${MUNICIPALITY}/admin/ehdokaslista`);
      await page
        .getByRole('link', { name: new RegExp(`^Syötä paperilomakkeelta.*${CANDIDATE}`) })
        .click();
      await poll(() => h1(page)).toBe('Syötä paperilomakkeelta');
      await page.getByRole('group', { name: /^25\. / }).waitFor();
      // Focus is on the heading after the page change.
      await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await expectNoAxeViolations(page, 'paper entry');
      await page.keyboard.press('Tab');
      for (const answer of PAPER_ANSWERS) await page.keyboard.press(String(answer));
      await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('paper-received-on');
      for (const [i, answer] of PAPER_ANSWERS.entries()) {
        const group = page.getByRole('group', { name: new RegExp(`^${String(i + 1)}\\. `) });
        expect(await group.locator('input:checked').getAttribute('value')).toBe(String(answer));
      }
      await page.getByLabel('Perustelu väittämään 3').fill(JUSTIFICATION);
      await page.getByLabel('Lomake saapui').fill('2026-11-20');
      // Saving without the consent to publish: the summary says what is missing.
      await page.getByRole('button', { name: 'Tallenna paperilomake' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Tarkista seuraavat kohdat' });
      await summary.waitFor();
      await poll(() => summary.textContent()).toContain('suostumuksen julkaisuun');
      await page.getByLabel(/^\(a\) Ehdokas on rastittanut/).check();
      await page.getByRole('button', { name: 'Tallenna paperilomake' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Lomake tallennettiin' });
      await poll(() => done.textContent()).toContain(
        `syötetty paperilomakkeelta (ylläpitäjä ${ENTERING.name})`,
      );
      await expectNoAxeViolations(page, 'paper entry saved');
    },
    LONG_TEST_MS,
  );

  it(
    'is approved by the second admin, never by the one who typed it in, and a voter finds the candidate',
    async () => {
      const list = await entering.page.request.get(
        `/api/admin/municipalities/${MUNICIPALITY}/submissions`,
      );
      const { items } = (await list.json()) as { items: { id: number; name: string }[] };
      const submission = items.find((s) => s.name === CANDIDATE)!;
      const own = await entering.page.request.post(
        `/api/admin/municipalities/${MUNICIPALITY}/submissions/${String(submission.id)}/approve`,
        { data: { notify: false }, headers: { Origin: baseURL } },
      );
      expect(own.status()).toBe(403);

      const { page } = reviewing;
      await page.goto(`/${MUNICIPALITY}/admin/hakemukset`);
      const row = page.getByRole('row').filter({ hasText: CANDIDATE });
      await poll(() => row.textContent()).toContain(
        `syötetty paperilomakkeelta (ylläpitäjä ${ENTERING.name})`,
      );
      await row.getByRole('link', { name: /^Avaa hakemus/ }).click();
      await poll(() => page.locator('.submission').textContent()).toContain(
        'Allekirjoitettu lomake saapui 20.11.2026.',
      );
      expect(await page.locator('.submission').textContent()).toContain(JUSTIFICATION);
      await expectNoAxeViolations(page, 'paper submission in review');
      await page.getByRole('button', { name: 'Hyväksy', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
      await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
      await dialog.waitFor({ state: 'detached' });
      await poll(() => page.getByRole('row').filter({ hasText: CANDIDATE }).count()).toBe(0);

      const voter = await newPage(browser(), baseURL);
      voter.page.setDefaultTimeout(PAGE_TIMEOUT);
      await voter.page.goto(`/${MUNICIPALITY}/kysymykset`);
      await answerAll(voter.page, SAMPLE_ANSWERS);
      await voter.page.waitForURL(`**/${MUNICIPALITY}/tulokset`);
      await voter.page.getByRole('article', { name: CANDIDATE }).waitFor();
      await voter.context.close();
    },
    LONG_TEST_MS,
  );
});
