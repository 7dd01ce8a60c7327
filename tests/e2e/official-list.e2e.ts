import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';

// Virallinen ehdokaslista: the super admin previews the Ministry's file (a Latin-1 fixture with
// broken lines), imports it with the keyboard, and re-importing it changes nothing.

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const FIXTURE = fileURLToPath(new URL('../fixtures/ministry-candidates.csv', import.meta.url));

const browser = useBrowser();
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const statusText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('.notice--success') })
    .textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function signedInAdmin() {
  const session = await newPage(browser(), baseURL);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Sähköpostiosoite').fill(adminEmail);
  await page.getByLabel('Salasana', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await page.waitForURL('**/admin');
  return session;
}

async function preview(page: Page) {
  await page.getByLabel('Ehdokaslistan tiedosto').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Esikatsele' }).click();
  await page.getByRole('heading', { name: 'Esikatselu: ministry-candidates.csv' }).waitFor();
}

const cells = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim())),
    );

describe('official candidate list', () => {
  it('previews the file, writes nothing until confirmed, and a re-import changes nothing', async () => {
    const { page, context } = await signedInAdmin();
    await page.goto('/admin/ehdokaslista');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Virallinen ehdokaslista',
    );
    await expectNoAxeViolations(page, '/admin/ehdokaslista');

    // Previewing without a file says what to do.
    await page.getByRole('button', { name: 'Esikatsele' }).click();
    await poll(() => page.locator('.field-error').textContent()).toContain(
      'Valitse ensin tiedosto.',
    );

    await preview(page);
    // Focus moves to the preview's heading.
    await poll(() => focusedText(page)).toBe('Esikatselu: ministry-candidates.csv');
    const diff = await cells(page, 'Muutokset kunnittain');
    expect(diff.find((r) => r[0] === 'Helsinki')).toEqual(['Helsinki', '4', '0', '0', '0', '3']);
    const refused = await cells(page, 'Hylätyt rivit ja syyt');
    expect(refused.map((r) => r[0])).toEqual(['5', '6', '7', '12']);
    expect(refused[0]?.join(' ')).toContain('Ehdokasnumero 4 on jo rivillä 3.');
    await page.getByText('YHTL: 1 ehdokas').waitFor();
    await expectNoAxeViolations(page, '/admin/ehdokaslista (preview)');

    // Cancel: nothing written, the server still sees every row as new.
    await page.getByRole('button', { name: 'Peruuta' }).click();
    await poll(() => statusText(page)).toContain('Tuonti peruttiin. Mitään ei tallennettu.');

    // Preview again, then confirm with the keyboard only: Tab from the heading to the button.
    await preview(page);
    const confirm = page.getByRole('button', { name: 'Tuo ehdokkaat' });
    for (let i = 0; i < 20; i++) {
      if (await confirm.evaluate((b) => b === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await poll(() => statusText(page)).toMatch(/Ehdokaslista tuotiin: \d+ uutta/);

    // The same file again: every row unchanged.
    await preview(page);
    const again = await cells(page, 'Muutokset kunnittain');
    expect(again.find((r) => r[0] === 'Helsinki')).toEqual(['Helsinki', '0', '0', '4', '0', '3']);
    await context.close();
  });
});
