import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import {
  answerStep,
  candidatesOf,
  expectedRanking,
  focusedElement,
  horizontalOverflow,
  LIKERT,
  normalise,
  percentText,
  statementsOf,
  tabTo,
  waitForStep,
  type TestAnswer,
  serveCandidates,
} from './voter-support';

const baseURL = inject('baseURL');
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mark = (page: Page) => page.getByRole('checkbox', { name: 'Tärkeä minulle' });
const reviewItems = (page: Page) => page.locator('main ol.review-list > li');

async function waitForReview(page: Page) {
  await page.waitForURL('**/tarkista');
  await expect.poll(() => heading(page).textContent()).toBe('Tarkista vastauksesi');
}

async function cardSummaries(page: Page) {
  return page
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => [
        article.querySelector('.candidate__person')?.textContent ?? '',
        (article.querySelector('.candidate__match-value')?.textContent ?? '').replace(
          /\u00a0/g,
          ' ',
        ),
      ]),
    );
}

/** Every request stayed on the app's own origin and carried no answer or mark. */
function expectNothingLeft(requests: readonly Request[]) {
  const origin = new URL(baseURL).origin;
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
    expect(url.origin, request.url()).toBe(origin);
    if (url.pathname.startsWith('/api/')) expect(url.search, request.url()).toBe('');
    expect(request.url()).not.toMatch(/answers|important|tarkea|tärkeä/i);
    const body = request.postData();
    if (request.method() === 'GET' || request.method() === 'HEAD') {
      expect(body ?? '').toBe('');
      continue;
    }
    posts.push({ path: url.pathname, body: JSON.parse(body ?? '{}') as Record<string, unknown> });
  }
  expect(posts.map((p) => p.path)).toEqual(['/api/statistics/visits']);
  expect(Object.keys(posts[0]!.body).sort()).toEqual(['p_municipality_id', 'p_user_uuid']);
}

