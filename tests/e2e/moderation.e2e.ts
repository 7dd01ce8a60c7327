import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentsGiven } from '../data';
import {
  adminFetch,
  answerScreen,
  answerToCheckPage,
  baseURL,
  fillDetails,
  pressButton,
  signInAsAdmin,
  toNextScreen,
} from './candidate-submission-support';
import { poll, waitForH1 } from './organizer-journey-support';
import { expectNoAxeViolations, newPage, randomClientIp, useBrowser, waitForMail } from './support';
import { PAGE_TIMEOUT } from './timeouts';
import { answerAll, SAMPLE_ANSWERS } from './voter-support';

// Moderation in a real browser (docs/moderation.md): a candidate sends a justification with a link
// and a phone number; the admin sees both marked in place in Hakemukset and returns the
// submission with a point of the policy and a note; the candidate opens the code, reads why,
// corrects and sends again; that and another clean submission are approved together from
// "Näytä vain valmiit hyväksyttäviksi"; a voter finds both. Then Ehdokkaat's "Peru suostumus"
// (after-deadline withdrawal on the candidate's request), by keyboard. Last, a Swedish candidate's
// returned submission: the reason in Swedish, linked to the Swedish policy page. In a municipality
// of its own (Lahti, 398) so the ready list holds only this file's submissions.

const MUNICIPALITY = '398';
const FLAGGED = 'Lue lisää www.vaaliesite.fi tai soita 040 123 4567.';
const CLEAN = 'Kotihoitoa pitää vahvistaa, jotta kotona voi asua pidempään.';
const NOTE = 'Poista verkko-osoite ja puhelinnumero, niin hyväksymme vastauksesi.';
const RETURNED = 'Ritva Palautettu';
const READY = 'Reino Valmis';
const mailDir = inject('mailDir');
const browser = useBrowser();
const LONG_TEST_MS = 180_000;

let admin: Page;
let candidateEmail = '';
let candidatePath = '';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const statusText = (page: Page) =>
  page.locator('.status-message').filter({ hasText: /\S/ }).first().textContent();
const row = (name: string) => admin.getByRole('row').filter({ hasText: name });

async function openPage() {
  const opened = await newPage(browser(), baseURL);
  opened.page.setDefaultTimeout(PAGE_TIMEOUT);
  return opened;
}

/** A code of this municipality for `email`, without the email (the test opens the link itself). */
async function accessCode(email: string) {
  const res = await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}/access-codes`, {
    method: 'POST',
    json: { emails: [email], valid_days: 14, send_email: false },
  });
  expect(res.status).toBe(201);
  const { codes } = (await res.json()) as { codes: { code: string }[] };
  return codes[0]!.code;
}

beforeAll(async () => {
  await signInAsAdmin();
  const created = await adminFetch('/api/admin/municipalities', {
    method: 'POST',
    json: { municipality_id: MUNICIPALITY },
  });
  expect([201, 409]).toContain(created.status);
  candidateEmail = `palautettu-${String(Date.now())}@example.fi`;
  candidatePath = `/candidate-submission/${await accessCode(candidateEmail)}`;

  admin = (await openPage()).page;
  await admin.goto('/login');
  await admin.getByLabel('Sähköpostiosoite').fill(inject('adminEmail'));
  await admin.getByLabel('Salasana', { exact: true }).fill(inject('adminPassword'));
  await admin.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await admin.waitForURL('**/admin');
}, LONG_TEST_MS);

afterAll(async () => {
  await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}`, { method: 'DELETE' });
});

