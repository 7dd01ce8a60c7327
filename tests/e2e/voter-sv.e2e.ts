import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support';
import {
  expectedRanking,
  focusedElement,
  getJson,
  normalise,
  onlyDemoCandidates,
  percentText,
  SAMPLE_ANSWERS,
  statementsOf,
  tabTo,
  type ApiCandidate,
  type ApiQuestion,
  serveCandidates,
} from './voter-support';
import {
  answerStepByKeyboard,
  checkSwedishPage,
  pressByKeyboard,
  showAllCandidates,
  shownRanking,
  voterWithAnswers,
  waitForStepSv,
} from './voter-sv-support';
import { PAGE_TIMEOUT } from './timeouts';

// The whole voter flow in Swedish (/sv/…), keyboard only: each page axe clean, without
// sideways scrolling at 320 px, and without Finnish UI text. The same answers give the same
// ranking in both languages.

const baseURL = inject('baseURL');
// Helsinki is bilingual. Other test files add candidates to it; the comparisons below read
// only the demo candidates, whose answers are fixed.
const MUNICIPALITY = '091';
/** Statement numbers marked "Viktigt för mig" in these tests. */
const IMPORTANT = [1, 4];
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const headingText = async (page: Page) => normalise(await heading(page).textContent());
const cards = (page: Page) => page.getByRole('article');

/** The demo candidates (negative ids) of the municipality, in the API's language. */
async function demoCandidates(lang: 'fi' | 'sv') {
  const all = await getJson<(ApiCandidate & { language?: string })[]>(
    baseURL,
    `/api/municipalities/${MUNICIPALITY}/candidates${lang === 'sv' ? '?lang=sv' : ''}`,
  );
  return all.filter((candidate) => candidate.id < 0);
}

/** Only the rows of demo candidates: other files may add candidates while this one runs. */
function demoRows(rows: [string, string][], demo: readonly { name: string }[]) {
  const names = new Set(demo.map((candidate) => candidate.name));
  return rows.filter(([name]) => names.has(name));
}