describe('importance marks and the review before the results', () => {
  it('counts marked statements double, reviews every answer, and keeps all on the device', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const [statements, candidates] = await Promise.all([
      statementsOf(baseURL, '837'),
      candidatesOf(baseURL, '837'),
    ]);

    await page.goto('/837');
    await page.getByRole('link', { name: 'Aloita vastaaminen' }).click();

    // Statement 1: "Tärkeä minulle" is a checkbox with a description of what it does.
    await waitForStep(page, 1);
    expect(await mark(page).isChecked()).toBe(false);
    const hintId = await mark(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId ?? ''}"]`).textContent()).toContain(
      'kaksi kertaa niin paljon',
    );
    await page.getByRole('radio', { name: LIKERT[4], exact: true }).check();
    await mark(page).check();
    await expectNoAxeViolations(page, 'statement 1 marked important');
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();

    await answerStep(page, 2, 2);
    await answerStep(page, 3, null);

    // Statement 4 by keyboard: Tab to the options, Space; Tab to the mark, Space; Enter.
    await waitForStep(page, 4);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // Past the statement's explained word (a button in the heading) to the options.
    await tabTo(page, 'the first option', (f) => f.type === 'radio', 5);
    await page.keyboard.press('Space');
    expect(await focusedElement(page)).toMatchObject({ type: 'radio', label: LIKERT[0] });
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatchObject({ type: 'checkbox', checked: false });
    await page.keyboard.press('Space');
    expect(await focusedElement(page)).toMatchObject({ type: 'checkbox', checked: true });
    await tabTo(page, 'Seuraava', (f) => f.text === 'Seuraava');
    await page.keyboard.press('Enter');

    // The rest skipped; after the last statement comes the review.
    for (let n = 5; n <= 25; n += 1) await answerStep(page, n, null, 25, false);
    await waitForReview(page);
    await expect
      .poll(async () => normalise(await page.locator('main .lead').textContent()))
      .toContain('Vastasit 3 väittämään 25:stä.');
    await expect.poll(() => reviewItems(page).count()).toBe(25);
    const item = async (n: number) =>
      normalise(
        await reviewItems(page)
          .nth(n - 1)
          .textContent(),
      );
    expect(await item(1)).toContain(normalise(statements.questions[0]!.text));
    expect(await item(1)).toContain(`Vastauksesi${LIKERT[4]}`);
    expect(await item(1)).toContain('Tärkeä minulleKyllä');
    expect(await item(2)).toContain(`Vastauksesi${LIKERT[1]}Tärkeä minulleEi`);
    expect(await item(3)).toContain('VastauksesiOhitettu');
    expect(await item(4)).toContain(`Vastauksesi${LIKERT[0]}Tärkeä minulleKyllä`);
    expect(normalise(await page.locator('main').textContent())).toContain('vain suuntaa antava');
    await expectNoAxeViolations(page, 'review');

    // Change statement 2 with the mouse: back to the review with the new answer and a mark.
    await page.getByRole('link', { name: /^Muuta\W*väittämä 2$/ }).click();
    await waitForStep(page, 2);
    expect(await page.getByRole('radio', { name: LIKERT[1], exact: true }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: LIKERT[3], exact: true }).check();
    await mark(page).check();
    await page.getByRole('button', { name: 'Palaa tarkistukseen', exact: true }).click();
    await waitForReview(page);
    expect(await item(2)).toContain(`Vastauksesi${LIKERT[3]}Tärkeä minulleKyllä`);

    // Unmark statement 4 by keyboard.
    await tabTo(page, 'Muuta: väittämä 4', (f) => f.tag === 'a' && f.text === 'Muuta: väittämä 4');
    await page.keyboard.press('Enter');
    await waitForStep(page, 4);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await tabTo(page, 'Tärkeä minulle', (f) => f.type === 'checkbox', 6);
    expect(await focusedElement(page)).toMatchObject({ type: 'checkbox', checked: true });
    await page.keyboard.press('Space');
    await tabTo(page, 'Palaa tarkistukseen', (f) => f.text === 'Palaa tarkistukseen');
    await page.keyboard.press('Enter');
    await waitForReview(page);
    expect(await item(4)).toContain(`Vastauksesi${LIKERT[0]}Tärkeä minulleEi`);

    // A reload keeps the marks; they are stored beside the answers (format version 2).
    await page.reload();
    await waitForReview(page);
    expect(await item(2)).toContain('Tärkeä minulleKyllä');
    const stored = JSON.parse(
      await page.evaluate(() => localStorage.getItem('answers:837') ?? '{}'),
    ) as { version: number; important: number[]; answers: Record<string, number | null> };
    expect(stored.version).toBe(2);
    expect(stored.important).toEqual([1, 2]);
    expect(stored.answers).toMatchObject({ 1: 5, 2: 4, 3: null, 4: 1 });

    // Results: marked statements count double; fewer than 5 answers is said plainly.
    await page.getByRole('link', { name: 'Näytä tulokset', exact: true }).click();
    await page.waitForURL('**/837/tulokset');
    await page.getByRole('article').first().waitFor();
    await expect
      .poll(async () => normalise(await page.locator('main').textContent()))
      .toContain('Merkitsit 2 väittämää tärkeäksi');
    const main = normalise(await page.locator('main').textContent());
    expect(main).toContain('Vastasit 3 väittämään 25:stä.');
    expect(main).toContain('Vastasit vain 3 väittämään, joten tulos on vain suuntaa antava.');
    expect(main).toContain(
      'Merkitsit 2 väittämää tärkeäksi, ja ne vaikuttavat tulokseen kaksi kertaa niin paljon kuin muut.',
    );
    const answers: TestAnswer[] = [5, 4, null, 1, ...Array<TestAnswer>(21).fill(null)];
    const expected = expectedRanking(statements.questions, candidates, answers, new Set([1, 2]));
    const plain = expectedRanking(statements.questions, candidates, answers);
    // The marks change at least one shown figure, so the comparison below can fail.
    expect(expected.map((e) => percentText(e.match))).not.toEqual(
      plain.map((e) => percentText(e.match)),
    );
    expect(await cardSummaries(page)).toEqual(
      expected.slice(0, 10).map((e) => [e.name, percentText(e.match)]),
    );
    await expectNoAxeViolations(page, 'results with marks and few answers');

    // "Muuta vastauksia" goes back to the review.
    await page.getByRole('link', { name: 'Muuta vastauksia' }).click();
    await waitForReview(page);

    expectNothingLeft(requests);
    await context.close();
  }, 180_000);

  it('saves the top match again when only a mark changes, and sends nothing else', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // Make the demo candidates look real, so that the top match is sent at all.
    await serveCandidates(
      page,
      '091',
      (await candidatesOf(baseURL, '091')).map((candidate) => ({
        ...candidate,
        id: Math.abs(candidate.id),
      })),
    );
    const answers = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [i + 1, i % 4 === 0 ? null : (i % 5) + 1]),
    );
    await context.addInitScript(
      (stored) => {
        if (localStorage.getItem('answers:091') === null)
          localStorage.setItem('answers:091', stored);
      },
      JSON.stringify({ version: 2, answers, important: [], current: 24 }),
    );
    const saves = () =>
      requests
        .filter((r) => new URL(r.url()).pathname === '/api/matches')
        .map((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);

    await page.goto('/091/tulokset');
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => saves().length).toBe(1);

    // Only a mark changes: statement 2 becomes "Tärkeä minulle"; its answer stays.
    await page.getByRole('link', { name: 'Muuta vastauksia' }).click();
    await waitForReview(page);
    await page.getByRole('link', { name: /^Muuta\W*väittämä 2$/ }).click();
    await waitForStep(page, 2);
    await mark(page).check();
    await page.getByRole('button', { name: 'Palaa tarkistukseen', exact: true }).click();
    await waitForReview(page);
    await page.getByRole('link', { name: 'Näytä tulokset', exact: true }).click();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => saves().length).toBe(2);
    const [before, after] = saves();
    expect(after!.match_percentage).not.toBe(before!.match_percentage);

    const origin = new URL(baseURL).origin;
    for (const request of requests) {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
      expect(url.origin, request.url()).toBe(origin);
      expect(request.url()).not.toMatch(/answers|important|tarkea|tärkeä/i);
      if (request.method() === 'GET' || request.method() === 'HEAD') continue;
      expect(['/api/statistics/visits', '/api/matches']).toContain(url.pathname);
    }
    for (const body of saves()) {
      expect(Object.keys(body).sort()).toEqual([
        'candidate_id',
        'category_matches',
        'match_percentage',
        'municipality_id',
        'user_id',
      ]);
    }
    await context.close();
  }, 120_000);

  it('announces a statement error and puts it in the page title', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/091/kysymykset?kysymys=1');
    await waitForStep(page, 1);
    expect(await page.title()).toMatch(/^Väittämä 1 \/ 25/);
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
    const error = page.getByText('Valitse yksi vaihtoehto.', { exact: false });
    await error.waitFor();
    await expect.poll(() => page.title()).toMatch(/^Virhe: Väittämä 1 \/ 25/);
    // Each option is described by the error, so it is read out with the focused option.
    const described = await page
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map(
          (radio) =>
            document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent ??
            '',
        ),
      );
    expect(described).toHaveLength(5);
    for (const text of described) expect(text).toContain('Valitse yksi vaihtoehto.');
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ type: 'radio', label: LIKERT[0] });
    await expectNoAxeViolations(page, 'statement with an error');

    await page.getByRole('radio', { name: LIKERT[2], exact: true }).check();
    await expect.poll(() => page.title()).toMatch(/^Väittämä 1 \/ 25/);
    expect(await error.count()).toBe(0);
    await context.close();
  });

  it('works at 320 px and in forced colours: statement, review and results', async () => {
    const { page, context } = await newPage(browser(), baseURL, {
      viewport: { width: 320, height: 640 },
    });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/853/kysymykset?kysymys=1');
    await waitForStep(page, 1);
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
    await page.getByText('Valitse yksi vaihtoehto.', { exact: false }).waitFor();
    await page.getByRole('radio', { name: LIKERT[3], exact: true }).check();
    await mark(page).check();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'statement with a mark, 320 px, forced colours');
    // The checked mark keeps a visible border in forced colours.
    expect(
      await page
        .locator('.importance__option')
        .evaluate((label) => getComputedStyle(label).borderTopStyle),
    ).toBe('solid');
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
    for (let n = 2; n <= 25; n += 1) await answerStep(page, n, n % 3 === 0 ? 2 : null, 25, false);
    await waitForReview(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'review, 320 px, forced colours');
    await page.evaluate(() => localStorage.setItem('text_size', 'x-large'));
    await page.reload();
    await waitForReview(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('link', { name: 'Näytä tulokset', exact: true }).click();
    await page.getByRole('article').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'results, 320 px with A++, forced colours');
    await context.close();
  }, 120_000);
});
