import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIKERT_LABELS } from '#core/likert';
import { createAdminCli, startAppProcess, startMailCatcher } from './global-setup';
import { expectCleanTexts, watchConsole } from './message-ids';
import {
  approveDialog,
  changeAnswer,
  datesIn,
  openSubmission,
  poll,
  runCommand,
  send,
  throughStatements,
  waitForH1,
  weekAhead,
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
import { answerAll, SAMPLE_ANSWERS } from './voter-support';

// The organizer's afternoon, through the pages, on a fresh data dir of its own: import the
// Ministry's file, set the contact and the answering deadline, make codes by email and by letter,
// print the letters, remind; a letter candidate answers through the form in a browser of their
// own, the admin approves, the candidate corrects with the same code and the admin approves the
// correction; Vastaustilanne; the voter sees the corrected answer in Finnish and on /sv; open data
// is published and its files read; a backup is downloaded. Twice: without SMTP_URL, and with a
// real SMTP server that receives the codes and the reminders (Finnish and Swedish); the candidate
// who answers got a letter, so no approval notice is mailed. At each step: axe, no message id, no console error.

const FIXTURE = fileURLToPath(new URL('../fixtures/ministry-candidates.csv', import.meta.url));
const ADMIN = { email: 'jarjestaja@example.fi', password: 'iltapaivan-salasana-1' };
const CONTACT = 'Liisa Järjestäjä, 040 123 4567';
const AIJO = 'aijo@example.fi';
const MARTA = 'marta@example.fi';

const DEADLINE = weekAhead();
const CORRECTED = 'Korjaan: kotihoito ensin, sitten kaikki muu.';

const browser = useBrowser();

for (const mode of ['without SMTP', 'with SMTP'] as const) {
  describe(`the organizer's afternoon, ${mode}`, () => {
    const mailOn = mode === 'with SMTP';
    let app: Awaited<ReturnType<typeof startAppProcess>>;
    let mail: Awaited<ReturnType<typeof startMailCatcher>> | null = null;
    let page: Page;
    let watched: { problems: string[] };
    // The candidate's own browser (a brand-new one: nothing started on it).
    let cand: Page;
    let candWatched: { problems: string[] };
    let code = '';
    const seen = new Set<string>();

    beforeAll(async () => {
      if (mailOn) mail = await startMailCatcher();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-journey-'));
      await createAdminCli(inject('buildDir'), dataDir, ADMIN.email, ADMIN.password);
      app = await startAppProcess(inject('buildDir'), {
        DATA_DIR: dataDir,
        ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
      });
      page = (await newPage(browser(), app.baseURL)).page;
      page.setDefaultTimeout(PAGE_TIMEOUT);
      watched = watchConsole(page);
      cand = (await newPage(browser(), app.baseURL)).page;
      cand.setDefaultTimeout(PAGE_TIMEOUT);
      candWatched = watchConsole(cand);
    });

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
    }
    const statusText = () =>
      page
        .getByRole('status')
        .filter({ has: page.locator('.notice--success') })
        .allTextContents();

    it('signs in and imports the Ministry file', async () => {
      await page.goto('/login');
      await page.getByLabel('Sähköpostiosoite').fill(ADMIN.email);
      await page.getByLabel('Salasana', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
      await page.waitForURL('**/admin');
      await checkStep('admin home');

      await page.goto('/admin/ehdokaslista');
      await page.getByLabel('Ehdokaslistan tiedosto').setInputFiles(FIXTURE);
      await page.getByRole('button', { name: 'Esikatsele' }).click();
      await page.getByRole('heading', { name: 'Esikatselu: ministry-candidates.csv' }).waitFor();
      await checkStep('import preview');
      await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
      await poll(() => statusText().then((t) => t.join(' '))).toMatch(/Ehdokaslista tuotiin/);
      await checkStep('imported');
    });

    it("sets the organizer's contact and the answering deadline", async () => {
      await page.goto('/admin/asetukset');
      await page.getByLabel('Yhteyshenkilö ehdokkaille').fill(CONTACT);
      await page.getByLabel('Vastausaika päättyy').fill(DEADLINE.input);
      // A fresh install shows made-up candidates; the organizer turns that off before the election.
      await page.getByLabel('Esittelytila päällä (näytä esimerkkiehdokkaat)').uncheck();
      await page.getByRole('button', { name: 'Tallenna asetukset' }).click();
      await poll(() => page.locator('.status-message').textContent()).toContain('tallennettiin');
      await checkStep('settings');
    });

    it('makes codes by email and by letter from the official list, and says what really happened', async () => {
      await page.goto('/091/admin/ehdokaslista');
      const form = page.getByRole('form', { name: 'Pääsykoodit ehdokkaille tiedostosta' });
      const file = path.join(os.tmpdir(), `koodit-${String(process.pid)}.csv`);
      fs.writeFileSync(file, `2;${AIJO}\n3;${MARTA}\n4;\n`);
      await form.getByLabel('Tiedosto: ehdokasnumero ja sähköposti').setInputFiles(file);
      if (!mailOn) expect(await form.textContent()).toContain('Sähköposti ei ole käytössä');
      await form.getByRole('button', { name: 'Esikatsele' }).click();
      const preview = page.getByRole('region', { name: 'Esikatselu: tehtävät koodit' });
      await preview.waitFor();
      // The preview promises what will happen: no emails without SMTP_URL.
      expect(await preview.locator('p').first().textContent()).toContain(
        mailOn ? '3 koodia: 2 sähköpostilla, 1 kirjeenä.' : '3 koodia, kaikki kirjeinä',
      );
      await page.getByRole('button', { name: 'Luo 3 koodia' }).click();
      const done = await poll(() => statusText().then((t) => t.join(' '))).toMatch(
        /Luotiin 3 koodia/,
      );
      void done;
      const said = (await statusText()).join(' ');
      if (mailOn) expect(said).toContain('2 sähköpostia jonossa, 1 kirje tulostettavana');
      else expect(said).toContain('kaikki 3 koodia ovat tulostettavina kirjeinä');
      await checkStep('codes made');
    });

    it("prints the letters, each in the candidate's language with the contact", async () => {
      await page.goto('/091/admin/ehdokaslista/kirjeet');
      const letters = page.locator('article.letter');
      await poll(() => letters.count()).toBe(mailOn ? 1 : 3);
      const vaino = letters.filter({ hasText: 'Väinö Häkkinen' });
      expect(await vaino.textContent()).toContain(`Kysyttävää: ${CONTACT}`);
      // The codes last past the deadline: the letter gives the deadline alone.
      expect(await vaino.textContent()).toContain('Vastaa viimeistään');
      expect(await vaino.textContent()).not.toContain('Koodi on voimassa');
      if (!mailOn) {
        const marta = letters.filter({ hasText: 'Märta Öhman' });
        expect(await marta.getAttribute('lang')).toBe('sv');
        expect(await marta.textContent()).toContain('Din kod:');
        expect(await marta.locator('.letter__link').textContent()).toMatch(
          /\/sv\/candidate-submission\/[A-Z0-9]{8}$/,
        );
      }
      await checkStep('letters');
    });

    it('Pääsykoodit names each candidate; Lähetä uudelleen only where it can work', async () => {
      await page.goto('/091/admin/paasykoodit');
      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      await row('Märta Öhman, numero 3').waitFor();
      expect(await row('Väinö Häkkinen, numero 4').textContent()).toContain('Kirje');
      expect(
        await row('Väinö Häkkinen')
          .getByRole('button', { name: /Lähetä uudelleen/ })
          .count(),
      ).toBe(0);
      expect(
        await row('Äijö Åkerström')
          .getByRole('button', { name: /Lähetä uudelleen/ })
          .count(),
      ).toBe(mailOn ? 1 : 0);
      if (!mailOn)
        expect(await page.locator('main').textContent()).toContain('Sähköposti ei ole käytössä');
      await checkStep('Pääsykoodit');
    });

    it('Muistuta tells, below the button, what was sent; reminders follow the language', async () => {
      await page.getByRole('button', { name: 'Muistuta', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Lähetetäänkö muistutus?' });
      await dialog.getByRole('button', { name: 'Lähetä muistutus' }).click();
      const outcome = page.locator('#remind-status');
      await poll(() => outcome.textContent()).toMatch(/muistutus/i);
      const said = (await outcome.textContent()) ?? '';
      if (mailOn) {
        expect(said).toContain('2 muistutusta lähti jonoon');
        const sv = await waitForMail(mail!.mailDir, MARTA, { subject: /^Påminnelse/, seen });
        expect(sv.text).not.toContain('Muistutamme');
        expect(firstLink(sv.text)).toMatch(/\/sv\/candidate-submission\//);
        const fi = await waitForMail(mail!.mailDir, AIJO, { subject: /^Muistutus/, seen });
        expect(fi.text).toContain(CONTACT);
      } else {
        expect(said).toContain('2 muistutusta ei lähetetty');
        // Pressed again: still nothing claimed as sent.
        await page.getByRole('button', { name: 'Muistuta', exact: true }).click();
        await dialog.getByRole('button', { name: 'Lähetä muistutus' }).click();
        await poll(() => outcome.textContent()).toContain('2 muistutusta ei lähetetty');
        expect(await outcome.textContent()).not.toContain('jo muistutettu');
      }
      expect(said).toContain('tulosta hänelle muistutuskirje');
      await checkStep('Muistuta');
    });

    it('a letter candidate types the code from the letter and answers through the form', async () => {
      await page.goto('/091/admin/ehdokaslista/kirjeet');
      const letter = page.locator('article.letter').filter({ hasText: 'Väinö Häkkinen' });
      // As printed: "ABCD 2345".
      const printed = (await letter.locator('.letter__code').textContent()) ?? '';
      code = printed.replace(/\s/g, '');
      expect(code).toMatch(/^[A-Z0-9]{8}$/);

      await cand.goto('/candidate-submission');
      const codeField = cand.getByRole('textbox', { name: 'Pääsykoodi' });
      await codeField.waitFor();
      // The code came by letter: the page must not send the candidate to look in their email.
      expect(await cand.locator('main').textContent()).toContain('sähköpostissa tai kirjeessä');
      await codeField.fill(printed.trim());
      await checkStep('code entry', 'candidate');
      await cand.getByRole('button', { name: 'Jatka', exact: true }).click();
      await waitForH1(cand, /Vaihe 1\/4.*Pääsykoodi on voimassa/);
      const first = (await cand.locator('main').textContent()) ?? '';
      // One date that matters: the deadline, with corrections possible until then.
      expect(first).toContain(
        `Vastaa viimeistään ${DEADLINE.shown}. Voit korjata vastauksiasi samalla koodilla siihen asti.`,
      );
      expect(new Set(datesIn(first))).toEqual(new Set([DEADLINE.shown.split(' ')[0]]));
      expect(first).not.toContain('aikarajaa');
      expect(first).not.toContain('Olet jo aloittanut');
      expect(first).toContain(CONTACT);
      await checkStep('candidate first page', 'candidate');

      await cand.getByRole('link', { name: 'Aloita' }).click();
      await waitForH1(cand, /Vaihe 2\/4.*Perustiedot/);
      // The official list's details, locked, and the age and profession as a start.
      expect(await cand.getByLabel('Nimi', { exact: true }).inputValue()).toBe('Väinö Häkkinen');
      expect(await cand.getByLabel('Ikä', { exact: true }).inputValue()).toBe('69');
      await checkStep('candidate details', 'candidate');
      await cand.getByRole('button', { name: 'Jatka', exact: true }).click();
      await checkStep('candidate statements', 'candidate');
      await throughStatements(cand);
      const review = (await cand.locator('main').textContent()) ?? '';
      expect(review).toContain('Väinö Häkkinen');
      expect(review).not.toContain('vain kerran');
      await checkStep('candidate check page', 'candidate');
      await send(cand);
      const thanks = (await cand.locator('main').textContent()) ?? '';
      expect(thanks).toContain(CONTACT);
      expect(thanks).toContain(
        `Voit korjata vastauksiasi samalla pääsykoodilla ${DEADLINE.shown} asti.`,
      );
      expect(thanks).not.toContain('Saatat saada sähköpostia');
      await checkStep('candidate thank-you page', 'candidate');
    });

    it('approving the letter candidate offers no email notice', async () => {
      await openSubmission(page, 'Väinö Häkkinen');
      const { dialog, confirm } = await approveDialog(page);
      expect(await dialog.getByRole('checkbox').count()).toBe(0);
      expect(await dialog.textContent()).toContain(
        mailOn ? 'Ehdokas sai koodinsa kirjeellä' : 'Sähköposti ei ole käytössä',
      );
      await expectNoAxeViolations(page, 'approve dialog');
      await confirm();
      await checkStep('approved');
    });

    it('the candidate corrects with the same code; the admin sees what changed and approves again', async () => {
      await cand.goto(`/candidate-submission/${code}`);
      await waitForH1(cand, /Korjaa vastauksiasi/);
      const first = (await cand.locator('main').textContent()) ?? '';
      expect(first).toContain('Vastauksesi on hyväksytty');
      expect(first).toContain(`Voit korjata vastauksiasi ${DEADLINE.shown} asti.`);
      await checkStep('correction first page', 'candidate');
      await cand.getByRole('link', { name: 'Korjaa vastauksia' }).click();
      await waitForH1(cand, /Perustiedot/);
      await cand.getByRole('button', { name: 'Jatka', exact: true }).click();
      await throughStatements(cand);
      await changeAnswer(cand, 1, LIKERT_LABELS[4], CORRECTED);
      expect(await cand.locator('main').textContent()).not.toContain('vain kerran');
      await checkStep('correction check page', 'candidate');
      await send(cand);
      await checkStep('correction sent', 'candidate');

      await openSubmission(page, 'Väinö Häkkinen', 'Korjaus julkaistuun');
      const changes = page.getByRole('heading', { name: 'Muutokset julkaistuun profiiliin' });
      await changes.waitFor();
      expect(await page.locator('main').textContent()).toContain(CORRECTED);
      await checkStep('correction under review');
      await (await approveDialog(page)).confirm();
      await checkStep('correction approved');
    });

    // Only with SMTP: without it every code is a letter, and no notice can be mailed.
    it.runIf(mailOn)(
      'an email candidate answers from the emailed link; approval mails a notice',
      async () => {
        const codeMail = await waitForMail(mail!.mailDir, AIJO, {
          subject: /^Ehdokkaan pääsykoodi/,
          seen,
        });
        expect(codeMail.text).toContain('Vastaa viimeistään');
        expect(codeMail.text).not.toContain('Koodi on voimassa');
        await cand.goto(new URL(firstLink(codeMail.text)).pathname);
        await waitForH1(cand, /Pääsykoodi on voimassa/);
        await cand.getByRole('link', { name: 'Aloita' }).click();
        await waitForH1(cand, /Perustiedot/);
        expect(await cand.getByLabel('Nimi', { exact: true }).inputValue()).toBe('Äijö Åkerström');
        await cand.getByRole('button', { name: 'Jatka', exact: true }).click();
        await throughStatements(cand);
        await send(cand);
        expect(await cand.locator('main').textContent()).toContain('Jos koodi tuli sähköpostilla');
        await checkStep('email candidate thank-you page', 'candidate');

        await openSubmission(page, 'Äijö Åkerström');
        const { dialog, confirm } = await approveDialog(page);
        const notify = dialog.getByRole('checkbox', { name: 'Ilmoita ehdokkaalle sähköpostilla' });
        await notify.check();
        expect(await dialog.textContent()).toContain(AIJO);
        await expectNoAxeViolations(page, 'approve dialog with notice');
        await confirm();
        await checkStep('approved with notice');
        const notice = await waitForMail(mail!.mailDir, AIJO, {
          subject: /^Ehdokastietosi on hyväksytty/,
          seen,
        });
        // The notice tells the same truth as the form: corrections with the same code, the contact.
        expect(notice.text).toContain('Voit korjata tietojasi samalla pääsykoodilla');
        expect(notice.text).toContain(CONTACT);
      },
    );

    it('Vastaustilanne counts made, mailed and printed truthfully', async () => {
      await page.goto('/091/admin');
      const row = page.getByRole('row').filter({ hasText: 'Helsinki' });
      await row.waitFor();
      const figures = async () =>
        row.locator('td').evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));
      // official, made, mailed, letters, answered, waiting, published
      // Without SMTP_URL every code is a letter, as the letters page prints them.
      await poll(figures).toEqual([
        '4',
        '3',
        mailOn ? '2' : '0',
        mailOn ? '1' : '3',
        mailOn ? '2' : '1',
        '0',
        mailOn ? '2' : '1',
      ]);
      await checkStep('Vastaustilanne');
    });

    it('the voter sees the corrected answer, in Finnish and on /sv', async () => {
      // The voter answers once with the mouse; the answers stay on the device for /sv too.
      await page.goto('/091/kysymykset?kysymys=1');
      await answerAll(page, SAMPLE_ANSWERS);
      for (const prefix of ['', '/sv']) {
        await page.goto(`${prefix}/091`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await checkStep(`${prefix || '/'} municipality`);
        await page.goto(`${prefix}/091/tulokset`);
        const card = page.getByRole('article').filter({ hasText: 'Väinö Häkkinen' });
        await card.getByRole('button', { name: prefix ? /Visa svar/ : /Näytä vastaukset/ }).click();
        await poll(() => card.textContent()).toContain(CORRECTED);
        await checkStep(`${prefix || '/'} results`);
      }
    });

    it('publishes open data; the linked files hold the approved candidate and no email', async () => {
      await page.goto('/admin/asetukset');
      await page.getByLabel('Julkaise ehdokkaiden vastaukset avoimena datana').check();
      await page.getByRole('button', { name: 'Tallenna asetukset' }).click();
      await poll(() => page.locator('.status-message').textContent()).toContain('tallennettiin');
      const links = page.getByRole('link', { name: /^candidates\.(csv|json)$/ });
      await poll(() => links.count()).toBe(2);
      await checkStep('open data published');
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        const res = await fetch(new URL(href!, app.baseURL));
        expect(res.status, href!).toBe(200);
        const body = await res.text();
        expect(body).toContain('Väinö Häkkinen');
        expect(body).toContain(CORRECTED);
        expect(body).not.toContain('@');
        expect(body).not.toContain(code);
      }
    });

    it('takes a backup from the admin home: a file that holds the election', async () => {
      await page.goto('/admin');
      const link = page.getByRole('link', { name: 'Lataa varmuuskopio' });
      await link.waitFor();
      await checkStep('admin home with backup');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = await download.path();
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      const sql = fs.readFileSync(file, 'utf8');
      expect(sql).toContain('Häkkinen');
      expect(sql).toContain(CORRECTED);

      // And as README tells the server's keeper: `npm run backup -- --out FILE`, while it runs.
      const out = path.join(app.dataDir, '..', `${path.basename(app.dataDir)}-varmuuskopio.sql`);
      const cli = await runCommand('backup.mjs', ['--out', out], {
        DATA_DIR: app.dataDir,
        VAALIKONE_DIST: inject('buildDir'),
      });
      try {
        expect(cli.code, cli.out).toBe(0);
        expect(fs.statSync(out).size).toBeGreaterThan(0);
        expect(fs.readFileSync(out, 'utf8')).toContain(CORRECTED);
      } finally {
        fs.rmSync(out, { force: true });
      }
    });
  });
}
