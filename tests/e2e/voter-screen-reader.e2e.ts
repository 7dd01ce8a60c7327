import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, pageSettled, useBrowser } from './support';
import { voterWithAnswers } from './voter-sv-support';
import { candidatesOf, SAMPLE_ANSWERS, tabTo } from './voter-support';

// What a screen reader gets, read from Chromium's accessibility tree (what NVDA, JAWS and
// VoiceOver are given by the browser) and from the focused element, along the voter's journey
// by the keyboard alone: where focus goes after each page change, whole words in every name,
// headings and their levels, what is announced, and the language of each part under /sv.

const baseURL = inject('baseURL');
const browser = useBrowser();

interface AxNode {
  role: string;
  name: string;
  description: string;
  properties: Record<string, unknown>;
}

/** The page's accessibility tree in reading order (the protocol's list is not in that order). */
async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const ordered: AxNode[] = [];
    const visit = (node: (typeof nodes)[number]) => {
      if (!node.ignored) {
        ordered.push({
          role: String(node.role?.value ?? ''),
          name: String(node.name?.value ?? ''),
          description: String(node.description?.value ?? ''),
          properties: Object.fromEntries(
            (node.properties ?? []).map((property) => [property.name, property.value.value]),
          ),
        });
      }
      for (const id of node.childIds ?? []) {
        const child = byId.get(id);
        if (child) visit(child);
      }
    };
    if (nodes[0]) visit(nodes[0]);
    return ordered;
  } finally {
    await cdp.detach();
  }
}

/** Every name and description a screen reader can be given is in whole words. */
async function expectWholeWordNames(page: Page, label: string) {
  const broken = (await axTree(page))
    .filter((node) => /\u00ad/.test(node.name) || /\u00ad/.test(node.description))
    .map((node) => `${node.role} "${node.name.replace(/\u00ad/g, '~')}"`);
  expect(broken, `soft hyphens read out on ${label}`).toEqual([]);
}

async function headings(page: Page): Promise<[number, string][]> {
  return (await axTree(page))
    .filter((node) => node.role === 'heading')
    .map((node) => [Number(node.properties.level), node.name]);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });

/** Presses Enter on the link or button with this exact text, reached with Tab. */
async function press(page: Page, text: string | RegExp, max = 80) {
  const test = (f: { tag: string; text: string }) =>
    (f.tag === 'a' || f.tag === 'button') &&
    (typeof text === 'string' ? f.text === text : text.test(f.text));
  await tabTo(page, String(text), test, max);
  await page.keyboard.press('Enter');
}

/** After a page change: the new page's h1 has focus once it is drawn, with this text. */
async function expectFocusOnH1(page: Page, text: string | RegExp) {
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');
}

