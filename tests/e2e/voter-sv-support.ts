import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import commonFi from '#web/locales/fi/common.json' with { type: 'json' };
import commonSv from '#web/locales/sv/common.json' with { type: 'json' };
import homeFi from '#web/locales/fi/home.json' with { type: 'json' };
import homeSv from '#web/locales/sv/home.json' with { type: 'json' };
import legalFi from '#web/locales/fi/legal.json' with { type: 'json' };
import legalSv from '#web/locales/sv/legal.json' with { type: 'json' };
import mapFi from '#web/locales/fi/map.json' with { type: 'json' };
import mapSv from '#web/locales/sv/map.json' with { type: 'json' };
import matchingFi from '#web/locales/fi/matching.json' with { type: 'json' };
import matchingSv from '#web/locales/sv/matching.json' with { type: 'json' };
import resultsFi from '#web/locales/fi/results.json' with { type: 'json' };
import resultsSv from '#web/locales/sv/results.json' with { type: 'json' };
import voterFi from '#web/locales/fi/voter.json' with { type: 'json' };
import voterSv from '#web/locales/sv/voter.json' with { type: 'json' };
import { expectNoFinnishMessages, finnishOnlyMessages } from './no-finnish';
import { expectNoAxeViolations, newPage } from './support';
import { focusedElement, horizontalOverflow, tabTo, type TestAnswer } from './voter-support';

/** Steps of the voter flow in Swedish (/sv/…), shared by the Swedish voter tests. */

/** The answer scale 1..5 as the Swedish pages label it. */
export const SV_LIKERT = [
  commonSv['answer.1'],
  commonSv['answer.2'],
  commonSv['answer.3'],
  commonSv['answer.4'],
  commonSv['answer.5'],
] as const;

/**
 * Every Finnish UI message a voter page can show, plus a few Finnish words that no Swedish voter
 * page may carry outside `lang="fi"` data (they catch text written straight into a component).
 */
export const VOTER_FINNISH = [
  ...finnishOnlyMessages([
    [commonFi, commonSv],
    [homeFi, homeSv],
    [voterFi, voterSv],
    [resultsFi, resultsSv],
    [matchingFi, matchingSv],
    [mapFi, mapSv],
    [legalFi, legalSv],
  ]),
  'väittämä',
  'väittämät',
  'väittämän',
  'väittämistä',
  'ehdokas',
  'ehdokkaat',
  'ehdokkaiden',
  'puolueet',
  'puolueen',
  'kunnan',
  'lasketaan',
  'samaa mieltä',
  'eri mieltä',
  'Sinä',
];

/**
 * A Swedish voter page: `<html lang="sv">`, axe clean, no Finnish UI text; then at 320 px wide
 * no sideways scrolling and axe clean again. The viewport is put back afterwards.
 */
export async function checkSwedishPage(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.lang), label).toBe('sv');
  await expectNoAxeViolations(page, label);
  await expectNoFinnishMessages(page, VOTER_FINNISH, label);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => horizontalOverflow(page), { message: `${label} at 320 px` }).toBe(0);
  await expectNoAxeViolations(page, `${label} at 320 px`);
  if (size) await page.setViewportSize(size);
}

/** Waits until Swedish statement n is on screen, with the focus on it (a new page). */
export async function waitForStepSv(page: Page, n: number, total = 25) {
  await page.waitForURL(
    (url) =>
      url.pathname.startsWith('/sv/') &&
      url.pathname.endsWith('/kysymykset') &&
      url.searchParams.get('kysymys') === String(n),
  );
  await page.getByText(`Påstående ${String(n)} av ${String(total)}`, { exact: true }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

/**
 * Keyboard only, from the statement's heading: Tab to the options (past any explained word), Space on the first, arrows
 * down to the answer; Tab to "Viktigt för mig" and Space when `important`; Tab to "Nästa" and
 * Enter. A skipped statement: Tab to "Hoppa över" and Enter.
 */
export async function answerStepByKeyboard(
  page: Page,
  n: number,
  answer: TestAnswer,
  important = false,
) {
  await waitForStepSv(page, n);
  if (answer === null) {
    await tabTo(page, 'Hoppa över', (f) => f.tag === 'button' && f.text === 'Hoppa över');
    await page.keyboard.press('Enter');
    return;
  }
  // An explained word of the statement (a button in the heading) comes before the options.
  await tabTo(page, 'the first option', (f) => f.type === 'radio', 5);
  await page.keyboard.press('Space');
  for (let i = 1; i < answer; i += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedElement(page)).toMatchObject({
    type: 'radio',
    checked: true,
    label: SV_LIKERT[answer - 1],
  });
  if (important) {
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatchObject({ type: 'checkbox', checked: false });
    await page.keyboard.press('Space');
    expect(await focusedElement(page)).toMatchObject({ type: 'checkbox', checked: true });
  }
  await tabTo(page, 'Nästa', (f) => f.tag === 'button' && f.text === 'Nästa');
  await page.keyboard.press('Enter');
}

/**
 * Tab to a link or button with this text (or, with `prefix`, whose text starts with it: a
 * visually hidden ": name" may follow), then Enter.
 */
export async function pressByKeyboard(page: Page, text: string, max = 60, prefix = false) {
  await tabTo(
    page,
    text,
    (f) =>
      (f.tag === 'a' || f.tag === 'button') && (prefix ? f.text.startsWith(text) : f.text === text),
    max,
  );
  await page.keyboard.press('Enter');
}

/**
 * A voter whose answers (and marks) are on the device before any page runs, as the
 * questionnaire stores them (answers by statement id; `important` holds statement numbers).
 */
export async function voterWithAnswers(
  browser: Browser,
  baseURL: string,
  municipalityId: string,
  answers: readonly TestAnswer[],
  important: readonly number[],
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const byId: Record<number, TestAnswer> = {};
  answers.forEach((answer, index) => {
    byId[index + 1] = answer;
  });
  const stored = JSON.stringify({ version: 2, answers: byId, important, current: 24 });
  const session = await newPage(browser, baseURL, options);
  await session.context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
    },
    [`answers:${municipalityId}`, stored],
  );
  return session;
}

/**
 * Shows the whole result list: "Visa fler kandidater" / "Näytä lisää ehdokkaita" until none is
 * left (by the keyboard). Other test files add real candidates to the municipality, so the
 * first ten need not hold every demo candidate.
 */
export async function showAllCandidates(page: Page) {
  const articles = page.getByRole('article');
  const more = page.getByRole('button', {
    name: /^(Visa fler kandidater|Näytä lisää ehdokkaita)$/,
  });
  await articles.first().waitFor();
  for (let i = 0; i < 50 && (await more.count()) > 0; i += 1) {
    const before = await articles.count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => articles.count()).toBeGreaterThan(before);
  }
}

/** The result cards as shown: [name, match] in order, the match with a plain space. */
export async function shownRanking(page: Page): Promise<[string, string][]> {
  return page
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => [
        (article.querySelector('.candidate__person')?.textContent ?? '').replace(/\u00ad/g, ''),
        (article.querySelector('.candidate__match-value')?.textContent ?? '').replace(
          /\u00a0/g,
          ' ',
        ),
      ]),
    ) as Promise<[string, string][]>;
}
