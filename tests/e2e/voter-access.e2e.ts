import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, nextFrame, useBrowser } from './support';
import {
  answerAll,
  focusedElement,
  horizontalOverflow,
  LIKERT,
  printCount,
  SAMPLE_ANSWERS,
  statementsOf,
  stubPrint,
  tabTo,
  waitForStep,
  politeStatus,
} from './voter-support';

const baseURL = inject('baseURL');
const browser = useBrowser();

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

describe('the voter flow by keyboard alone', () => {
  it('goes from the home page to an opened candidate with Tab, Space, arrows and Enter', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const statements = await statementsOf(baseURL, '837');
    await page.goto('/');
    await page.getByRole('list', { name: 'Valitse kuntasi' }).waitFor();

    await tabTo(page, 'the Tampere link', (f) => f.tag === 'a' && f.text === 'Tampere');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/837');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tampere');

    await tabTo(page, 'the start link', (f) => f.text === 'Aloita vastaaminen');
    await page.keyboard.press('Enter');
    await waitForStep(page, 1);
    await expect.poll(() => focusedTag(page)).toBe('H1');

    // Tab reaches the first option without choosing it (past the statement's explained words,
    // buttons in the heading); Space chooses; an arrow moves the choice.
    await tabTo(page, 'the first option', (f) => f.type === 'radio', 5);
    expect(await focusedElement(page)).toMatchObject({ type: 'radio', checked: false });
    await page.keyboard.press('Space');
    expect(await focusedElement(page)).toMatchObject({ checked: true, label: LIKERT[0] });
    await page.keyboard.press('ArrowDown');
    expect(await focusedElement(page)).toMatchObject({ checked: true, label: LIKERT[1] });
    expect(new URL(page.url()).searchParams.get('kysymys')).toBe('1');
    await page.keyboard.press('Enter');
    await waitForStep(page, 2);
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({
        tag: 'h1',
        text: statements.questions[1]!.text.replace(/\u00ad/g, ''),
      });

    // "Seuraava" without a choice explains what to do and puts focus on the options.
    await tabTo(page, 'Seuraava', (f) => f.text === 'Seuraava');
    await page.keyboard.press('Enter');
    await page.getByText('Valitse yksi vaihtoehto.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'statement 2 with an error');
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ type: 'radio', label: LIKERT[0] });
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    // Skip statement 3, then come back to it with "Edellinen".
    await waitForStep(page, 3);
    await tabTo(page, 'Ohita', (f) => f.text === 'Ohita');
    await page.keyboard.press('Enter');
    await waitForStep(page, 4);
    await tabTo(page, 'Edellinen', (f) => f.text === 'Edellinen');
    await page.keyboard.press('Enter');
    await waitForStep(page, 3);
    await expect.poll(() => focusedTag(page)).toBe('H1');

    for (let n = 3; n <= 25; n += 1) {
      await waitForStep(page, n);
      await expect.poll(() => focusedTag(page)).toBe('H1');
      await tabTo(page, `the options of statement ${String(n)}`, (f) => f.type === 'radio', 5);
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
    }

    // "Tarkista vastauksesi", then "Näytä tulokset".
    await page.waitForURL('**/837/tarkista');
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ tag: 'h1', text: 'Tarkista vastauksesi' });
    await tabTo(page, 'Näytä tulokset', (f) => f.text === 'Näytä tulokset', 80);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/837/tulokset');
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h1', text: 'Tuloksesi' });
    await page.getByRole('article').first().waitFor();

    await tabTo(page, 'the party filter', (f) => f.tag === 'select');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => politeStatus(page, 'Ehdokkaita on').textContent()).toContain('puolue:');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => politeStatus(page, 'Ehdokkaita on').textContent())
      .not.toContain('puolue:');

    await tabTo(page, 'the first "Näytä vastaukset"', (f) => f.text.startsWith('Näytä vastaukset'));
    await page.keyboard.press('Enter');
    const toggle = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /vastaukset/ });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByRole('list', { name: 'Vastaukset väittämiin' }).isVisible())
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // Printing and the other tools come after the list (issue #36: the result first).
    await stubPrint(page);
    await tabTo(page, 'Tulosta', (f) => f.text === 'Tulosta', 80);
    await page.keyboard.press('Enter');
    await expect.poll(() => printCount(page)).toBe(1);
    await context.close();
  }, 120_000);
});

