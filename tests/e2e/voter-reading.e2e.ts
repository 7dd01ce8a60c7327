import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import {
  candidatesOf,
  LIKERT,
  normalise,
  printCount,
  statementsOf,
  stubPrint,
  waitForStep,
  serveCandidates,
} from './voter-support';

// Reading a statement: its background ("Lisätietoa"), and the page at phone size with the
// largest text.

const baseURL = inject('baseURL');
const browser = useBrowser();

/**
 * The lines a heading is drawn in, and each place where a line ends other than after a space,
 * a hyphen or a soft hyphen (a word broken in mid-syllable, or without a hyphen).
 */
async function lineBreaks(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    // A hyphenated text is drawn by CSS from its attribute (components/hyphenated.tsx), which a
    // Range cannot measure: put the same text in its place as a text node, which lines up alike.
    for (const drawn of element.querySelectorAll<HTMLElement>('[data-hyphenated]')) {
      const text = drawn.dataset.hyphenated ?? '';
      drawn.removeAttribute('data-hyphenated');
      drawn.textContent = text;
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lines: string[] = [''];
    const badBreaks: string[] = [];
    let syllableBreaks = 0;
    let lineTop: number | null = null;
    let previous = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // A character just after a break can also report an empty box at the end of the
        // previous line: take its last box that has a width.
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
        if (rect) {
          if (lineTop !== null && rect.top > lineTop + rect.height / 2) {
            if (!/[\s\u00ad-]/.test(previous)) badBreaks.push(`${lines.at(-1)!}|${text[i]!}`);
            if (previous === '\u00ad') syllableBreaks += 1;
            lines.push('');
          }
          lineTop = rect.top;
        }
        const char = text[i]!;
        lines[lines.length - 1] = `${lines.at(-1)!}${char === '\u00ad' ? '' : char}`;
        previous = char;
      }
    }
    return { lines, badBreaks, syllableBreaks };
  });
}

/** The colours of an element's pixels at the given fractions of its width, on its middle row. */
async function coloursAcross(page: Page, selector: string, fractions: number[]) {
  const png = await page.locator(selector).first().screenshot();
  return page.evaluate(
    async ({ data, fractions }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const y = Math.floor(image.height / 2);
      return fractions.map((f) =>
        Array.from(context.getImageData(Math.floor(image.width * f), y, 1, 1).data).join(','),
      );
    },
    { data: png.toString('base64'), fractions },
  );
}

