import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAppProcess } from './global-setup';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// The first super admin without stopping the server: a server started on an empty DATA_DIR
// prints a one-time setup link; the operator opens it, creates the admin and signs in.

const buildDir = inject('buildDir');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-setup-e2e-'));
const browser = useBrowser();
let app: Awaited<ReturnType<typeof startAppProcess>>;

beforeAll(async () => {
  app = await startAppProcess(buildDir, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const publicDemo = async () =>
  ((await (await fetch(`${app.baseURL}/api/settings/public`)).json()) as { use_mock_data: boolean })
    .use_mock_data;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });

describe('the setup link', () => {
  it('creates the first super admin in the browser, who then signs in', async () => {
    const links = app.output().match(/https?:\/\/[^\s"]+\/asennus\?token=[\w-]+/g) ?? [];
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.startsWith(`${app.baseURL}/asennus?token=`)).toBe(true);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    const { context, page } = await newPage(browser(), app.baseURL);
    await page.goto(link);
    await poll(() => h1(page)).toBe('Luo ensimmäinen pääkäyttäjä');
    await expectNoAxeViolations(page, 'the setup form');

    // An empty form: the error summary lists what is missing.
    await page.getByRole('button', { name: 'Luo pääkäyttäjä' }).click();
    await poll(() => page.getByRole('alert').first().textContent()).toContain('Kirjoita nimesi');
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Valitse, onko tämä oikea vaali vai kokeilu.',
    );
    await expectNoAxeViolations(page, 'the setup form with errors');

    await page.getByLabel('Nimesi').fill('Eka Pääkäyttäjä');
    await page.getByLabel('Sähköpostiosoite').fill('asennus@example.fi');
    await page.getByLabel('Uusi salasana', { exact: true }).fill('asennuksen-salasana');
    await page.getByLabel('Uusi salasana uudelleen').fill('asennuksen-salasana');
    // The question, with the keyboard: the first choice, then the arrow key to the second.
    const question = page.getByRole('group', { name: 'Onko tämä oikea vaali vai kokeilu?' });
    const real = question.getByRole('radio', { name: 'Oikea vaali' });
    const demo = question.getByRole('radio', { name: 'Kokeilu' });
    expect(await real.isChecked()).toBe(false);
    expect(await demo.isChecked()).toBe(false);
    await real.focus();
    await page.keyboard.press('Space');
    expect(await real.isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await demo.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Luo pääkäyttäjä' }).click();
    await poll(() => h1(page)).toBe('Pääkäyttäjä on luotu');
    await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.getByRole('status').textContent()).toContain('Esittelytila on päällä');
    await expectNoAxeViolations(page, 'the setup done page');

    await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Sähköpostiosoite').fill('asennus@example.fi');
    await page.getByLabel('Salasana', { exact: true }).fill('asennuksen-salasana');
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await page.waitForURL('**/admin');

    // A demo: every admin page says that demo mode is on, with a way to turn it off.
    const notice = page.locator('.demo-notice');
    await poll(() => notice.textContent()).toContain('Esittelytila on päällä.');
    await expectNoAxeViolations(page, '/admin with the demo notice');
    await page.goto('/admin/kunnat');
    await poll(() => h1(page)).toBe('Kunnat');
    await poll(() => notice.textContent()).toContain('Esittelytila on päällä.');
    expect(await publicDemo()).toBe(true);
    // Turned off with the keyboard: a status message takes the button's place and gets the focus.
    await page.getByRole('button', { name: 'Ota esittelytila pois' }).focus();
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Esittelytila on otettu pois' });
    await done.waitFor();
    await poll(() => done.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'demo mode turned off');
    expect(await publicDemo()).toBe(false);
    await page.goto('/admin/asetukset');
    await poll(() => h1(page)).toBe('Asetukset');
    await page.getByRole('checkbox', { name: /Esittelytila päällä/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Esittelytila päällä/ }).isChecked()).toBe(
      false,
    );
    expect(await notice.count()).toBe(0);

    // The link worked once.
    await page.goto(link);
    await poll(() => h1(page)).toBe('Pääkäyttäjä on jo luotu');
    await expectNoAxeViolations(page, 'the used setup link');
    await context.close();
  }, 120_000);
});