describe('the voter flow in Swedish', () => {
  it('goes from /sv through 25 statements to the results, keyboard only', async () => {
    const { page, context } = await newPage(browser(), baseURL, { locale: 'sv-FI' });
    page.setDefaultTimeout(PAGE_TIMEOUT);
    // The first ten shown must be the demo ones, whatever candidates other files added.
    await onlyDemoCandidates(page, MUNICIPALITY);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [statements, demo] = await Promise.all([
      getJson<{ questions: (ApiQuestion & { background: string })[] }>(
        baseURL,
        `/api/municipalities/${MUNICIPALITY}?lang=sv`,
      ),
      demoCandidates('sv'),
    ]);

    // Home: the municipalities by their Swedish names.
    await page.goto('/sv');
    await page.getByRole('list', { name: 'Välj din kommun' }).waitFor();
    await checkSwedishPage(page, 'home');
    await pressByKeyboard(page, 'Helsingfors');

    // Intro of a bilingual municipality: its Swedish name, and the Finnish page on offer.
    await page.waitForURL(`**/sv/${MUNICIPALITY}`);
    await expect.poll(() => headingText(page)).toBe('Helsingfors');
    await expect.poll(() => page.locator('main').textContent()).toContain('Antal kandidater');
    const finnish = page.locator('main').getByRole('link', { name: 'Suomeksi' });
    expect(await finnish.getAttribute('href')).toBe(`/${MUNICIPALITY}`);
    expect(await finnish.getAttribute('lang')).toBe('fi');
    await checkSwedishPage(page, 'intro');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Börja svara');

    // Statement 1: in Swedish, the background opens from the keyboard.
    await answerStepByKeyboard(page, 1, SAMPLE_ANSWERS[0]!, true);
    await answerStepByKeyboard(page, 2, SAMPLE_ANSWERS[1]!);
    await answerStepByKeyboard(page, 3, SAMPLE_ANSWERS[2]!);
    const fourth = statements.questions[3]!;
    await waitForStepSv(page, 4);
    expect(normalise(await heading(page).textContent())).toBe(normalise(fourth.text));
    await tabTo(page, 'Mer information', (f) => f.tag === 'summary');
    await page.keyboard.press('Enter');
    const background = page.locator('.question__background p');
    await expect.poll(() => background.isVisible()).toBe(true);
    expect(normalise(await background.textContent())).toBe(normalise(fourth.background));
    await checkSwedishPage(page, 'statement 4 with its background');
    await page.locator('h1').focus();
    await answerStepByKeyboard(page, 4, SAMPLE_ANSWERS[3]!, true);
    for (let n = 5; n <= 25; n += 1) await answerStepByKeyboard(page, n, SAMPLE_ANSWERS[n - 1]!);

    // The review: every answer, the marks, then on to the results.
    await page.waitForURL(`**/sv/${MUNICIPALITY}/tarkista`);
    await expect.poll(() => headingText(page)).toBe('Granska dina svar');
    await expect.poll(() => page.locator('main ol.review-list > li').count()).toBe(25);
    expect(normalise(await page.locator('main').textContent())).toContain('Ja, räknas dubbelt');
    await checkSwedishPage(page, 'review');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Visa resultat');

    // Results: the ranking the documented formula gives, marks counted double.
    await page.waitForURL(`**/sv/${MUNICIPALITY}/tulokset`);
    await expect.poll(() => headingText(page)).toBe('Ditt resultat');
    await showAllCandidates(page);
    await expect
      .poll(async () => demoRows(await shownRanking(page), demo).length)
      .toBe(demo.length);
    const expected = expectedRanking(
      statements.questions,
      demo,
      SAMPLE_ANSWERS,
      new Set(IMPORTANT),
    );
    expect(demoRows(await shownRanking(page), demo)).toEqual(
      expected.map((e) => [e.name, percentText(e.match)]),
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Så räknas överensstämmelsen' }).count())
      .toBe(1);
    await checkSwedishPage(page, 'results, candidates');

    // A candidate's answers open from the keyboard.
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Visa svaren', 60, true);
    await expect
      .poll(() => cards(page).first().getByRole('list', { name: 'Svar på påståendena' }).count())
      .toBe(1);
    await checkSwedishPage(page, 'results, a candidate open');

    // The parties view.
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Partier');
    await page.waitForURL((url) => url.searchParams.get('nakyma') === 'puolueet');
    await expect.poll(() => page.locator('main').textContent()).toContain('Partiet har');
    await checkSwedishPage(page, 'results, parties');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Kandidater');
    await page.waitForURL((url) => url.searchParams.get('nakyma') === null);

    // Comparison: two candidates picked with Space, opened with Enter.
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    const names = (await shownRanking(page)).slice(0, 2).map(([name]) => name);
    await page.locator('h1').focus();
    for (const name of names) {
      await tabTo(
        page,
        `Jämför ${name}`,
        (f) => f.type === 'checkbox' && normalise(f.label) === `Jämför: ${name}`,
        80,
      );
      await page.keyboard.press('Space');
      expect((await focusedElement(page)).checked).toBe(true);
    }
    await checkSwedishPage(page, 'results, two picked');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Öppna jämförelsen', 80, true);
    await page.waitForURL(`**/sv/${MUNICIPALITY}/vertailu?**`);
    await page.getByRole('table').waitFor();
    expect(normalise(await page.getByRole('table').locator('caption').textContent())).toBe(
      'Dina och de valda kandidaternas svar på påståendena',
    );
    await checkSwedishPage(page, 'comparison');

    // The value map, from the results by keyboard; its statements open with Enter.
    await page.goto(`/sv/${MUNICIPALITY}/tulokset`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Värdekarta');
    await page.waitForURL(`**/sv/${MUNICIPALITY}/kartta`);
    await page.getByRole('img', { name: 'Värdekarta' }).waitFor();
    // The explanation below the tables is a chunk of its own, loaded after them.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Så räknas placeringarna' }).count())
      .toBe(1);
    await page.locator('h1').focus();
    await tabTo(page, 'Kartans påståenden', (f) => f.tag === 'summary');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details').getAttribute('open')).not.toBeNull();
    await checkSwedishPage(page, 'value map');

    // The footer's pages: privacy and accessibility; the admin link says it is in Finnish.
    const footer = page.getByRole('contentinfo');
    const admin = footer.getByRole('link', { name: /Administration/ });
    expect(await admin.getAttribute('hreflang')).toBe('fi');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Dataskydd', 120);
    await page.waitForURL('**/sv/tietosuoja');
    await expect.poll(() => headingText(page)).toBe('Dataskyddsbeskrivning');
    await checkSwedishPage(page, 'privacy');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Tillgänglighet', 120);
    await page.waitForURL('**/sv/saavutettavuus');
    await expect.poll(() => headingText(page)).toBe('Tillgänglighetsutlåtande');
    await checkSwedishPage(page, 'accessibility');

    // A page that does not exist.
    await page.goto('/sv/finns-inte');
    await expect.poll(() => headingText(page)).toBe('Sidan hittades inte');
    await checkSwedishPage(page, 'not found');
    await context.close();
  }, 300_000);
});

describe('the other Swedish voter pages', () => {
  it('speaks Swedish to a voter without answers and to one who has begun', async () => {
    const { page, context } = await newPage(browser(), baseURL, { locale: 'sv-FI' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const demo = await demoCandidates('sv');

    // No answers yet: the value map says why the voter is not on it.
    await page.goto(`/sv/${MUNICIPALITY}/kartta`);
    await page.getByRole('img', { name: 'Värdekarta' }).waitFor();
    await expect
      .poll(async () => normalise(await page.locator('.notice').first().textContent()))
      .toContain('Du kan inte visas på kartan ännu');
    await checkSwedishPage(page, 'value map without answers');

    // The comparison with one known candidate and no answers.
    await page.goto(`/sv/${MUNICIPALITY}/vertailu?ehdokkaat=${String(demo[0]!.id)},abc`);
    await expect
      .poll(async () => normalise(await page.locator('.notice').first().textContent()))
      .toContain('Välj 2–4 kandidater i resultatet under Jämför.');
    await checkSwedishPage(page, 'comparison without candidates');

    // Begun: the intro offers to go on or to start over (with a confirmation).
    await page.goto(`/sv/${MUNICIPALITY}/kysymykset`);
    await answerStepByKeyboard(page, 1, 4);
    await answerStepByKeyboard(page, 2, null);
    await page.goto(`/sv/${MUNICIPALITY}`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Du har redan börjat');
    await page.locator('h1').focus();
    await pressByKeyboard(page, 'Börja om');
    await page.getByText('Vill du börja om från början?').waitFor();
    await checkSwedishPage(page, 'intro, started, restart asked');
    await context.close();
  }, 120_000);
});

describe('the same answers in Finnish and in Swedish', () => {
  it('give the same ranking and the same match percentages', async () => {
    const [fi, sv] = await Promise.all([
      voterWithAnswers(browser(), baseURL, MUNICIPALITY, SAMPLE_ANSWERS, IMPORTANT),
      voterWithAnswers(browser(), baseURL, MUNICIPALITY, SAMPLE_ANSWERS, IMPORTANT, {
        locale: 'sv-FI',
      }),
    ]);
    const [demoFi, demoSv, statements] = await Promise.all([
      demoCandidates('fi'),
      demoCandidates('sv'),
      statementsOf(baseURL, MUNICIPALITY),
    ]);
    // The demo candidates are the same people in both languages.
    expect(demoSv.map((c) => [c.id, c.name])).toEqual(demoFi.map((c) => [c.id, c.name]));

    await Promise.all([
      fi.page.goto(`/${MUNICIPALITY}/tulokset`),
      sv.page.goto(`/sv/${MUNICIPALITY}/tulokset`),
    ]);
    for (const { page } of [fi, sv]) {
      await showAllCandidates(page);
      await expect
        .poll(async () => demoRows(await shownRanking(page), demoFi).length)
        .toBe(demoFi.length);
    }
    const finnish = demoRows(await shownRanking(fi.page), demoFi);
    const swedish = demoRows(await shownRanking(sv.page), demoFi);
    expect(swedish).toEqual(finnish);
    expect(finnish).toEqual(
      expectedRanking(statements.questions, demoFi, SAMPLE_ANSWERS, new Set(IMPORTANT)).map((e) => [
        e.name,
        percentText(e.match),
      ]),
    );

    // The parties: the same order and figures (the names are each language's own).
    await Promise.all([
      fi.page.goto(`/${MUNICIPALITY}/tulokset?nakyma=puolueet`),
      sv.page.goto(`/sv/${MUNICIPALITY}/tulokset?nakyma=puolueet`),
    ]);
    const partyMatches = (page: Page) =>
      page
        .locator('.party-list__match strong')
        .evaluateAll((values) => values.map((v) => (v.textContent ?? '').replace(/\u00a0/g, ' ')));
    // Read both again if a candidate another file adds came between the two.
    await expect
      .poll(async () => {
        await Promise.all([fi.page.reload(), sv.page.reload()]);
        await fi.page.locator('.party-list__match').first().waitFor();
        await sv.page.locator('.party-list__match').first().waitFor();
        const [a, b] = await Promise.all([partyMatches(fi.page), partyMatches(sv.page)]);
        return a.length > 0 && JSON.stringify(a) === JSON.stringify(b);
      })
      .toBe(true);

    await Promise.all([fi.context.close(), sv.context.close()]);
  }, 120_000);

  it('marks a Finnish candidate text on a Swedish page with lang="fi"', async () => {
    const { page, context } = await voterWithAnswers(
      browser(),
      baseURL,
      MUNICIPALITY,
      SAMPLE_ANSWERS,
      IMPORTANT,
      { locale: 'sv-FI' },
    );
    const demo = await demoCandidates('fi');
    const first = demo.find((c) => c.answer_justifications.some((j) => j.trim() !== ''))!;
    // The candidate wrote in Finnish: their justifications as the Finnish list has them.
    const list = await getJson<(ApiCandidate & { language?: string })[]>(
      baseURL,
      `/api/municipalities/${MUNICIPALITY}/candidates?lang=sv`,
    );
    await serveCandidates(
      page,
      MUNICIPALITY,
      list.map((c) => (c.id === first.id ? { ...first, language: 'fi' } : c)),
      'sv',
    );
    await page.goto(`/sv/${MUNICIPALITY}/tulokset`);
    await showAllCandidates(page);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name }) });
    await card.getByRole('button', { name: /Visa svaren/ }).click();
    const justification = first.answer_justifications.find((j) => j.trim() !== '')!;
    const span = card.locator('[lang="fi"]', { hasText: justification.slice(0, 20) });
    await expect.poll(() => span.count()).toBeGreaterThan(0);
    await checkSwedishPage(page, 'results with a Finnish justification');
    await context.close();
  }, 60_000);
});