describe('the voter journey for a screen-reader user', () => {
  it('moves focus to each new page and view, announces changes and reads whole words', async () => {
    const { page, context } = await voterWithAnswers(
      browser(),
      baseURL,
      '091',
      SAMPLE_ANSWERS,
      [2],
    );
    // The municipality's data is slow to come: the first arrival draws its h1 late.
    await page.route('**/api/municipalities/091*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('list', { name: 'Valitse kuntasi' }).waitFor();

    // First, uncached arrival at a municipality: focus waits for "Helsinki", not <main>.
    await press(page, 'Helsinki');
    await page.waitForURL('**/091');
    await expectFocusOnH1(page, 'Helsinki');
    await expectWholeWordNames(page, 'the municipality page');
    // The language switch's "|" is drawn for the eye only.
    const languages = await page.getByRole('navigation', { name: 'Kieli' }).ariaSnapshot();
    expect(languages).not.toContain('|');
    expect((await axTree(page)).filter((node) => node.name.trim() === '|')).toEqual([]);

    // Results: focus on the h1; each card is an h3 under "Ehdokkaat" (h2) and its heading
    // carries the rank and the match.
    await press(page, 'Katso tuloksesi nykyisillä vastauksilla');
    await page.waitForURL('**/091/tulokset');
    await page.getByRole('article').first().waitFor();
    await expectFocusOnH1(page, 'Tuloksesi');
    await expectWholeWordNames(page, 'the results');
    await expectNoAxeViolations(page, 'results');
    const outline = await headings(page);
    const candidatesAt = outline.findIndex(([level, name]) => level === 2 && name === 'Ehdokkaat');
    expect(candidatesAt).toBeGreaterThan(0);
    const cards = outline.filter(([, name]) => /^1?\d\. sija /.test(name));
    expect(cards.length).toBeGreaterThan(1);
    for (const [level, name] of cards) {
      expect(level, name).toBe(3);
      expect(name, 'rank, name and match').toMatch(/^\d+\. sija .+,\s*Yhteensopivuus \d+\s%$/);
    }
    expect(outline[0]).toEqual([1, 'Tuloksesi']);
    // Nothing between "Ehdokkaat" and the cards is a level-2 heading.
    const firstCard = outline.findIndex(([, name]) => /^1\. sija /.test(name));
    const between = outline.slice(candidatesAt + 1, firstCard);
    expect(between.filter(([level]) => level < 3)).toEqual([]);

    // "Näytä vastaukset" keeps its name; only its expanded state changes.
    const toggle = page.getByRole('button', { name: /^Näytä vastaukset/ }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toMatch(/^Näytä vastaukset/);

    // Compare picks are announced politely, each of them.
    const status = page.locator('.compare-bar__count');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    const picks = page.getByRole('checkbox', { name: /^Vertaa/ });
    await picks.nth(0).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => status.textContent()).toMatch(/^Valittu 1 ehdokas/);
    await picks.nth(1).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => status.textContent()).toMatch(/^Valittu 2 ehdokasta/);

    // Candidates ↔ parties: focus goes to the new view's heading.
    await page.getByRole('link', { name: 'Puolueet', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('nakyma') === 'puolueet');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h2', text: 'Puolueet' });
    await page.locator('.party-list__name').first().waitFor();
    await expectWholeWordNames(page, 'the parties');
    await page.getByRole('link', { name: 'Ehdokkaat', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h2', text: 'Ehdokkaat' });

    // The comparison: focus on its h1.
    await press(page, 'Vertaa valittuja');
    await page.waitForURL('**/091/vertailu**');
    await expectFocusOnH1(page, 'Ehdokkaiden vertailu');
    await expectWholeWordNames(page, 'the comparison');
    await page.goBack();
    await page.waitForURL('**/091/tulokset');
    await expectFocusOnH1(page, 'Tuloksesi');

    // Review: the way on comes before the 25 "Muuta" links.
    await press(page, 'Muuta vastauksia');
    await page.waitForURL('**/091/tarkista');
    await expectFocusOnH1(page, 'Tarkista vastauksesi');
    await expectWholeWordNames(page, 'the review');
    await tabTo(page, 'Siirry tuloksiin', (f) => f.text === 'Siirry tuloksiin', 3);

    // Changing statement 3 and coming back: focus on statement 3, which says it was saved.
    await press(page, /^Muuta\s*: väittämä 3$/);
    await page.waitForURL((url) => url.searchParams.get('kysymys') === '3');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
    const tree = await axTree(page);
    expect(tree.some((node) => node.name === 'Väittämä 3, yhteensä 25')).toBe(true);
    // (The page title, the RootWebArea's name, still has the short form.)
    const slashed = tree.filter(
      (node) => node.role !== 'RootWebArea' && node.name.includes('Väittämä 3 / 25'),
    );
    expect(slashed).toEqual([]);
    await expectWholeWordNames(page, 'statement 3');
    await page.getByRole('radio', { name: 'Täysin samaa mieltä', exact: true }).focus();
    await page.keyboard.press('Space');
    await press(page, 'Palaa tarkistukseen');
    await page.waitForURL('**/091/tarkista');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'h2', text: expect.stringMatching(/^Väittämä 3:/) as string });
    const changed = (await axTree(page)).find(
      (node) => node.role === 'heading' && node.properties.focused === true,
    );
    expect(changed?.description).toBe('Muutos on tallennettu.');

    // The value map: the figure is named for what it shows; the axis ends say where they are.
    await press(page, 'Näytä tulokset');
    await page.waitForURL('**/091/tulokset');
    await expectFocusOnH1(page, 'Tuloksesi');
    await press(page, 'Arvokartta');
    await page.waitForURL('**/091/kartta');
    await expectFocusOnH1(page, 'Arvokartta');
    await page.locator('.value-map-table').first().waitFor();
    await page.locator('.value-map__svg').waitFor();
    const map = await axTree(page);
    const figure = map.find((node) => node.role === 'figure');
    expect(figure?.name).toBe(
      'Arvokartta: sinun, puolueiden ja ehdokkaiden sijainnit talouden ja arvojen suhteen',
    );
    expect(map.some((node) => /[↑↓←→]/.test(node.name))).toBe(false);
    expect(map.some((node) => node.name.startsWith('Yläreuna:'))).toBe(true);
    const tables = map.filter((node) => node.role === 'table');
    expect(tables.length).toBe(2);
    for (const table of tables) expect(table.description).toMatch(/plus on kohti julkista rahaa/);
    await expectWholeWordNames(page, 'the value map');
    await context.close();
  });

  it('marks an error on the statement group as invalid', async () => {
    const { page, context } = await voterWithAnswers(browser(), baseURL, '091', [], []);
    await page.goto('/091/kysymykset?kysymys=1');
    await page.getByRole('radiogroup').or(page.getByRole('group')).first().waitFor();
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
    await page.getByText('Valitse yksi vaihtoehto.', { exact: false }).waitFor();
    const group = (await axTree(page)).find(
      (node) => node.role === 'group' && node.properties.invalid !== undefined,
    );
    expect(group?.properties.invalid).toBe('true');
    await expectWholeWordNames(page, 'statement 1 with an error');
    await context.close();
  });

  it('reads Swedish names in Swedish and marks what is in Finnish', async () => {
    const candidates = await candidatesOf(baseURL, '091');
    const { page, context } = await voterWithAnswers(
      browser(),
      baseURL,
      '091',
      SAMPLE_ANSWERS,
      [2],
    );
    // The statement's topic, in Swedish.
    await page.goto('/sv/091/kysymykset?kysymys=1');
    await page.locator('.question__category').waitFor();
    expect((await page.locator('.question__category').textContent())?.trim()).toBe(
      'Ämne: Hälsa och välbefinnande',
    );
    expect(await page.locator('.question__category [lang="fi"]').count()).toBe(0);
    await expectWholeWordNames(page, 'a Swedish statement');

    // The topic match of each card, in Swedish.
    await page.goto('/sv/091/tulokset');
    await page.getByRole('article').first().waitFor();
    const topics = await page
      .locator('.category-bars__label')
      .evaluateAll((labels) => labels.map((label) => label.textContent));
    expect(topics).toContain('Hälsa och välbefinnande');
    expect(topics).not.toContain('Terveys ja hyvinvointi');
    await expectWholeWordNames(page, 'the Swedish results');

    // The value map: Swedish party names, and a Finnish-only name marked lang="fi".
    await page.goto('/sv/091/kartta');
    await page.locator('.value-map-table').first().waitFor();
    await pageSettled(page);
    const parties = await page
      .locator('.value-map-table')
      .first()
      .locator('tbody th > span:first-child')
      .evaluateAll((cells) => cells.map((cell) => [cell.textContent, cell.getAttribute('lang')]));
    const labels = new Set(candidates.map((candidate) => candidate.party));
    if (labels.has('Kokoomus')) expect(parties).toContainEqual(['Samlingspartiet', null]);
    for (const [name, lang] of parties) {
      if (name === 'Kokoomus' || name === 'Keskusta' || name === 'Vihreät') {
        throw new Error(`Finnish party name on a Swedish page: ${name}`);
      }
      if (lang !== null) expect(lang).toBe('fi');
    }
    await expectWholeWordNames(page, 'the Swedish value map');
    await expectNoAxeViolations(page, 'the Swedish value map');
    await context.close();
  });
});
