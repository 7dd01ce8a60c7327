import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdminCli, startAppProcess, startMailCatcher } from './global-setup';
import { expectCleanTexts, watchConsole } from './message-ids';
import { CANDIDATE_AND_COMMON, expectNoFinnishMessages } from './no-finnish';
import {
  approveDialog,
  daysAhead,
  openSubmission,
  poll,
  throughStatementsSv,
  waitForH1,
} from './organizer-journey-support';
import {
  expectNoAxeViolations,
  firstLink,
  newPage,
  pageSettled,
  useBrowser,
  waitForMail,
} from './support';
import { PAGE_TIMEOUT } from './timeouts';

// The organizer's afternoon in Swedish, and after it (organizer-journey.e2e.ts has the Finnish
// one): a Swedish-speaking candidate of the official list gets her code by email in Swedish,
// answers through the pages on /sv, and the approval notice reaches her in Swedish. Then the
// organizer sets the deadline in the past on Asetukset, and a code's link, in Finnish and in
// Swedish, opens a plain closed page with the organizer's contact: no code field, no way on.
// With a real SMTP server (smtp-server) in the test. At each step: axe, no message id, no
// console error, and on /sv no Finnish UI text.

const FIXTURE = fileURLToPath(new URL('../fixtures/ministry-candidates.csv', import.meta.url));
const ADMIN = { email: 'jarjestaja-sv@example.fi', password: 'iltapaivan-salasana-2' };
const CONTACT = 'Liisa Järjestäjä, 040 123 4567';
const MARTA = 'marta@example.fi';

/** A step of the afternoon: several pages each, on a busy two-core machine. */
const STEP_MS = 180_000;

const browser = useBrowser();

