import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '#server/db/client';
import { participatingMunicipalities } from '#server/db/schema';
import { createAdminCli, startAppProcess } from './global-setup';
import { expectNoAxeViolations, newPage, useBrowser } from './support';

// The official list and Pääsykoodit at a real list's size with long names, long parties and long
// addresses: in a 1280 px window, and at 200 % zoom (640 CSS px), neither table pushes the page
// sideways. Long cells wrap; on a narrow window the rows become a stacked list. A name wraps at
// its spaces and hyphens, never inside a word that fits; only a word wider than the column can
// be (a 60-letter surname, an address) breaks inside.

const buildDir = inject('buildDir');
const ADMIN = { email: 'leveys@example.fi', password: 'leveystestin-salasana-pitka' };
const CANDIDATES = 300;
/** One unbroken surname of 60 letters, as a file could hold. */
const EXTREME = `Äärimmäinen${'pitkä'.repeat(9)}nimi`.slice(0, 60);

const browser = useBrowser();
let server: Awaited<ReturnType<typeof startAppProcess>>;
let dataDir: string;

async function seed() {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    await db
      .insert(participatingMunicipalities)
      .values({ municipalityId: '091' })
      .onConflictDoNothing();
    // Known parties (shown by their register names) and a long joint list of the file's own.
    const parties = sql.raw(
      "array['KD','Vasemmistoliitto','SDP','Yhteislista Eläkeläisten ja Kylätoimikuntien Sitoutumattomat Ehdokkaat']",
    );
    await db.execute(sql`
      insert into official_candidates
        (municipality_id, candidate_number, first_name, last_name, party, age, profession, language)
      select '091', g + 1, 'Anna-Maria Kristiina Eleonoora',
        'Lindqvist-Korhonen-Väisänen-Hämäläinen' || g, (${parties})[1 + g % 4], 60 + g % 30,
        'eläkkeellä oleva sosiaali- ja terveydenhuollon erityisasiantuntija',
        case when g % 5 = 0 then 'sv' else 'fi' end
      from generate_series(1, ${CANDIDATES}) g`);
    await db.execute(sql`
      insert into official_candidates
        (municipality_id, candidate_number, first_name, last_name, party, age, profession, language)
      values ('091', 1, 'Eeva', ${EXTREME}, 'SDP', 70, 'eläkeläinen', 'fi')`);
    // Every candidate has a code: half by email to a long address, half by letter.
    await db.execute(sql`
      insert into candidate_access_codes (code, municipality_id, email, expires_at, official_candidate_id, created_at)
      select 'T' || translate(lpad(o.candidate_number::text, 7, '0'), '0123456789', 'ABCDEFGHJK'), '091',
        case when o.candidate_number % 2 = 0
          then 'anna-maria.kristiina.lindqvist-korhonen-vaisanen-hamalainen' || o.candidate_number || '@esimerkkikunnan-vanhusneuvosto.example.fi'
          else '' end,
        now() + interval '14 days', o.id, now() - (o.candidate_number || ' minutes')::interval
      from official_candidates o`);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-width-'));
  await createAdminCli(buildDir, dataDir, ADMIN.email, ADMIN.password);
  await seed();
  server = await startAppProcess(buildDir, { DATA_DIR: dataDir });
}, 240_000);

afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function signedIn(viewport: { width: number; height: number }, deviceScaleFactor = 1) {
  const session = await newPage(browser(), server.baseURL, { viewport, deviceScaleFactor });
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Sähköpostiosoite').fill(ADMIN.email);
  await page.getByLabel('Salasana', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await page.waitForURL('**/admin');
  return session;
}

/** How far the page reaches past the window sideways, in CSS px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the table reaches past the content column beside the navigation (0 when it fits). */
const pastContent = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('.admin-content');
    const table = content?.querySelector('table');
    if (!content || !table) return -1;
    const right = content.getBoundingClientRect().right;
    return Math.max(0, Math.round(table.getBoundingClientRect().right - right));
  });

/**
 * The parts of the first cell holding `name` (its words, split after spaces and hyphens) that
 * the browser broke across lines: none when the name wraps only where it may.
 */
const brokenWords = (page: Page, name: string) =>
  page.evaluate((name) => {
    const cell = [...document.querySelectorAll('td, th')].find((c) =>
      c.textContent?.includes(name),
    );
    if (!cell) return [`no cell with ${name}`];
    const broken: string[] = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  }, name);

/** The widest element that reaches past the window, to name in a failure. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    let worst = '';
    let right = limit;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5) {
        right = r;
        worst = `${el.tagName.toLowerCase()}.${el.className} (${Math.round(r)} px)`;
      }
    }
    return worst;
  });

const PAGES = [
  {
    path: '/091/admin/ehdokaslista',
    table: 'Virallisen ehdokaslistan ehdokkaat',
    name: 'Lindqvist-Korhonen-Väisänen-Hämäläinen1',
  },
  {
    path: '/091/admin/paasykoodit',
    table: null,
    name: 'Lindqvist-Korhonen-Väisänen-Hämäläinen1',
  },
] as const;

describe('admin tables fit the window', () => {
  for (const [label, viewport, scale] of [
    ['1280 × 800', { width: 1280, height: 800 }, 1],
    ['200 % zoom (640 CSS px)', { width: 640, height: 400 }, 2],
  ] as const) {
    it(`the official list and Pääsykoodit with ${String(CANDIDATES)} long rows, at ${label}`, async () => {
      const { page, context } = await signedIn(viewport, scale);
      const measured: Record<
        string,
        { overflow: number; widest: string; pastContent: number; brokenWords: string[] }
      > = {};
      for (const target of PAGES) {
        await page.goto(target.path);
        const table = target.table
          ? page.getByRole('table', { name: target.table })
          : page.locator('table').first();
        await poll(() => table.locator('tbody tr').count()).toBeGreaterThanOrEqual(50);
        await poll(() => table.textContent()).toContain(target.name);
        measured[target.path] = {
          overflow: await overflow(page),
          widest: await widest(page),
          pastContent: await pastContent(page),
          brokenWords: await brokenWords(page, target.name),
        };
        // The 60-letter surname is there too, and wraps inside the page.
        expect(await page.locator('main').textContent()).toContain(EXTREME.slice(0, 20));
        await expectNoAxeViolations(page, `${target.path} at ${label}`);
      }
      const fits = { overflow: 0, widest: '', pastContent: 0, brokenWords: [] };
      expect(measured).toEqual(Object.fromEntries(PAGES.map((p) => [p.path, fits])));
      await context.close();
    }, 120_000);
  }
});
