import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, baseURL, signInAsAdmin } from './candidate-submission-support';
import { expectCleanTexts, watchConsole } from './message-ids';
import { newPage, pageSettled, useBrowser } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// Every admin, candidate and voter page, in Finnish and (where it has one) in Swedish: no
// message id is shown and the browser logs no "Uncompiled message detected!" warning (a text
// from a catalog area the route did not load) and no error.

const MUNICIPALITY = 'viestitunnus';
const browser = useBrowser();
let letterCode = '';

beforeAll(async () => {
  await signInAsAdmin();
  const created = await adminFetch('/api/admin/municipalities', {
    method: 'POST',
    json: { municipality_id: MUNICIPALITY, is_custom: true, custom_name: 'Viestitunnuksen kunta' },
  });
  expect(created.status).toBe(201);
  const official = await adminFetch(
    `/api/admin/municipalities/${MUNICIPALITY}/official-candidates`,
    {
      method: 'POST',
      json: {
        first_name: 'Ilmari',
        last_name: 'Tunnus',
        party: 'Vihreät',
        candidate_number: 2,
        age: 70,
        profession: 'eläkeläinen',
        language: 'fi',
      },
    },
  );
  expect(official.status).toBe(201);
  const codes = await adminFetch(
    `/api/admin/municipalities/${MUNICIPALITY}/official-candidates/access-codes`,
    {
      method: 'POST',
      json: { rows: [{ candidate_number: 2, email: '' }], valid_days: 14, send_email: false },
    },
  );
  expect(codes.status).toBe(201);
  letterCode = ((await codes.json()) as { codes: { code: string }[] }).codes[0]!.code;
});

afterAll(async () => {
  await adminFetch(`/api/admin/municipalities/${MUNICIPALITY}`, { method: 'DELETE' });
});

async function visit(page: Page, watched: { problems: string[] }, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await pageSettled(page);
  await expectCleanTexts(page, watched, path);
}

const SYSTEM_ADMIN = ['kunnat', 'ehdokaslista', 'kayttajat', 'asetukset', 'tilastot', 'loki'];
const MUNICIPALITY_ADMIN = [
  'kysymykset',
  'ehdokaslista',
  'ehdokaslista/kirjeet',
  'ehdokkaat',
  'paasykoodit',
  'hakemukset',
  'tilastot',
  'loki',
];
const VOTER = ['', '/091', '/091/kysymykset', '/091/tarkista', '/091/tulokset', '/tietosuoja'];

describe('no message id and no uncompiled message on any page', () => {
  it('the admin pages (Finnish only)', async () => {
    const { page } = await newPage(browser(), baseURL);
    page.setDefaultTimeout(PAGE_TIMEOUT);
    const watched = watchConsole(page);
    await page.goto('/login');
    await page.getByLabel('Sähköpostiosoite').fill(inject('adminEmail'));
    await page.getByLabel('Salasana', { exact: true }).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await page.waitForURL('**/admin');
    await visit(page, watched, '/admin');
    for (const section of SYSTEM_ADMIN) await visit(page, watched, `/admin/${section}`);
    await visit(page, watched, `/${MUNICIPALITY}/admin`);
    for (const section of MUNICIPALITY_ADMIN) {
      await visit(page, watched, `/${MUNICIPALITY}/admin/${section}`);
    }
    // The code form of the official list, with the code form's own labels.
    await page.goto(`/${MUNICIPALITY}/admin/ehdokaslista`);
    await expect.poll(() => page.getByLabel('Voimassaoloaika päivinä').count()).toBeGreaterThan(0);
    await expectCleanTexts(page, watched, 'official list, codes form');
    await page.context().close();
  });

  for (const lang of ['fi', 'sv'] as const) {
    it(`the candidate and voter pages in ${lang}`, async () => {
      const { page } = await newPage(browser(), baseURL);
      page.setDefaultTimeout(PAGE_TIMEOUT);
      const watched = watchConsole(page);
      const prefix = lang === 'sv' ? '/sv' : '';
      await visit(page, watched, `${prefix}/candidate-submission`);
      await visit(page, watched, `${prefix}/candidate-submission/${letterCode}`);
      for (const path of VOTER) await visit(page, watched, `${prefix}${path}` || '/');
      await page.context().close();
    });
  }
});
