import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectNoAxeViolations, newPage, nextFrame, useBrowser } from './support';
import {
  candidatesOf,
  focusedElement,
  horizontalOverflow,
  LIKERT,
  normalise,
  politeStatus,
  statementsOf,
  tabTo,
  type ApiCandidate,
  type ApiQuestion,
} from './voter-support';
import { checkSwedishPage, SV_LIKERT } from './voter-sv-support';

// Issue #36, part 1: "Lyhyempi versio" in a real browser, keyboard only, in Finnish and Swedish:
// the choice on the start page, the adaptive order with the certainty meter in words, the early
// finish, and "Vastaa loppuihin" on the results; axe clean, also at 320 px with A++ and in forced
// colours, and no request while the voter answers.

const baseURL = inject('baseURL');
const browser = useBrowser();
const ID = '837';

const TEXTS = {
  fi: {
    prefix: '',
    choose: 'Lyhyempi versio',
    count: (n: number) => `Väittämä ${String(n)} / 25`,
    likert: LIKERT,
    next: 'Seuraava',
    meter: /Tuloksesi|Vastaa ensin/,
    finish: 'Näytä tulokset nyt',
    rests: (n: number) =>
      `Valitsit lyhyemmän version: tulos perustuu ${String(n)} väittämään 25:stä.`,
    rest: 'Vastaa loppuihin',
  },
  sv: {
    prefix: '/sv',
    choose: 'Kortare version',
    count: (n: number) => `Påstående ${String(n)} av 25`,
    likert: SV_LIKERT,
    next: 'Nästa',
    meter: /Ditt resultat|Svara först/,
    finish: 'Visa resultaten nu',
    rests: (n: number) =>
      `Du valde den kortare versionen: resultatet grundar sig på ${String(n)} påståenden av 25.`,
    rest: 'Svara på resten',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Statement n is on screen with the focus on its heading, as on every new statement. */
async function waitForPlace(page: Page, language: Language, n: number) {
  await page.waitForURL((url) => url.searchParams.get('kysymys') === String(n));
  await page.getByText(TEXTS[language].count(n), { exact: true }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

/** Until the page's idle work (the meter) has run and been drawn. */
async function idle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(() => resolve(null), { timeout: 2000 });
      }),
  );
  await nextFrame(page);
  await nextFrame(page);
}

/** Keyboard only: from the heading, Tab to the options, Space and arrows to `answer`. */
async function chooseByKeyboard(page: Page, language: Language, answer: number) {
  await tabTo(page, 'the first option', (f) => f.type === 'radio', 5);
  await page.keyboard.press('Space');
  for (let i = 1; i < answer; i += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedElement(page)).toMatchObject({
    type: 'radio',
    checked: true,
    label: TEXTS[language].likert[answer - 1],
  });
}

async function shownStatement(page: Page, statements: readonly ApiQuestion[]) {
  const text = normalise(await page.getByRole('heading', { level: 1 }).textContent());
  const statement = statements.find((s) => normalise(s.text) === text);
  expect(statement, text).toBeDefined();
  return statement!;
}

async function runShorter(language: Language) {
  const t = TEXTS[language];
  const { page, context } = await newPage(browser(), baseURL);
  const [{ questions: statements }, candidates] = await Promise.all([
    statementsOf(baseURL, language === 'fi' ? ID : `${ID}?lang=sv`),
    candidatesOf(baseURL, ID),
  ]);
  // The voter answers like the first candidate (neutral where the candidate did not answer).
  const like: ApiCandidate = candidates[0]!;

  await page.goto(`${t.prefix}/${ID}`);
  // The choice comes with the public settings and its own small chunk, after the page.
  await page.getByRole('button', { name: t.choose }).waitFor();
  await tabTo(page, t.choose, (f) => f.tag === 'button' && f.text === t.choose, 40);
  if (language === 'fi') await expectNoAxeViolations(page, 'start page with the choice');
  await page.keyboard.press('Enter');
  await waitForPlace(page, language, 1);

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const shown: number[] = [];
  let n = 1;
  for (;;) {
    const statement = await shownStatement(page, statements);
    expect(shown).not.toContain(statement.id);
    shown.push(statement.id);
    await chooseByKeyboard(page, language, like.answers[statement.id - 1] ?? 3);
    await idle(page);
    await expect.poll(() => politeStatus(page, t.meter).count()).toBe(1);
    if ((await page.getByRole('link', { name: t.finish }).count()) > 0) break;
    expect(n, 'the early finish before the 25th statement').toBeLessThan(25);
    await tabTo(page, t.next, (f) => f.tag === 'button' && f.text === t.next, 20);
    await page.keyboard.press('Enter');
    n += 1;
    await waitForPlace(page, language, n);
    if (process.env.MEASURE) console.log(`${language}: statement ${String(n)}`);
  }
  if (process.env.MEASURE) console.log(`${language}: early finish after ${String(n)}`);
  expect(n).toBeGreaterThanOrEqual(6);
  // Answering asked the server for nothing: the order and the meter are worked out here.
  expect(requests.filter((r) => new URL(r.url()).pathname.startsWith('/api/'))).toEqual([]);

  if (language === 'fi') {
    await expectNoAxeViolations(page, 'statement with the meter');
    await page.emulateMedia({ forcedColors: 'active' });
    await expect.poll(() => page.locator('.certainty__bar').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'statement with the meter in forced colours');
    await page.emulateMedia({ forcedColors: 'none' });
    await page.evaluate(() => localStorage.setItem('text_size', 'x-large'));
    await page.reload();
    await waitForPlace(page, language, n);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.getByRole('link', { name: t.finish }).waitFor();
    await expect.poll(() => horizontalOverflow(page), { message: '320 px, A++' }).toBe(0);
    await expectNoAxeViolations(page, 'statement with the meter at 320 px and A++');
    await page.getByRole('heading', { level: 1 }).focus();
  } else {
    await checkSwedishPage(page, 'Swedish statement with the meter');
  }

  await tabTo(page, t.finish, (f) => f.tag === 'a' && f.text === t.finish, 30);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/tulokset'));
  await page.getByRole('article').first().waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(normalise(await page.locator('.results__summary').textContent())).toContain(t.rests(n));
  if (language === 'fi') await expectNoAxeViolations(page, 'results of the shorter version');
  else await checkSwedishPage(page, 'Swedish results of the shorter version');

  await tabTo(page, t.rest, (f) => f.tag === 'a' && f.text === t.rest, 10);
  await page.keyboard.press('Enter');
  await waitForPlace(page, language, n + 1);
  const next = await shownStatement(page, statements);
  expect(shown).not.toContain(next.id);
  await context.close();
}

describe('Lyhyempi versio', () => {
  // Up to 25 statements by keyboard each: longer than a single page's test.
  const WHOLE_RUN = { timeout: 300_000 };
  it(
    'in Finnish, by keyboard: choice, meter, early finish and Vastaa loppuihin',
    WHOLE_RUN,
    async () => {
      await runShorter('fi');
    },
  );

  it('in Swedish, by keyboard: Kortare version to Svara på resten', WHOLE_RUN, async () => {
    await runShorter('sv');
  });
});
