import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdminCli, startAppProcess, startMailCatcher } from './global-setup';
import { expectCleanTexts, watchConsole } from './message-ids';
import {
  expectNoAxeViolations,
  firstLink,
  newPage,
  pageSettled,
  useBrowser,
  waitForMail,
} from './support';
import { PAGE_TIMEOUT } from './timeouts';

// The organizer's afternoon, through the pages, on a fresh data dir of its own: import the
// Ministry's file, set the contact, make codes by email and by letter, print the letters, remind,
// review and approve, and read Vastaustilanne. Twice: without SMTP_URL, and with a real SMTP
// server that receives the codes, the reminders (Finnish and Swedish) and the approval notice.
// At each step: axe, no message id, no console error.

const FIXTURE = fileURLToPath(new URL('../fixtures/ministry-candidates.csv', import.meta.url));
const ADMIN = { email: 'jarjestaja@example.fi', password: 'iltapaivan-salasana-1' };
const CONTACT = 'Liisa Järjestäjä, 040 123 4567';
const AIJO = 'aijo@example.fi';
const MARTA = 'marta@example.fi';

const browser = useBrowser();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });

for (const mode of ['without SMTP', 'with SMTP'] as const) {
  describe(`the organizer's afternoon, ${mode}`, () => {
    const mailOn = mode === 'with SMTP';
    let app: Awaited<ReturnType<typeof startAppProcess>>;
    let mail: Awaited<ReturnType<typeof startMailCatcher>> | null = null;
    let page: Page;
    let watched: { problems: string[] };
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
    });

    afterAll(async () => {
      await page?.context().close();
      await app?.stop();
      await mail?.close();
      if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
      if (mail) fs.rmSync(mail.mailDir, { recursive: true, force: true });
    });

    async function checkStep(label: string) {
      await pageSettled(page);
      await expectNoAxeViolations(page, label);
      await expectCleanTexts(page, watched, label);
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

    it("sets the organizer's contact", async () => {
      await page.goto('/admin/asetukset');
      await page.getByLabel('Yhteyshenkilö ehdokkaille').fill(CONTACT);
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

    it('a letter candidate answers; approving offers no email notice', async () => {
      await page.goto('/091/admin/ehdokaslista/kirjeet');
      const letter = page.locator('article.letter').filter({ hasText: 'Väinö Häkkinen' });
      const code = ((await letter.locator('.letter__code').textContent()) ?? '').replace(/\s/g, '');
      // The candidate's answers are sent as the form sends them (the form itself has its own
      // e2e tests: candidate-submission.e2e.ts, candidate-sv.e2e.ts).
      const res = await fetch(`${app.baseURL}/api/candidate-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          code,
          form_data: {
            name: 'Väinö Häkkinen',
            age: 69,
            party: 'SDP',
            profession: 'sähköasentaja',
            voting_number: 4,
            image: null,
            answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
            answer_justifications: Array.from({ length: 25 }, () => ''),
          },
        }),
      });
      expect(res.status).toBe(201);
      await page.goto('/091/admin/hakemukset');
      await page
        .getByRole('row')
        .filter({ hasText: 'Väinö Häkkinen' })
        .getByRole('link', { name: /^Avaa hakemus/ })
        .click();
      await page.getByRole('button', { name: 'Hyväksy', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBe(0);
      expect(await dialog.textContent()).toContain(
        mailOn ? 'Ehdokas sai koodinsa kirjeellä' : 'Sähköposti ei ole käytössä',
      );
      await expectNoAxeViolations(page, 'approve dialog');
      await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
      await dialog.waitFor({ state: 'detached' });
      await checkStep('approved');
    });

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
        '1',
        '0',
        '1',
      ]);
      await checkStep('Vastaustilanne');
    });

    it('the voter sees the approved candidate in Finnish and on /sv', async () => {
      for (const prefix of ['', '/sv']) {
        await page.goto(`${prefix}/091`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await checkStep(`${prefix || '/'} results`);
      }
    });
  });
}
