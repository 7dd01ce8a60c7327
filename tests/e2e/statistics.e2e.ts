import { consentsGiven } from '../data';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, newPage, randomClientIp, useBrowser } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// Tilastot: demo data made through the public API (visits, a real approved candidate and saved
// matches for Tampere 837), then the admin statistics page as the super admin. The candidate is
// removed afterwards: the voter tests of 837 expect only demo candidates there (all labelled,
// no match saved), and the files run in one server in an order that may change.

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const MUNICIPALITY = '837';
const VISITS = 30;
const MATCHES = [80, 70, 90];

const browser = useBrowser();
let adminCookie = '';
let createdCandidate: number | null = null;

afterAll(async () => {
  if (createdCandidate !== null) {
    const removed = await api(
      `/api/admin/municipalities/${MUNICIPALITY}/candidates/${String(createdCandidate)}`,
      { method: 'DELETE', admin: true },
    );
    expect(removed.status).toBe(200);
  }
});

async function api(path: string, init: { method?: string; json?: unknown; admin?: boolean } = {}) {
  const headers: Record<string, string> = { Origin: baseURL, 'X-Forwarded-For': randomClientIp() };
  if (init.admin) headers.Cookie = adminCookie;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(20_000),
  });
}

async function signInThroughApi() {
  const res = await api('/api/auth/sign-in/email', {
    json: { email: adminEmail, password: adminPassword },
  });
  expect(res.status).toBe(200);
  adminCookie = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** An approved candidate of 837 (demo candidates cannot be matched). */
async function createCandidate(): Promise<number> {
  const email = `tilasto-${randomUUID().slice(0, 8)}@example.fi`;
  const created = await api(`/api/admin/municipalities/${MUNICIPALITY}/access-codes`, {
    admin: true,
    json: { emails: [email], send_email: false },
  });
  expect(created.status).toBe(201);
  const { codes } = (await created.json()) as { codes: { code: string }[] };
  const submitted = await api('/api/candidate-submissions', {
    json: {
      code: codes[0]!.code,
      consents: consentsGiven(),
      form_data: {
        name: `Tilasto Ehdokas ${randomUUID().slice(0, 4)}`,
        age: 66,
        party: 'Keskusta',
        profession: 'Kirjastonhoitaja',
        voting_number: null,
        image: null,
        answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
        answer_justifications: Array.from({ length: 25 }, () => ''),
      },
    },
  });
  expect(submitted.status).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  const approved = await api(
    `/api/admin/municipalities/${MUNICIPALITY}/submissions/${id}/approve`,
    {
      admin: true,
      json: { notify: false },
    },
  );
  expect(approved.status).toBe(201);
  createdCandidate = ((await approved.json()) as { candidate_id: number }).candidate_id;
  return createdCandidate;
}

interface Figures {
  totalVisitors: number;
  totalMatches: number;
  candidateCount: number;
  hourlyDistribution: { hour: number; count: number }[];
}

async function figures(): Promise<Figures> {
  const res = await api(`/api/admin/municipalities/${MUNICIPALITY}/statistics`, { admin: true });
  expect(res.status).toBe(200);
  return (await res.json()) as Figures;
}

const fi = (n: number) => new Intl.NumberFormat('fi-FI').format(n);

describe('Tilastot', () => {
  it('shows key figures, charts with tables and a CSV file of the demo data', async () => {
    await signInThroughApi();
    const before = await figures();

    for (let i = 0; i < VISITS; i += 1) {
      const res = await api('/api/statistics/visits', {
        json: { p_user_uuid: `anon-${randomUUID()}`, p_municipality_id: MUNICIPALITY },
      });
      expect(res.status).toBeLessThan(300);
    }
    const candidateId = await createCandidate();
    for (const percentage of MATCHES) {
      const res = await api('/api/matches', {
        json: {
          municipality_id: MUNICIPALITY,
          user_id: `anon-${randomUUID()}`,
          match_percentage: percentage,
          category_matches: { Palvelut: 80 },
          candidate_id: candidateId,
        },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }

    const after = await figures();
    expect(after.totalVisitors).toBeGreaterThanOrEqual(before.totalVisitors + VISITS);
    expect(after.totalMatches).toBeGreaterThanOrEqual(before.totalMatches + MATCHES.length);
    expect(after.candidateCount).toBeGreaterThanOrEqual(before.candidateCount + 1);

    const { page, context } = await newPage(browser(), baseURL, { acceptDownloads: true });
    await page.goto('/login');
    await page.getByLabel('Sähköpostiosoite').fill(adminEmail);
    await page.getByLabel('Salasana', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await page.waitForURL('**/admin');
    await page.goto(`/${MUNICIPALITY}/admin/tilastot`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: PAGE_TIMEOUT })
      .toBe('Tilastot');

    // Key figures: the page shows the API's own numbers (other files may add visits too).
    const figureValue = (term: string) =>
      page
        .locator('.statistics-figure', { has: page.locator('dt', { hasText: term }) })
        .locator('dd')
        .first();
    await figureValue('Kävijät').waitFor({ timeout: PAGE_TIMEOUT });
    const latest = await figures();
    const shownVisitors = Number((await figureValue('Kävijät').textContent())!.replace(/\D/g, ''));
    expect(shownVisitors).toBeGreaterThanOrEqual(after.totalVisitors);
    expect(shownVisitors).toBeLessThanOrEqual(latest.totalVisitors);
    expect(await figureValue('Ehdokkaat').textContent()).toBe(fi(latest.candidateCount));
    expect(
      Number((await figureValue('Tallennetut tulokset').textContent())!.replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(after.totalMatches);
    expect(await figureValue('Keskimääräinen yhteensopivuus').textContent()).toMatch(
      /^\d{1,3},\d\u00a0%$/,
    );

    // A chart (hidden from screen readers) with its summary and table alternative.
    const chart = page.getByRole('region', { name: 'Kävijät kellonajoittain', exact: true });
    await expect.poll(() => chart.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    expect(await chart.locator('.statistics-chart__canvas').getAttribute('aria-hidden')).toBe(
      'true',
    );
    await chart.getByText(/^Näytä taulukkona/).click();
    const table = chart.getByRole('region', { name: 'Kävijät kellonajoittain taulukkona' });
    await expect.poll(() => table.getByRole('row').count()).toBe(25);
    const busiest = latest.hourlyDistribution.reduce((a, b) => (b.count > a.count ? b : a));
    const busiestRow = table.getByRole('row', { name: new RegExp(`^klo ${busiest.hour}–`) });
    expect(
      Number((await busiestRow.getByRole('cell').textContent())!.replace(/\D/g, '')),
    ).toBeGreaterThan(0);

    // The CSV download: BOM, semicolons, the header and the visitor count.
    const link = page.getByRole('link', { name: /CSV-tiedostona/ });
    expect(await link.getAttribute('href')).toBe(
      `/api/admin/municipalities/${MUNICIPALITY}/statistics.csv`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split(/\r?\n/);
    expect(lines[0]).toBe('osio;nimi;arvo');
    const visitorsRow = lines.find((l) => l.startsWith('Yhteenveto;Kävijät;'));
    expect(Number(visitorsRow?.split(';')[2])).toBeGreaterThanOrEqual(after.totalVisitors);

    await expectNoAxeViolations(page, `/${MUNICIPALITY}/admin/tilastot`);
    // At 320 px nothing scrolls sideways: charts shrink, tables scroll inside their own box.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A date range after today shows nothing; the wrong order gives the Finnish error.
    await page.getByLabel('Alkaen').fill('2099-02-01');
    await page.getByLabel('Päättyen').fill('2099-01-01');
    await page.getByRole('button', { name: 'Näytä' }).click();
    await page.getByRole('alert').getByText('Alkupäivä ei voi olla loppupäivän jälkeen.').waitFor();
    await page.getByLabel('Päättyen').fill('2099-03-01');
    await page.getByRole('button', { name: 'Näytä' }).click();
    await page.waitForURL('**/tilastot?from=2099-02-01&to=2099-03-01');
    await expect.poll(() => figureValue('Kävijät').textContent()).toBe('0');
    expect(await link.getAttribute('href')).toBe(
      `/api/admin/municipalities/${MUNICIPALITY}/statistics.csv?from=2099-02-01&to=2099-03-01`,
    );
    await page.getByRole('button', { name: 'Koko aika' }).click();
    await expect.poll(() => figureValue('Kävijät').textContent()).not.toBe('0');

    // The super admin's page of all municipalities has the table per municipality.
    await page.goto('/admin/tilastot');
    await page
      .getByRole('heading', { name: 'Kunnittain', exact: true })
      .waitFor({ timeout: PAGE_TIMEOUT });
    await page
      .getByRole('table', { name: 'Tilastot kunnittain' })
      .getByRole('row', { name: /Tampere/ })
      .waitFor();
    await expectNoAxeViolations(page, '/admin/tilastot');
    await context.close();
  }, 120_000);
});