describe('the voter pages at small widths and large text', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser(), baseURL));
    await page.goto('/837/kysymykset');
    await answerAll(page, SAMPLE_ANSWERS);
    await page.waitForURL('**/837/tulokset');
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  /** Every state of every voter page. Statement 3 was skipped, so "Seuraava" shows an error. */
  const STATES: { name: string; open: (page: Page) => Promise<void> }[] = [
    {
      name: 'intro with the restart confirmation',
      open: async (p) => {
        await p.goto('/837');
        await p.getByRole('button', { name: 'Aloita alusta' }).click();
        await p.getByRole('button', { name: 'Kyllä, poista vastaukset' }).waitFor();
      },
    },
    {
      name: 'a statement with an answer',
      open: async (p) => {
        await p.goto('/837/kysymykset?kysymys=2');
        await waitForStep(p, 2);
      },
    },
    {
      name: 'a statement with an error',
      open: async (p) => {
        await p.goto('/837/kysymykset?kysymys=3');
        await waitForStep(p, 3);
        await p.getByRole('button', { name: 'Seuraava' }).click();
        await p.getByText('Valitse yksi vaihtoehto.', { exact: false }).waitFor();
      },
    },
    {
      name: 'results with a candidate open',
      open: async (p) => {
        await p.goto('/837/tulokset');
        await p.getByRole('article').first().getByRole('button', { name: /Näytä/ }).click();
        await p.getByRole('list', { name: 'Vastaukset väittämiin' }).waitFor();
      },
    },
  ];

  // WCAG 1.4.10 and 1.4.4: 320 px wide (400 % zoom), the app's own A++ size there, and 200 %
  // text. Even at 320 px with 200 % text (800 % zoom, beyond WCAG) the whole page fits.
  const VIEWS = [
    { name: '320 px', width: 320, textSize: 'normal', fontSize: '', scope: 'page' },
    {
      name: '320 px with A++ (150 %)',
      width: 320,
      textSize: 'x-large',
      fontSize: '',
      scope: 'page',
    },
    {
      name: '640 px with 200 % text',
      width: 640,
      textSize: 'normal',
      fontSize: '200%',
      scope: 'page',
    },
    {
      name: '1280 px with 200 % text',
      width: 1280,
      textSize: 'normal',
      fontSize: '200%',
      scope: 'page',
    },
    {
      name: '320 px with 200 % text',
      width: 320,
      textSize: 'normal',
      fontSize: '200%',
      scope: 'page',
    },
  ] as const;

  for (const view of VIEWS) {
    it(`needs no sideways scrolling at ${view.name}`, async () => {
      await page.setViewportSize({ width: view.width, height: 800 });
      await page.evaluate((size) => localStorage.setItem('text_size', size), view.textSize);
      for (const state of STATES) {
        await state.open(page);
        await page.evaluate((size) => {
          document.documentElement.style.fontSize = size;
        }, view.fontSize);
        await nextFrame(page);
        const overflow =
          view.scope === 'page'
            ? await horizontalOverflow(page)
            : await page.evaluate(() => {
                const main = document.getElementById('main')!;
                return main.scrollWidth - main.clientWidth;
              });
        expect(overflow, `${state.name} at ${view.name}`).toBe(0);
      }
      await page.evaluate(() => localStorage.setItem('text_size', 'normal'));
    }, 60_000);
  }

  async function expectTargets(locators: Locator[], where: string) {
    for (const locator of locators) {
      const count = await locator.count();
      expect(count, `${where}: ${locator.toString()}`).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const box = await locator.nth(i).boundingBox();
        const label = `${where}: ${(await locator.nth(i).textContent()) ?? ''}`;
        expect(box, label).not.toBeNull();
        expect(box!.width, label).toBeGreaterThanOrEqual(44);
        expect(box!.height, label).toBeGreaterThanOrEqual(44);
      }
    }
  }

  for (const width of [320, 1280]) {
    it(`has answer options and buttons of at least 44 × 44 px at ${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/837/kysymykset?kysymys=2');
      await waitForStep(page, 2);
      await expectTargets(
        [
          page.locator('label').filter({ has: page.getByRole('radio') }),
          page.getByRole('main').getByRole('button'),
          page.getByRole('banner').getByRole('button'),
        ],
        `statement at ${String(width)} px`,
      );
      await page.goto('/837/tulokset');
      await page.getByRole('article').first().waitFor();
      // The party filter and the search are one line on a phone until opened (issue #36).
      const tools = page.locator('summary', { hasText: 'Rajaa tai etsi ehdokkaita' });
      if (width === 320) await tools.click();
      await expectTargets(
        [
          tools,
          page.getByRole('main').getByRole('button'),
          page.getByRole('link', { name: 'Muuta vastauksia' }),
          page.getByRole('combobox'),
        ],
        `results at ${String(width)} px`,
      );
      await page.goto('/837');
      await page.getByRole('link', { name: 'Jatka vastaamista' }).waitFor();
      await expectTargets(
        [
          page.getByRole('link', { name: 'Jatka vastaamista' }),
          page.getByRole('button', { name: 'Aloita alusta' }),
        ],
        `intro at ${String(width)} px`,
      );
    });
  }
});