describe('moderation', () => {
  it(
    'marks a link and a phone number in place; the return reaches the candidate, who corrects it',
    async () => {
      // The candidate fills in the form, with the link and the number in statement 1.
      const candidate = await openPage();
      const page = candidate.page;
      await page.goto(candidatePath);
      await waitForH1(page, /Vaihe 1\/4/);
      await page.getByRole('link', { name: 'Aloita' }).click();
      await waitForH1(page, /Vaihe 2\/4/);
      await fillDetails(page, RETURNED);
      await toNextScreen(page, pressButton(page, 'Jatka'));
      await answerScreen(page, (id) => (id === 1 ? FLAGGED : null));
      await toNextScreen(page, pressButton(page, 'Jatka'));
      await answerToCheckPage(page);
      await waitForH1(page, /Tarkista vastauksesi/);
      // The policy is linked before sending.
      expect(
        await page.getByRole('link', { name: 'moderointiperiaatteiden' }).getAttribute('href'),
      ).toBe('/moderointiperiaatteet');
      await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
      await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
      await waitForH1(page, /^Kiitos!/);

      // Hakemukset: the list counts the flags; the submission marks them in the text.
      await admin.goto(`/${MUNICIPALITY}/admin/hakemukset`);
      await poll(() => h1(admin)).toBe('Hakemukset');
      await poll(() => row(RETURNED).textContent()).toContain('2 huomiota');
      await expectNoAxeViolations(admin, 'Hakemukset with a flagged submission');
      await row(RETURNED)
        .getByRole('link', { name: /^Avaa hakemus/ })
        .click();
      await admin.getByRole('heading', { level: 2, name: `Hakemus: ${RETURNED}` }).waitFor();
      const flags = admin.getByRole('region', { name: 'Huomiot perusteluissa' });
      await poll(() => flags.locator('li').allTextContents()).toEqual([
        'Väittämä 1: verkko-osoite',
        'Väittämä 1: puhelinnumero',
      ]);
      const marks = admin.locator('mark.submission__flag');
      expect(await marks.allTextContents()).toEqual([
        'www.vaaliesite.fi [verkko-osoite]',
        '040 123 4567 [puhelinnumero]',
      ]);
      await expectNoAxeViolations(admin, 'a submission with its flags marked');

      // Returned by keyboard: the point of the policy and a note.
      await admin.getByRole('button', { name: 'Hylkää', exact: true }).focus();
      await admin.keyboard.press('Enter');
      const dialog = admin.getByRole('dialog', { name: 'Hylätäänkö hakemus?' });
      await dialog.waitFor();
      const point = dialog.getByLabel('Moderointiperiaatteiden kohta');
      await poll(() => point.locator('option').count()).toBeGreaterThan(6);
      await point.selectOption('6');
      await dialog.getByLabel('Perustelu (vapaaehtoinen)').fill(NOTE);
      expect(await dialog.getByLabel('Ilmoita ehdokkaalle sähköpostilla').isChecked()).toBe(true);
      await expectNoAxeViolations(admin, 'the return dialog');
      await dialog.getByRole('button', { name: 'Hylkää hakemus' }).focus();
      await admin.keyboard.press('Enter');
      await poll(() => statusText(admin)).toContain(`Hakemus hylättiin: ${RETURNED}.`);
      const mail = await waitForMail(mailDir, candidateEmail, { subject: /ei hyväksytty/i });
      expect(mail.text).toContain('Moderointiperiaatteiden kohta 6: Ei mainontaa eikä linkkejä.');
      expect(mail.text).toContain(NOTE);

      // The candidate opens the code: why, in Finnish, with the point linked to the policy.
      await page.goto(candidatePath);
      await waitForH1(page, /Korjaa vastauksiasi/);
      const why = page.locator('.notice').filter({ hasText: 'Miksi tietoja ei hyväksytty' });
      await poll(() => why.textContent()).toContain(
        'Moderointiperiaatteiden kohta 6: Ei mainontaa eikä linkkejä',
      );
      expect(await why.textContent()).toContain(`Ylläpidon viesti: ${NOTE}`);
      expect(
        await why
          .getByRole('link', { name: 'Moderointiperiaatteiden kohta 6' })
          .getAttribute('href'),
      ).toBe('/moderointiperiaatteet#kohta-6');
      await expectNoAxeViolations(page, "the returned submission on the candidate's code page");

      // Corrects statement 1 and sends again.
      await page.getByRole('link', { name: 'Korjaa vastauksia' }).click();
      await waitForH1(page, /Perustiedot/);
      await page.getByRole('button', { name: 'Jatka', exact: true }).click();
      await waitForH1(page, /Väittämät 1–/);
      const first = page.locator('.cs-statement', { hasText: 'Väittämä 1/25' });
      expect(await first.getByRole('textbox').inputValue()).toBe(FLAGGED);
      await first.getByRole('textbox').fill(CLEAN);
      await answerToCheckPage(page);
      await waitForH1(page, /Tarkista vastauksesi/);
      await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
      await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
      await waitForH1(page, /^Kiitos!/);
      await candidate.context.close();
    },
    LONG_TEST_MS,
  );

  it(
    'approves the corrected and another clean submission from the ready list in one action; a voter finds both',
    async () => {
      // Another candidate's first answers, clean, sent as the form sends them (with open data).
      const code = await accessCode(`valmis-${String(Date.now())}@example.fi`);
      const sent = await fetch(`${baseURL}/api/candidate-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
        body: JSON.stringify({
          code,
          consents: consentsGiven(true),
          form_data: {
            name: READY,
            age: 74,
            party: 'SDP',
            profession: 'Eläkeläinen',
            voting_number: null,
            image: null,
            answers: Array.from({ length: 25 }, () => 4),
            answer_justifications: Array.from({ length: 25 }, (_, i) => (i === 2 ? CLEAN : '')),
          },
        }),
      });
      expect(sent.status).toBe(201);

      await admin.goto(`/${MUNICIPALITY}/admin/hakemukset`);
      await poll(() => row(RETURNED).textContent()).toContain('Ei huomioita');
      const readyOnly = admin.getByLabel('Näytä vain valmiit hyväksyttäviksi');
      await readyOnly.focus();
      await admin.keyboard.press('Space');
      await admin.waitForURL(/valmiit=kylla/);
      const pick = (name: string) =>
        admin.getByRole('checkbox', { name: `Valitse hyväksyttäväksi: ${name}` });
      await pick(RETURNED).waitFor();
      await pick(READY).waitFor();
      await expectNoAxeViolations(admin, 'Hakemukset, ready to approve');
      for (const name of [RETURNED, READY]) {
        await pick(name).focus();
        await admin.keyboard.press('Space');
      }
      const bulk = admin.getByRole('button', { name: 'Hyväksy valitut (2)' });
      await bulk.focus();
      await admin.keyboard.press('Enter');
      const dialog = admin.getByRole('dialog', { name: 'Hyväksytäänkö 2 hakemusta?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('2 ehdokasta julkaistaan heti äänestäjille.');
      await expectNoAxeViolations(admin, 'the bulk approval dialog');
      await dialog.getByRole('button', { name: 'Hyväksy 2 hakemusta' }).click();
      await poll(() => statusText(admin)).toContain('2 hakemusta hyväksyttiin.');
      await poll(() => row(RETURNED).count()).toBe(0);

      // A voter's results list both.
      const voter = await openPage();
      await voter.page.goto(`/${MUNICIPALITY}/kysymykset`);
      await answerAll(voter.page, SAMPLE_ANSWERS);
      await voter.page.waitForURL(`**/${MUNICIPALITY}/tulokset`);
      // Demo candidates are on in these tests: the list shows ten, the search finds each.
      const search = voter.page.getByLabel('Etsi ehdokasta', { exact: true });
      for (const name of [RETURNED, READY]) {
        await search.fill(name);
        await search.press('Enter');
        await voter.page.getByRole('article', { name }).waitFor();
      }
      await voter.context.close();
    },
    LONG_TEST_MS,
  );

  it(
    'withdraws a consent on the candidate’s request in Ehdokkaat, by keyboard: open data, then publication',
    async () => {
      await admin.goto(`/${MUNICIPALITY}/admin/ehdokkaat`);
      await poll(() => h1(admin)).toBe('Ehdokkaat');
      // The row's name is read after the action (a hidden ": name").
      const opener = (name: string) =>
        admin.getByRole('button', { name: new RegExp(`^Peru suostumus\\W+${name}$`) });
      await opener(READY).focus();
      await admin.keyboard.press('Enter');
      const title = admin.getByRole('heading', { name: `Peru ehdokkaan ${READY} suostumus` });
      await title.waitFor();
      await poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe(
        `Peru ehdokkaan ${READY} suostumus`,
      );
      await expectNoAxeViolations(admin, 'the withdrawal panel');
      // Tab to the first choice, arrow to open data, Tab to the button that names the action.
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('ArrowDown');
      expect(await admin.getByRole('radio', { name: 'Julkaisu avoimena datana' }).isChecked()).toBe(
        true,
      );
      await admin.keyboard.press('Tab');
      expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe(
        'Peru avoimen datan suostumus',
      );
      await admin.keyboard.press('Enter');
      await poll(() => statusText(admin)).toBe(
        `Ehdokkaan ${READY} suostumus avoimeen dataan peruttiin: hän ei enää ole avoimessa datassa.`,
      );
      await expectNoAxeViolations(admin, 'Ehdokkaat after the withdrawal');

      // (a) for the other candidate: removed from the vaalikone.
      await opener(RETURNED).focus();
      await admin.keyboard.press('Enter');
      await admin.getByRole('heading', { name: `Peru ehdokkaan ${RETURNED} suostumus` }).waitFor();
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('Space');
      // Open data was never given: that choice is disabled, so Tab leaves the group.
      await admin.keyboard.press('Tab');
      expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe(
        'Peru suostumus ja poista ehdokas',
      );
      await admin.keyboard.press('Enter');
      await poll(() => statusText(admin)).toBe(
        `Suostumus julkaisuun peruttiin: ${RETURNED} poistettiin vaalikoneesta.`,
      );
      await poll(() => row(RETURNED).count()).toBe(0);
      const voters = (await (
        await fetch(`${baseURL}/api/municipalities/${MUNICIPALITY}/candidates`)
      ).json()) as { name: string }[];
      expect(voters.map((c) => c.name)).toContain(READY);
      expect(voters.map((c) => c.name)).not.toContain(RETURNED);
    },
    LONG_TEST_MS,
  );
  it(
    'tells a Swedish candidate why, in Swedish, with the point linked to the Swedish policy',
    async () => {
      const code = await accessCode(`returnerad-${String(Date.now())}@example.fi`);
      const sent = await fetch(`${baseURL}/api/candidate-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
        body: JSON.stringify({
          code,
          consents: consentsGiven(),
          language: 'sv',
          form_data: {
            name: 'Märta Returnerad',
            age: 71,
            party: 'RKP',
            profession: 'Pensionär',
            voting_number: null,
            image: null,
            answers: Array.from({ length: 25 }, () => 2),
            answer_justifications: Array.from({ length: 25 }, (_, i) =>
              i === 0 ? 'Läs mer på www.valsida.fi.' : '',
            ),
          },
        }),
      });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      const returned = await adminFetch(
        `/api/admin/municipalities/${MUNICIPALITY}/submissions/${String(id)}/reject`,
        { method: 'POST', json: { admin_notes: 'Ta bort webbadressen.', reason_point: '6' } },
      );
      expect(returned.status).toBe(200);

      const { page, context } = await openPage();
      await page.goto(`/sv/candidate-submission/${code}`);
      await waitForH1(page, /Rätta dina svar/);
      const why = page.locator('.notice').filter({ hasText: 'Varför uppgifterna inte godkändes' });
      await poll(() => why.textContent()).toContain('Modereringsprinciperna, punkt 6');
      expect(await why.textContent()).toContain('Ta bort webbadressen.');
      const link = why.getByRole('link', { name: /Modereringsprinciperna, punkt 6/ });
      expect(await link.getAttribute('href')).toBe('/sv/moderointiperiaatteet#kohta-6');
      await expectNoAxeViolations(page, 'the returned submission on the code page, in Swedish');
      await link.click();
      await waitForH1(page, /Modererings\u00ADprinciper|Modereringsprinciper/);
      await expectNoAxeViolations(page, 'the moderation policy in Swedish');
      await context.close();
    },
    LONG_TEST_MS,
  );
});