describe("the organizer's afternoon for a Swedish-speaking candidate, and after the deadline", () => {
  let app: Awaited<ReturnType<typeof startAppProcess>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let page: Page;
  let watched: { problems: string[] };
  let cand: Page;
  let candWatched: { problems: string[] };
  let martaPath = '';
  let vainoCode = '';
  const seen = new Set<string>();

  beforeAll(async () => {
    mail = await startMailCatcher();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-journey-sv-'));
    await createAdminCli(inject('buildDir'), dataDir, ADMIN.email, ADMIN.password);
    app = await startAppProcess(inject('buildDir'), { DATA_DIR: dataDir, SMTP_URL: mail.smtpUrl });
    page = (await newPage(browser(), app.baseURL)).page;
    page.setDefaultTimeout(PAGE_TIMEOUT);
    watched = watchConsole(page);
    // The candidate's own browser, set to Swedish.
    cand = (await newPage(browser(), app.baseURL, { locale: 'sv-FI' })).page;
    cand.setDefaultTimeout(PAGE_TIMEOUT);
    candWatched = watchConsole(cand);
  }, 300_000);

  afterAll(async () => {
    await page?.context().close();
    await cand?.context().close();
    await app?.stop();
    await mail?.close();
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
    if (mail) fs.rmSync(mail.mailDir, { recursive: true, force: true });
  });

  async function checkStep(label: string, on: 'admin' | 'candidate' = 'admin') {
    const [p, w] = on === 'admin' ? [page, watched] : [cand, candWatched];
    await pageSettled(p);
    await expectNoAxeViolations(p, label);
    await expectCleanTexts(p, w, label);
    if (on === 'candidate' && new URL(p.url()).pathname.startsWith('/sv/'))
      await expectNoFinnishMessages(p, CANDIDATE_AND_COMMON, label);
  }

  async function saveSettings(deadline: string) {
    await page.goto('/admin/asetukset');
    await page.getByLabel('Yhteyshenkilö ehdokkaille').fill(CONTACT);
    await page.getByLabel('Vastausaika päättyy').fill(deadline);
    const demo = page.getByLabel('Esittelytila päällä (näytä esimerkkiehdokkaat)');
    if (await demo.isChecked()) await demo.uncheck();
    await page.getByRole('button', { name: 'Tallenna asetukset' }).click();
    await poll(() => page.locator('.status-message').textContent()).toContain('tallennettiin');
    await checkStep('settings');
  }

  it(
    'imports the list, sets the contact and a deadline, and makes the codes',
    async () => {
      await page.goto('/login');
      await page.getByLabel('Sähköpostiosoite').fill(ADMIN.email);
      await page.getByLabel('Salasana', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
      await page.waitForURL('**/admin');

      await page.goto('/admin/ehdokaslista');
      await page.getByLabel('Ehdokaslistan tiedosto').setInputFiles(FIXTURE);
      await page.getByRole('button', { name: 'Esikatsele' }).click();
      await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
      await poll(() =>
        page
          .getByRole('status')
          .allTextContents()
          .then((t) => t.join(' ')),
      ).toMatch(/Ehdokaslista tuotiin/);
      await saveSettings(daysAhead(7).input);

      await page.goto('/091/admin/ehdokaslista');
      const form = page.getByRole('form', { name: 'Pääsykoodit ehdokkaille tiedostosta' });
      const file = path.join(os.tmpdir(), `koodit-sv-${String(process.pid)}.csv`);
      fs.writeFileSync(file, `3;${MARTA}\n4;\n`);
      await form.getByLabel('Tiedosto: ehdokasnumero ja sähköposti').setInputFiles(file);
      await form.getByRole('button', { name: 'Esikatsele' }).click();
      await page.getByRole('button', { name: 'Luo 2 koodia' }).click();
      await poll(() =>
        page
          .getByRole('status')
          .allTextContents()
          .then((t) => t.join(' ')),
      ).toMatch(/Luotiin 2 koodia/);
      fs.rmSync(file, { force: true });

      await page.goto('/091/admin/ehdokaslista/kirjeet');
      const letter = page.locator('article.letter').filter({ hasText: 'Väinö Häkkinen' });
      vainoCode = ((await letter.locator('.letter__code').textContent()) ?? '').replace(/\s/g, '');
      expect(vainoCode).toMatch(/^[A-Z0-9]{8}$/);
    },
    STEP_MS,
  );

  it(
    'the Swedish candidate gets her code in Swedish and answers through the pages on /sv',
    async () => {
      const codeMail = await waitForMail(mail.mailDir, MARTA, {
        subject: /^Kandidatens kod/,
        seen,
      });
      expect(codeMail.text).toContain('Svara senast');
      expect(codeMail.text).toContain(CONTACT);
      expect(codeMail.text).not.toContain('Vastaa viimeistään');
      martaPath = new URL(firstLink(codeMail.text)).pathname;
      expect(martaPath).toMatch(/^\/sv\/candidate-submission\/[A-Z0-9]{8}$/);

      await cand.goto(martaPath);
      await waitForH1(cand, /Steg 1\/4.*Åtkomstkoden är giltig/);
      expect(await cand.evaluate(() => document.documentElement.lang)).toBe('sv');
      // The contact comes with the public settings, a moment after the page.
      await poll(() => cand.locator('main').textContent()).toContain(CONTACT);
      expect(await cand.locator('main').textContent()).toContain('Svara senast');
      await checkStep('sv first page', 'candidate');

      await cand.getByRole('link', { name: 'Börja' }).click();
      await waitForH1(cand, /Steg 2\/4.*Grunduppgifter/);
      // The official list's details, locked, and its age as a start.
      expect(await cand.getByLabel('Namn', { exact: true }).inputValue()).toBe('Märta Öhman');
      expect(await cand.getByLabel('Ålder', { exact: true }).inputValue()).toBe('71');
      await checkStep('sv details', 'candidate');
      await cand.getByRole('button', { name: 'Fortsätt', exact: true }).click();
      await throughStatementsSv(cand);
      expect(await cand.locator('main').textContent()).toContain('Märta Öhman');
      await checkStep('sv check page', 'candidate');

      const sent = cand.waitForResponse('**/api/candidate-submissions');
      await cand.getByRole('checkbox', { name: /i den här valkompassen/ }).check();
      await cand.getByRole('button', { name: 'Skicka svaren', exact: true }).click();
      expect((await sent).status()).toBe(201);
      await waitForH1(cand, /Tack! Dina svar har skickats/);
      const thanks = (await cand.locator('main').textContent()) ?? '';
      expect(thanks).toContain(CONTACT);
      expect(thanks).toContain('Du kan rätta dina svar med samma åtkomstkod till');
      await checkStep('sv thank-you page', 'candidate');
    },
    STEP_MS,
  );

  it(
    'approving her answers mails the notice in Swedish',
    async () => {
      await openSubmission(page, 'Märta Öhman');
      const { dialog, confirm } = await approveDialog(page);
      await dialog.getByRole('checkbox', { name: 'Ilmoita ehdokkaalle sähköpostilla' }).check();
      expect(await dialog.textContent()).toContain(MARTA);
      await confirm();
      await checkStep('approved with a Swedish notice');
      const notice = await waitForMail(mail.mailDir, MARTA, {
        subject: /^Dina kandidatuppgifter har godkänts$/,
        seen,
      });
      // The same truth as the form, in her language: corrections with the same code, the contact.
      expect(notice.text).toContain('Hej,');
      expect(notice.text).toContain('Du kan rätta dina uppgifter med samma kod till');
      expect(notice.text).toContain(`Frågor: ${CONTACT}`);
      for (const finnish of ['Hei,', 'hyväksytty', 'pääsykoodi', 'Kysyttävää'])
        expect(notice.text).not.toContain(finnish);
    },
    STEP_MS,
  );

  it(
    'after the deadline, a code link opens a plain closed page with the contact, in fi and sv',
    async () => {
      await saveSettings(daysAhead(-1).input);
      const closed = [
        {
          path: `/candidate-submission/${vainoCode}`,
          title: 'Vastausaika on päättynyt',
          on: 'Jatka',
        },
        { path: martaPath, title: 'Svarstiden har gått ut', on: 'Fortsätt' },
      ];
      for (const { path: link, title, on } of closed) {
        await cand.goto(link);
        await waitForH1(cand, new RegExp(`^${title}$`));
        await poll(() => cand.locator('main').textContent()).toContain(CONTACT);
        const main = (await cand.locator('main').textContent()) ?? '';
        // The code check's answer after the deadline is 403 answering_closed, which the browser
        // logs as a failed resource; that one line is the expected answer, not a problem.
        const refused = candWatched.problems.findIndex((p) =>
          /Failed to load resource: .* 403 \(Forbidden\)/.test(p),
        );
        expect(refused, `${link}: the code check answered 403`).toBeGreaterThanOrEqual(0);
        candWatched.problems.splice(refused, 1);
        expect(await cand.getByRole('textbox').count(), link).toBe(0);
        expect(await cand.getByRole('button', { name: on, exact: true }).count(), link).toBe(0);
        expect(await cand.getByRole('link', { name: on, exact: true }).count(), link).toBe(0);
        expect(main).not.toMatch(/ylläpitoon|administratör:/);
        await checkStep(`closed page ${link}`, 'candidate');
      }
    },
    STEP_MS,
  );
});
