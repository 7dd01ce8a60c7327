import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '#server/db/client';
import { NATIONAL, seedNationalAdminLists } from '../admin-lists-seed';
import { createAdminCli, startAppProcess } from './global-setup';
import { expectNoAxeViolations, newPage, useBrowser } from './support';

// A real election's size in the browser: a server of its own (the shared one keeps its three
// municipalities) with every mainland municipality taking part, 35,000 candidates of whom 1,200
// in Helsinki, and Helsinki's submissions, access codes and audit log in the thousands. The admin
// lists show one page at a time, search on the server and keep the search in the address; the
// home page offers 292 municipalities by search and by region.

const buildDir = inject('buildDir');
const ADMIN = { email: 'kansallinen@example.fi', password: 'kansallisen-testin-salasana' };

const browser = useBrowser();
let server: Awaited<ReturnType<typeof startAppProcess>>;
let dataDir: string;
let municipalityCount: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-lists-'));
  await createAdminCli(buildDir, dataDir, ADMIN.email, ADMIN.password);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    municipalityCount = await seedNationalAdminLists(database.db);
  } finally {
    await database.close();
  }
  server = await startAppProcess(buildDir, { DATA_DIR: dataDir });
}, 240_000);

afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The list's count and range ("1 200 ehdokasta. Näytetään 1–50, sivu 1 / 24."). */
const summary = (page: Page) => page.locator('.paged-results__summary');
const summaryText = async (page: Page) =>
  normalise(await summary(page).textContent()).replace(/(\d)\s(?=\d{3}\b)/g, '$1');
const rows = (page: Page) => page.locator('table tbody tr');
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