describe('a statement page', () => {
  it('opens the background text with the keyboard, and the page stays axe clean', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const { questions } = await statementsOf(baseURL, '837');
    const background = (questions[0] as { background?: string } | undefined)?.background ?? '';
    expect(background.length).toBeGreaterThan(100);

    await page.goto('/837/kysymykset?kysymys=1');
    await waitForStep(page, 1);
    const summary = page.getByText('Lisätietoa', { exact: true });
    const text = page.locator('.question__background p');
    expect(await text.isVisible()).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await text.waitFor();
    expect(normalise(await text.textContent())).toBe(normalise(background));
    await expectNoAxeViolations(page, 'statement with Lisätietoa open');
    await context.close();
  });

  it('at 320 × 640 with A++ shows each statement and its first option without scrolling, and breaks long words only at syllables', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    await context.addInitScript(() => localStorage.setItem('text_size', 'x-large'));
    const { questions } = await statementsOf(baseURL, '837');
    let hyphenatedLines = 0;
    for (const [index] of questions.entries()) {
      const n = index + 1;
      await page.goto(`/837/kysymykset?kysymys=${String(n)}`);
      await waitForStep(page, n);
      const heading = page.getByRole('heading', { level: 1 });
      const firstOption = page.locator('.likert__option').first();
      const [scrollY, headingBox, optionBox] = await Promise.all([
        page.evaluate(() => window.scrollY),
        heading.boundingBox(),
        firstOption.boundingBox(),
      ]);
      expect(scrollY, `statement ${String(n)}`).toBe(0);
      expect(headingBox!.y, `statement ${String(n)}`).toBeGreaterThanOrEqual(0);
      expect(optionBox!.y + optionBox!.height, `statement ${String(n)}`).toBeLessThanOrEqual(640);
      const { lines, badBreaks, syllableBreaks } = await lineBreaks(page, 'h1');
      expect(badBreaks, `statement ${String(n)}: ${lines.join(' / ')}`).toEqual([]);
      hyphenatedLines += syllableBreaks;
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    // The statements are long enough at this size that some words do break, at a syllable.
    expect(hyphenatedLines).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it('keeps the progress bar and the topic bars visible in forced colours', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.emulateMedia({ forcedColors: 'active' });
    // Statement 5 of 25: the first fifth of the bar is filled, the rest is empty.
    await page.goto('/837/kysymykset?kysymys=5');
    await waitForStep(page, 5);
    const [filled, empty] = await coloursAcross(page, '.question__bar', [0.1, 0.9]);
    expect(filled).not.toBe(empty);
    expect(
      await page.locator('.question__bar').evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');

    // Every answer "Täysin samaa mieltä": each topic bar is partly filled, in its own colour.
    await page.evaluate(() =>
      localStorage.setItem(
        'answers:837',
        JSON.stringify({
          answers: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [i + 1, 5])),
          current: 24,
        }),
      ),
    );
    await page.goto('/837/tulokset');
    const track = page.locator('.category-bars__track').first();
    await track.waitFor();
    const width = await track.evaluate((el) => {
      const fill = el.querySelector<HTMLElement>('.category-bars__fill');
      return fill ? fill.getBoundingClientRect().width / el.getBoundingClientRect().width : 0;
    });
    expect(width).toBeGreaterThan(0.05);
    expect(width).toBeLessThan(0.95);
    // The fill and the rest of the track differ once the bar is painted (a screenshot taken in
    // the frame before can show the empty track only, on a busy machine).
    await expect
      .poll(async () => {
        const [fillColour, trackColour] = await coloursAcross(page, '.category-bars__track', [
          width / 2,
          (1 + width) / 2,
        ]);
        return fillColour !== trackColour;
      })
      .toBe(true);
    await expectNoAxeViolations(page, 'results in forced colours');
    await context.close();
  }, 60_000);
});

