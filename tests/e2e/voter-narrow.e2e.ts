import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { candidatesOf, horizontalOverflow, textLines } from './voter-support';

// Found walking every voter page by hand at 320 × 640 with the largest text (A++): no word is
// broken in the middle, and what stacks at that size still reads in order.

const baseURL = inject('baseURL');
const browser = useBrowser();

async function expectWholeWords(page: Page, selector: string) {
  const found = await textLines(page, selector);
  expect(found.length, selector).toBeGreaterThan(0);
  for (const { badBreaks } of found) expect(badBreaks, selector).toEqual([]);
  return found;
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.locator('.page-loading').waitFor({ state: 'detached' });
  expect(await horizontalOverflow(page), path).toBe(0);
}

describe('voter pages at 320 px with the largest text', () => {
  it('break no heading, name or step text in the middle of a word', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    const candidates = await candidatesOf(baseURL, '091');
    await context.addInitScript(() => {
      localStorage.setItem('text_size', 'x-large');
      const answers = Object.fromEntries(
        Array.from({ length: 25 }, (_, i) => [i + 1, i % 6 === 0 ? null : (i % 5) + 1]),
      );
      localStorage.setItem(
        'answers:091',
        JSON.stringify({ version: 2, answers, important: [2], current: 24 }),
      );
    });

    // Home: the product name, the steps beside their numbers, the municipality links.
    await open(page, '/', '.steps__item');
    await expectWholeWords(page, 'h1');
    await expectWholeWords(page, '.steps__title');
    await expectWholeWords(page, '.steps__item p');
    await expectWholeWords(page, '.municipality-links__link');

    // Intro: the facts list ("esimerkki-ehdokkaita" breaks at its joint).
    await open(page, '/091', 'main ul li');
    await expectWholeWords(page, 'main ul li');

    // Review: "Tärkeä minulle -merkintää" keeps its hyphen on the same line as the words before.
    await open(page, '/091/tarkista', '.review-list');
    const [lead] = await expectWholeWords(page, 'main .lead');
    for (const line of lead!.lines) expect(line).not.toMatch(/^-/);

    // Results: the demo notice, each card's name and badge (the photo goes above the name).
    await open(page, '/091/tulokset', '.candidate');
    await expectWholeWords(page, '.notice');
    // Only the demo candidates' names: other test files add candidates to 091 with made-up
    // letter strings ("Helmi Fmmbcmgk") that may not fit a line and must break somewhere.
    await expectWholeWords(page, '.candidate:has(.candidate__badge) .candidate__name');
    await expectWholeWords(page, '.candidate__badge');
    // The party (free-text facts such as a long profession may still break: no dictionary).
    await expectWholeWords(page, '.candidate__facts > div:first-child dd');
    const [photo, name] = await Promise.all([
      page.locator('.candidate__photo').first().boundingBox(),
      page.locator('.candidate__name').first().boundingBox(),
    ]);
    expect(name!.y).toBeGreaterThanOrEqual(photo!.y + photo!.height);

    // Parties: long party names break at the joints of their compound words.
    await open(page, '/091/tulokset?nakyma=puolueet', '.party-list__name');
    await expectWholeWords(page, '.party-list__name');

    // Comparison: the long heading breaks at its syllable.
    const ids = candidates.slice(0, 3).map((candidate) => candidate.id);
    await open(page, `/091/vertailu?ehdokkaat=${ids.join(',')}`, 'h1');
    await expectWholeWords(page, 'h1');

    // Value map: each table row as a block, the name on its own line, every figure labelled.
    await open(page, '/091/kartta', '.value-map-table');
    await expectWholeWords(page, '.value-map-table tbody th');
    const labels = await page
      .locator('.value-map-table tbody td')
      .evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/\u00ad/g, '')),
      );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/Talous|Arvot|Etäisyys/);
    // Still a table with its column headings for screen readers.
    expect(
      await page
        .getByRole('table', { name: 'Ehdokkaiden sijainnit' })
        .getByRole('columnheader')
        .count(),
    ).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, 'value map, 320 px with A++');

    // The privacy and accessibility statements: their long headings break at syllables.
    for (const path of ['/tietosuoja', '/saavutettavuus']) {
      await open(page, path, 'main h2');
      await expectWholeWords(page, 'main h1');
      await expectWholeWords(page, 'main h2');
    }
    await context.close();
  }, 120_000);

  it('line up the municipality links on a wide screen', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 1280, height: 900 },
    });
    await open(page, '/', '.municipality-links__link');
    const tops = await page
      .locator('.municipality-links__link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    // The first row holds at least two links, all at the same height.
    expect(tops[1]).toBe(tops[0]);
    await context.close();
  });
});
