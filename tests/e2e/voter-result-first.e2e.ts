import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { focusedElement, SAMPLE_ANSWERS, tabTo } from './voter-support';

// Issue #36, part 0: the first result (rank, name, match) is on the first screen on a phone and
// on a desktop, within 1.5 screens on a phone at A++; the explanations and tools follow the list.

const baseURL = inject('baseURL');
const browser = useBrowser();
const ID = '091';

function storedProgress() {
  const answers: Record<number, number | null> = {};
  SAMPLE_ANSWERS.forEach((answer, index) => {
    answers[index + 1] = answer;
  });
  return JSON.stringify({ answers, current: 24 });
}

async function resultsPage(width: number, height: number, textSize: string) {
  const { page, context } = await newPage(browser(), baseURL, { viewport: { width, height } });
  await context.addInitScript(
    ([key, value, size]) => {
      localStorage.setItem(key!, value!);
      localStorage.setItem('text_size', size!);
    },
    [`answers:${ID}`, storedProgress(), textSize],
  );
  await page.goto(`/${ID}/tulokset`);
  await page.getByRole('article').first().waitFor();
  // The tools above the list come after the cards (lazy); measure once they are drawn.
  await page.getByLabel('Etsi ehdokasta').waitFor({ state: 'attached' });
  return { page, context };
}

/** How many screens down the first card's rank, name and match end, at the top of the page. */
async function firstResultScreens(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const card = document.querySelector('article.candidate')!;
    const parts = ['.candidate__rank', '.candidate__person', '.candidate__match-value'].map(
      (selector) => card.querySelector(selector)!.getBoundingClientRect().bottom,
    );
    return Math.max(...parts) / window.innerHeight;
  });
}

describe('the result first', () => {
  const VIEWS = [
    { name: 'a phone, normal text', width: 360, height: 740, textSize: 'normal', screens: 1 },
    { name: 'a phone at A++', width: 360, height: 740, textSize: 'x-large', screens: 1.5 },
    { name: 'a desktop', width: 1280, height: 800, textSize: 'normal', screens: 1 },
  ] as const;
  for (const view of VIEWS) {
    it(`shows the first result within ${String(view.screens)} screen(s) on ${view.name}`, async () => {
      const { page, context } = await resultsPage(view.width, view.height, view.textSize);
      const screens = await firstResultScreens(page);
      if (process.env.MEASURE) {
        console.log(
          view.name,
          await page.evaluate(() =>
            [
              'header',
              '.results h1',
              '.results__summary',
              '.results-views',
              '.results-views__heading',
              '.party-filter',
              '.candidate-search',
              '.results__count',
              '.read-aloud',
              'article.candidate',
              '.candidate__photo',
              '.candidate__name',
              '.candidate__badge',
              '.candidate__match-value',
            ].map((sel) => {
              const r = document.querySelector(sel)?.getBoundingClientRect();
              return `${sel} ${String(Math.round(r?.top ?? -1))}-${String(Math.round(r?.bottom ?? -1))}`;
            }),
          ),
        );
      }
      expect(screens, `${view.name}: ${screens.toFixed(2)} screens`).toBeLessThanOrEqual(
        view.screens,
      );
      await context.close();
    }, 60_000);
  }

  it('keeps the explanations and tools after the list, reached by the link under the heading', async () => {
    const { page, context } = await resultsPage(360, 740, 'normal');
    await page.locator('h1').focus();
    await tabTo(page, 'the link to the explanations', (f) =>
      f.text.startsWith('Tietoa tuloksista ja toiminnot'),
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ tag: 'h2', text: 'Tietoa tuloksista' });
    expect(new URL(page.url()).hash).toBe('');
    await tabTo(page, 'Tulosta', (f) => f.text === 'Tulosta', 3);
    // The order a screen reader meets: the list comes before the explanations.
    const order = await page.evaluate(() => {
      const list = document.querySelector('.candidate-list')!;
      const about = document.getElementById('results-about')!;
      return list.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await expectNoAxeViolations(page, 'results, the result first');
    await context.close();
  }, 60_000);

  it('says in one short line that read-aloud is unavailable, with a link to the explanation', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 360, height: 740 },
    });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => [],
          speak: () => undefined,
          cancel: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
        configurable: true,
      });
    });
    await page.goto(`/${ID}/kysymykset?kysymys=1`);
    const note = page.locator('.read-aloud__note');
    await note.waitFor();
    const lines = await note.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(1);
    await note.getByRole('link').click();
    await page.waitForURL('**/saavutettavuus#read-aloud');
    await page.getByRole('heading', { name: 'Ääneen lukeminen' }).waitFor();
    await context.close();
  }, 60_000);
});

describe('words explained where they stand (issue #36, part 2)', () => {
  for (const { lang, path, word, start } of [
    {
      lang: 'fi',
      path: '/091/kysymykset?kysymys=2',
      word: 'asiakasmaksuja',
      start: 'asiakasmaksu:',
    },
    {
      lang: 'sv',
      path: '/sv/091/kysymykset?kysymys=2',
      word: 'Klientavgifterna',
      start: 'klientavgift',
    },
  ]) {
    it(`opens a word's explanation by keyboard at 320 px with A++, axe clean (${lang})`, async () => {
      const { page, context } = await newPage(browser(), baseURL, {
        viewport: { width: 320, height: 640 },
      });
      await context.addInitScript(() => localStorage.setItem('text_size', 'x-large'));
      await page.goto(path);
      // The word reads as itself (soft hyphens aside), in its own line, not inside the statement.
      const term = page.locator('.term-words button.term').first();
      await term.waitFor();
      expect((await term.textContent())?.replaceAll('\u00ad', '')).toBe(word);
      expect(await term.getAttribute('aria-expanded')).toBe('false');
      await page.locator('h1').focus();
      await tabTo(
        page,
        word,
        (f) => f.tag === 'button' && f.text.replaceAll('\u00ad', '') === word,
        6,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => term.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${String(await term.getAttribute('aria-controls'))}`);
      expect(await panel.isVisible()).toBe(true);
      expect((await panel.textContent())?.toLowerCase()).toContain(start.toLowerCase());
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await expectNoAxeViolations(page, `explained word open (${lang})`);
      // Forced colours: the word keeps its button border and the explanation its side rule.
      await page.emulateMedia({ forcedColors: 'active' });
      await expectNoAxeViolations(page, `explained word open, forced colours (${lang})`);
      expect(await term.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe(
        'solid',
      );
      expect(await panel.evaluate((box) => getComputedStyle(box).borderLeftStyle)).toBe('solid');
      await page.emulateMedia({ forcedColors: 'none' });
      await page.keyboard.press('Space');
      await expect.poll(() => term.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    }, 60_000);
  }
});
