import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminFetch, signInAsAdmin } from './candidate-submission-support';
import { expectNoAxeViolations, newPage, useBrowser } from './support';

// Virallinen ehdokaslista: the super admin previews the Ministry's file (a Latin-1 fixture with
// broken lines), imports it with the keyboard, and re-importing it changes nothing. A file that
// drops a candidate with an access code is imported only after the admin confirms that the code
// stops working, and then the code answers code_withdrawn (issue #32 F5).

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

  it('asks before removing a candidate with an access code, then the code stops working', async () => {
    await signInAsAdmin();
    const made = await adminFetch(
      '/api/admin/municipalities/091/official-candidates/access-codes',
      {
        method: 'POST',
        json: { rows: [{ candidate_number: 5, email: '' }], valid_days: 14, send_email: false },
      },
    );
    expect(made.status).toBe(201);
    const code = ((await made.json()) as { codes: { code: string }[] }).codes[0]!.code;
    // The fixture without Helsinki's number 5 (Sämpy Kärkkäinen).
    const lines = fs.readFileSync(FIXTURE, 'latin1').split('\n');
    const without = lines.filter((l) => {
      const f = l.split(';');
      return !(f[2] === '091' && f[3] === 'K' && f[14] === '0005');
    });
    expect(without).toHaveLength(lines.length - 1);

    const { page, context } = await signedInAdmin();
    await page.goto('/admin/ehdokaslista');
    await page.getByLabel('Ehdokaslistan tiedosto').setInputFiles({
      name: 'ilman-numeroa-5.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(without.join('\n'), 'latin1'),
    });
    await page.getByRole('button', { name: 'Esikatsele' }).click();
    await page.getByRole('heading', { name: 'Poistuvat ehdokkaat (1)' }).waitFor();
    await page.getByText('Varoitus: 1 poistuvalla ehdokkaalla on pääsykoodi.').waitFor();
    expect(
      await cells(page, 'Poistuvat ehdokkaat, heidän pääsykoodinsa ja lähetetyt vastauksensa'),
    ).toEqual([['5', 'Sämpy Kärkkäinen', '1', '0']]);
    await expectNoAxeViolations(page, '/admin/ehdokaslista (removals)');

    // Without the tick nothing is sent: the page moves to the tick and says why.
    await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe(
      'official-confirm-removals',
    );
    await poll(() => page.locator('.field-error').textContent()).toContain('Vahvista ensin');
    await expectNoAxeViolations(page, '/admin/ehdokaslista (removals unconfirmed)');
    // Meanwhile another code is made for the same candidate: the tick confirmed one code, so
    // the server asks again and the page shows the current removals, unticked.
    const second = await adminFetch(
      '/api/admin/municipalities/091/official-candidates/access-codes',
      {
        method: 'POST',
        json: { rows: [{ candidate_number: 5, email: '' }], valid_days: 14, send_email: false },
      },
    );
    expect(second.status).toBe(201);
    await page.getByRole('checkbox', { name: /^Ymmärrän: 1 ehdokas poistetaan/ }).check();
    await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
    await page
      .getByRole('alert')
      .getByText(/muuttuneet esikatselun jälkeen/)
      .waitFor();
    await poll(() =>
      cells(page, 'Poistuvat ehdokkaat, heidän pääsykoodinsa ja lähetetyt vastauksensa'),
    ).toEqual([['5', 'Sämpy Kärkkäinen', '2', '0']]);
    const tick = page.getByRole('checkbox', { name: /^Ymmärrän: 1 ehdokas poistetaan/ });
    expect(await tick.isChecked()).toBe(false);
    await tick.check();
    await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
    await poll(() => statusText(page)).toContain('1 poistettu');

    const check = await fetch(`${baseURL}/api/access-codes/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
      body: JSON.stringify({ code }),
    });
    expect(check.status).toBe(410);
    expect(((await check.json()) as { error: { code: string } }).error.code).toBe('code_withdrawn');

    // The whole file again: the candidate is back (a withdrawn code stays withdrawn).
    await preview(page);
    await page.getByRole('button', { name: 'Tuo ehdokkaat' }).click();
    await poll(() => statusText(page)).toMatch(/Ehdokaslista tuotiin: 1 uusi/);
    await context.close();
  });
});