async function signedIn() {
  const session = await newPage(browser(), server.baseURL);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Sähköpostiosoite').fill(ADMIN.email);
  await page.getByLabel('Salasana', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await page.waitForURL('**/admin');
  return session;
}

describe('admin lists at a real election size', () => {
  it("pages and searches Helsinki's 1,200 candidates from the keyboard, search kept in the address", async () => {
    const { page, context } = await signedIn();
    await page.goto('/091/admin/ehdokkaat');
    await poll(() => summaryText(page)).toBe(
      `${String(NATIONAL.helsinkiCandidates)} ehdokasta. Näytetään 1–50, sivu 1 / 24.`,
    );
    expect(await rows(page).count()).toBe(50);
    const nav = page.getByRole('navigation', { name: 'Ehdokaslistan sivut' });
    expect(await nav.locator('[aria-current="page"]').textContent()).toContain('1');
    await expectNoAxeViolations(page, '/091/admin/ehdokkaat, 1,200 candidates');

    // Next page from the keyboard: the focus goes to the count, which names the new page.
    await nav.getByRole('button', { name: 'Seuraava sivu' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => summaryText(page)).toContain('Näytetään 51–100, sivu 2 / 24.');
    await poll(() => focusedClass(page)).toBe('paged-results__summary');
    expect(new URL(page.url()).searchParams.get('sivu')).toBe('2');
    expect(await nav.locator('[aria-current="page"]').textContent()).toContain('2');

    // Search by candidate number; the count is announced in a status region.
    await page.getByLabel('Hae nimellä, ammatilla tai ehdokasnumerolla').fill('778');
    await page.keyboard.press('Enter');
    await poll(() => summaryText(page)).toBe('2 ehdokasta haulla.');
    expect(await summary(page).getAttribute('role')).toBe('status');
    expect(normalise(await rows(page).first().textContent())).toContain('Pentti Hämäläinen 777');
    expect(new URL(page.url()).searchParams.get('haku')).toBe('778');
    expect(new URL(page.url()).searchParams.get('sivu')).toBeNull();

    // The browser's back button returns to page 2 of the whole list.
    await page.goBack();
    await poll(() => summaryText(page)).toContain('sivu 2 / 24');
    expect(await page.getByLabel('Hae nimellä, ammatilla tai ehdokasnumerolla').inputValue()).toBe(
      '',
    );

    // A party and a name together.
    await page.getByLabel('Hae nimellä, ammatilla tai ehdokasnumerolla').fill('Mäkelä');
    await page.getByLabel('Puolue').selectOption('SDP');
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await poll(() => summaryText(page)).toMatch(/^\d+ ehdokasta haulla\.$/);
    const shown = normalise(await page.locator('table tbody').textContent());
    expect(shown).toContain('Mäkelä');
    expect(shown).toContain('Suomen Sosialidemokraattinen Puolue');
    expect(shown).not.toContain('Vihreä liitto');
    await expectNoAxeViolations(page, '/091/admin/ehdokkaat, searched');
    await context.close();
  }, 120_000);

  it('pages Hakemukset, Pääsykoodit and Muutosloki, and comes back to the same search from a submission', async () => {
    const { page, context } = await signedIn();

    await page.goto('/091/admin/hakemukset');
    await poll(() => summaryText(page)).toBe(
      `${String(NATIONAL.helsinkiSubmissions)} odottavaa hakemusta. Näytetään 1–50, sivu 1 / 30.`,
    );
    await expectNoAxeViolations(page, '/091/admin/hakemukset, 1,500 submissions');
    await page.getByLabel('Hae nimellä, puolueella tai ehdokasnumerolla').fill('5042');
    await page.keyboard.press('Enter');
    await poll(() => summaryText(page)).toBe('1 odottava hakemus haulla.');
    await page.getByRole('link', { name: /Avaa hakemus\s*: Hakija Laine 42/ }).click();
    await page.getByRole('heading', { name: 'Hakemus: Hakija Laine 42' }).waitFor();
    await page.getByRole('link', { name: 'Takaisin hakemuksiin' }).click();
    await poll(() => summaryText(page)).toBe('1 odottava hakemus haulla.');
    expect(await page.getByLabel('Hae nimellä, puolueella tai ehdokasnumerolla').inputValue()).toBe(
      '5042',
    );

    await page.goto('/091/admin/paasykoodit');
    await poll(() => summaryText(page)).toBe(
      `${String(NATIONAL.helsinkiCodes)} koodia. Näytetään 1–50, sivu 1 / 60.`,
    );
    await page.getByLabel('Tila').selectOption({ label: 'Käytetty' });
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await poll(() => summaryText(page)).toBe('1000 koodia haulla. Näytetään 1–50, sivu 1 / 20.');
    expect(new URL(page.url()).searchParams.get('tila')).toBe('used');
    await expectNoAxeViolations(page, '/091/admin/paasykoodit, used codes');

    await page.goto('/091/admin/loki');
    await poll(() => summaryText(page)).toMatch(/^\d+ muutosta\. Näytetään 1–50, sivu 1 \/ \d+\.$/);
    await page
      .getByRole('navigation', { name: 'Muutoslokin sivut' })
      .getByRole('button', { name: 'Sivu 3' })
      .click();
    await poll(() => summaryText(page)).toContain('Näytetään 101–150, sivu 3 /');
    await poll(() => focusedClass(page)).toBe('paged-results__summary');
    await expectNoAxeViolations(page, '/091/admin/loki, page 3');
    await context.close();
  }, 120_000);

  it('fits the candidate list on a 320 px screen', async () => {
    const { page, context } = await signedIn();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/091/admin/ehdokkaat?sivu=5');
    await poll(() => summaryText(page)).toContain('sivu 5 / 24');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await context.close();
  }, 60_000);
});

describe('the home page with every mainland municipality', () => {
  it('finds a municipality by name in either language and lists them by region, keyboard only, at 320 px with A++', async () => {
    const { page, context } = await newPage(browser(), server.baseURL, {
      viewport: { width: 320, height: 640 },
    });
    await context.addInitScript(() => {
      localStorage.setItem('text_size', 'x-large');
    });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Valitse kuntasi' });
    await search.waitFor();
    await search.focus();
    await page.keyboard.type('Helsingfors');
    await page.getByRole('option', { name: 'Helsinki' }).waitFor();
    await poll(async () =>
      normalise(await page.locator('.combobox [role="status"]').textContent()),
    ).toBe('1 kunta löytyi');

    const regions = page.getByRole('list', { name: 'Kunnat maakunnittain' });
    const summaries = regions.locator('summary');
    expect(await summaries.count()).toBe(18);
    const uusimaa = regions.locator('details').filter({ hasText: /^Uusimaa/ });
    await uusimaa.locator('summary').focus();
    await page.keyboard.press('Enter');
    await poll(() => uusimaa.getAttribute('open')).toBe('');
    await expectNoAxeViolations(page, '/ with 292 municipalities, Uusimaa open, 320 px A++');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    // Tab to the region's first municipality and open it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Askola');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/018');
    expect(municipalityCount).toBeGreaterThan(280);

    // In Swedish: Swedish names and regions; the Finnish name finds the municipality too.
    await page.goto('/sv');
    const sok = page.getByRole('combobox', { name: 'Välj din kommun' });
    await sok.waitFor();
    await sok.fill('Helsinki');
    await page.getByRole('option', { name: 'Helsingfors' }).waitFor();
    const nyland = page
      .getByRole('list', { name: 'Kommuner landskapsvis' })
      .locator('details')
      .filter({ hasText: /^Nyland/ });
    await nyland.locator('summary').click();
    await nyland.getByRole('link', { name: 'Helsingfors' }).click();
    await page.waitForURL('**/sv/091');
    await context.close();
  }, 120_000);
});