describe('printed results', () => {
  it('follow the chosen text size and show the date, the municipality and the own answers', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const { name, questions } = await statementsOf(baseURL, '837');
    // Every sixth statement skipped, the others answered 1..5 in turn.
    const answers = Object.fromEntries(
      questions.map((q, i) => [q.id, i % 6 === 0 ? null : (i % 5) + 1]),
    );
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('text_size', 'x-large');
        localStorage.setItem('answers:837', stored);
      },
      JSON.stringify({ answers, current: 24 }),
    );
    await page.goto('/837/tulokset');
    await page.locator('.candidate').first().waitFor();
    const printedAnswers = page.locator('.printed-answers');
    expect(await printedAnswers.isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print' });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootSize()).toBe('22px'); // 16.5 pt
    await page.evaluate(() => {
      document.documentElement.dataset.textSize = 'normal';
    });
    expect(parseFloat(await rootSize())).toBeCloseTo(14.67, 1); // 11 pt

    const now = new Date();
    const date = `${String(now.getDate())}.${String(now.getMonth() + 1)}.${String(now.getFullYear())}`;
    // The print-only parts are a chunk of their own, loaded just after the results.
    await expect.poll(() => printedAnswers.locator('li').count()).toBe(questions.length);
    const printedOn = normalise(await page.locator('.printed-on').textContent());
    expect(printedOn).toContain(date);
    expect(printedOn).toContain(name);
    expect(await printedAnswers.isVisible()).toBe(true);
    const items = await printedAnswers
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
    expect(items).toHaveLength(questions.length);
    questions.forEach((q, i) => {
      const answer = answers[q.id];
      expect(normalise(items[i]!)).toBe(
        `${normalise(q.text)} ${answer ? LIKERT[answer - 1] : 'Ohitettu'}`,
      );
    });
    const breaks = await page
      .locator('.candidate')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakInside));
    expect(breaks.length).toBeGreaterThan(0);
    expect(new Set(breaks)).toEqual(new Set(['avoid']));
    await context.close();
  }, 60_000);

  it('hold every candidate of the view and filter, or every party, not only those on screen', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    // 30 demo candidates made from the 10 real demo ones: more than "Näytä lisää" shows at first.
    const real = await candidatesOf(baseURL, '837');
    const candidates = Array.from({ length: 30 }, (_, i) => ({
      ...real[i % real.length]!,
      id: -(2000 + i),
      name: `${real[i % real.length]!.name} ${String(i + 1)}`,
    }));
    await serveCandidates(page, '837', candidates);
    const parties = [...new Set(candidates.map((c) => c.party))];
    // The biggest party, so that its printout is longer than the first ten where possible.
    const party = parties
      .map((name) => ({ name, count: candidates.filter((c) => c.party === name).length }))
      .sort((a, b) => b.count - a.count)[0]!;
    await context.addInitScript(() => {
      const answers = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [i + 1, 4]));
      localStorage.setItem('answers:837', JSON.stringify({ answers, current: 24 }));
    });
    const cardCount = () => page.locator('.candidate').count();
    const countText = async () => normalise(await page.locator('.results__count').textContent());

    await page.goto('/837/tulokset');
    await page.locator('.candidate').first().waitFor();
    await expect.poll(cardCount).toBe(10);

    // Printing from the browser (Ctrl+P): the whole list is there before the paper is laid out.
    const atBeforePrint = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'));
      return document.querySelectorAll('.candidate').length;
    });
    expect(atBeforePrint).toBe(candidates.length);
    // "afterprint" is not a user event: React may draw its update a moment later.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(cardCount).toBe(10);

    // The print media: every candidate, each kept whole on its page, without "first 10" talk.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(cardCount).toBe(candidates.length);
    await expect.poll(countText).toBe(`Ehdokkaita on ${String(candidates.length)}.`);
    const breaks = await page
      .locator('.candidate-list__item')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).breakInside));
    expect(new Set(breaks)).toEqual(new Set(['avoid']));
    await expect.poll(() => page.locator('.printed-on').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.printed-answers').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'results, whole list in print');
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(cardCount).toBe(10);

    // "Näytä lisää" on screen, then "Tulosta": still the whole list on paper.
    await page.getByRole('button', { name: 'Näytä lisää ehdokkaita' }).click();
    await expect.poll(cardCount).toBe(Math.min(20, candidates.length));
    await stubPrint(page);
    await page.getByRole('button', { name: 'Tulosta' }).click();
    await expect.poll(() => printCount(page)).toBe(1);
    expect(await cardCount()).toBe(candidates.length);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(cardCount).toBe(Math.min(20, candidates.length));

    // One party: all of its candidates and no others, and the paper says which party.
    await page.goto(`/837/tulokset?puolue=${encodeURIComponent(party.name)}`);
    await page.locator('.candidate').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(cardCount).toBe(party.count);
    await expect
      .poll(countText)
      .toMatch(new RegExp(`^Ehdokkaita on ${String(party.count)} \\(puolue: .+\\)\\.$`));
    await page.emulateMedia({ media: 'screen' });

    // The parties view: every party, each kept whole, with the date and the own answers.
    await page.goto('/837/tulokset?nakyma=puolueet');
    await page.locator('.party-list__item').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.party-list__item').count()).toBe(parties.length);
    const partyBreaks = await page
      .locator('.party-list__item')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).breakInside));
    expect(new Set(partyBreaks)).toEqual(new Set(['avoid']));
    await expect.poll(() => page.locator('.printed-on').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.printed-answers').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'parties, print');
    await context.close();
  }, 90_000);
});

describe('loading a page on a slow phone', () => {
  it('moves nothing into or out of view while a page and its data load', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 412, height: 823 },
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'answers:837',
        JSON.stringify({
          answers: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [i + 1, 4])),
          current: 24,
        }),
      );
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node }[];
        }[]) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((s) => (s.node as Element | undefined)?.className ?? '?'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow phone: the page's own code and its data arrive well after the frame is drawn.
    await page.route(/\/(assets\/.*\.js|api\/municipalities\/.*)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const path of ['/', '/837/kysymykset?kysymys=1', '/837/tulokset', '/tietosuoja']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.locator('.page-loading').waitFor({ state: 'detached' });
      await page.locator('.site-footer').waitFor({ state: 'visible' });
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    }
    await context.close();
  }, 60_000);
});
