import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectNoAxeViolations, newPage, pageSettled, useBrowser } from './support';
import {
  answerAll,
  answerStep,
  candidatesOf,
  expectedRanking,
  LIKERT,
  normalise,
  percentText,
  printCount,
  SAMPLE_ANSWERS,
  statementsOf,
  stubPrint,
  waitForStep,
  type TestAnswer,
  serveCandidates,
  politeStatus,
} from './voter-support';
import { PAGE_TIMEOUT } from './timeouts';

const baseURL = inject('baseURL');
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByRole('article');

async function cardSummaries(page: Page) {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.querySelector('.candidate__person')?.textContent ?? '',
      match: (article.querySelector('.candidate__match-value')?.textContent ?? '').replace(
        /\u00a0/g,
        ' ',
      ),
      badge: (article.textContent ?? '').replace(/\u00ad/g, '').includes('Esimerkkiehdokas'),
    })),
  );
}

async function checkedOption(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.closest('label')
        ?.textContent ?? null,
  );
}

describe('the voter flow', () => {
  it('takes a new voter from the home page through 25 statements to printable results', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const [statements, candidates] = await Promise.all([
      statementsOf(baseURL, '837'),
      candidatesOf(baseURL, '837'),
    ]);
    const matchRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/matches') matchRequests.push(request.url());
    });

    // Home: a few municipalities, so each is a large link; no typing needed.
    await page.goto('/');
    await page.getByRole('link', { name: 'Tampere', exact: true }).click();

    // Intro: name, candidate count, time estimate, footer links.
    await page.waitForURL('**/837');
    await expect.poll(() => heading(page).textContent()).toBe('Tampere');
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: PAGE_TIMEOUT })
      .toContain(`Ehdokkaita on ${String(candidates.length)}`);
    expect(await page.locator('main').textContent()).toContain('noin 5 minuuttia');
    for (const name of ['Tietosuoja', 'Saavutettavuus']) {
      expect(await page.getByRole('contentinfo').getByRole('link', { name }).count()).toBe(1);
    }
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('link', { name: 'Aloita vastaaminen' }).click();

    // The first statement: a fieldset whose legend holds the h1; nothing chosen yet.
    await waitForStep(page, 1);
    const first = statements.questions[0]!;
    // The page's text is in whole words; the soft hyphens of the API are only drawn.
    const firstText = first.text.replace(/\u00ad/g, '');
    expect(await heading(page).textContent()).toBe(firstText);
    expect(await page.locator('fieldset legend h1').count()).toBe(1);
    expect(await page.getByRole('group', { name: firstText }).count()).toBe(1);
    expect(await page.getByRole('radio').count()).toBe(5);
    const optionLabels = await page
      .getByRole('radio')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(optionLabels).toEqual([...LIKERT]);
    expect(await checkedOption(page)).toBeNull();
    expect(await page.title()).toContain('Väittämä 1 / 25');
    expect(await page.locator('progress').getAttribute('value')).toBe('1');
    expect(await page.getByText(first.category, { exact: false }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'statement 1');

    // Choosing does not move on by itself.
    await page.getByRole('radio', { name: LIKERT[4], exact: true }).check();
    await pageSettled(page);
    expect(new URL(page.url()).searchParams.get('kysymys')).toBe('1');
    await expectNoAxeViolations(page, 'statement 1 with an answer');
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();

    // Steps 2..7, then a reload keeps the answers and the place.
    await answerAll(page, SAMPLE_ANSWERS, 2, 7);
    await waitForStep(page, 8);
    await page.reload();
    await waitForStep(page, 8);
    expect(await page.title()).toContain('Väittämä 8 / 25');
    await page.getByRole('button', { name: 'Edellinen', exact: true }).click();
    await waitForStep(page, 7);
    expect(normalise(await checkedOption(page))).toBe(LIKERT[SAMPLE_ANSWERS[6]! - 1]);
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();

    // The rest, with one more reload on the way.
    for (let n = 8; n <= 25; n += 1) {
      if (n === 20) {
        await waitForStep(page, 20);
        await page.reload();
      }
      await answerStep(page, n, SAMPLE_ANSWERS[n - 1] ?? null);
    }

    // Results: every candidate, best first, demo candidates labelled.
    await page.waitForURL('**/837/tulokset');
    await expect.poll(() => heading(page).textContent()).toBe('Tuloksesi');
    await expect.poll(() => cards(page).count()).toBe(candidates.length);
    const summaries = await cardSummaries(page);
    const shown = summaries.map((s) => Number.parseInt(s.match, 10));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(summaries.every((s) => s.badge)).toBe(true);
    expect(summaries.every((s) => / %$/.test(s.match))).toBe(true);
    expect(await page.getByRole('link', { name: 'Muuta vastauksia' }).count()).toBe(1);
    // The explanation loads after the results (its own chunk and catalog).
    await expect
      .poll(() => page.getByRole('heading', { name: 'Näin yhteensopivuus lasketaan' }).count())
      .toBe(1);
    // One plain sentence; the formula opens behind "Lisätietoa laskutavasta".
    const formula = page.getByText('erojen painotettu keskiarvo', { exact: false });
    expect(await formula.isVisible()).toBe(false);
    await page.getByText('Lisätietoa laskutavasta').click();
    await expect.poll(() => formula.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'results');

    // Opening a candidate shows all 25 statements with both answers in words.
    const firstCard = cards(page).first();
    const toggle = firstCard.getByRole('button', { name: /(Näytä|Piilota) vastaukset/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const answerList = firstCard.getByRole('list', { name: 'Vastaukset väittämiin' });
    await expect.poll(() => answerList.getByRole('listitem').count()).toBe(25);
    const firstItem = normalise(await answerList.getByRole('listitem').first().textContent());
    expect(firstItem).toContain(normalise(first.text));
    expect(firstItem).toContain(`Sinun vastauksesi${LIKERT[4]}`);
    expect(firstItem).toMatch(/Ehdokkaan vastaus(Täysin|Jokseenkin|Neutraali|Ei vastausta)/);
    const skipped = normalise(await answerList.getByRole('listitem').nth(2).textContent());
    expect(skipped).toContain('Ohitit väittämän');
    await expectNoAxeViolations(page, 'results with a candidate open');

    // Printing: the button calls print; the print view hides the controls, keeps the open answers.
    await stubPrint(page);
    await page.getByRole('button', { name: 'Tulosta' }).click();
    // Printing opens once the whole list's photos have loaded (at most a moment).
    await expect.poll(() => printCount(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Tulosta' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: /puolue/i }).isVisible()).toBe(false);
    expect(await toggle.isVisible()).toBe(false);
    expect(await answerList.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Erittäin suuri tekstikoko' }).isVisible()).toBe(
      false,
    );
    await expectNoAxeViolations(page, 'results, print view');
    await page.emulateMedia({ media: 'screen' });

    // The party filter.
    const party = candidates[0]!.party;
    await page.getByRole('combobox', { name: /puolue/i }).selectOption(party);
    const ofParty = candidates.filter((c) => c.party === party).length;
    await expect.poll(() => cards(page).count()).toBe(ofParty);
    expect(await politeStatus(page, 'Ehdokkaita on').textContent()).toContain(
      `Ehdokkaita on ${String(ofParty)} (puolue: `,
    );

    // A reload of the results keeps them and the chosen party (it is in the address);
    // demo candidates are never saved as matches.
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(ofParty);
    await pageSettled(page);
    expect(matchRequests).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows the top candidate and match that the documented formula gives', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const [statements, candidates] = await Promise.all([
      statementsOf(baseURL, '837'),
      candidatesOf(baseURL, '837'),
    ]);
    const answers: TestAnswer[] = [
      1,
      2,
      5,
      null,
      4,
      4,
      3,
      1,
      2,
      5,
      null,
      3,
      3,
      2,
      5,
      1,
      4,
      null,
      2,
      3,
      5,
      1,
      4,
      2,
      3,
    ];
    const expected = expectedRanking(statements.questions, candidates, answers);

    await page.goto('/837/kysymykset');
    await answerAll(page, answers);
    await page.waitForURL('**/837/tulokset');
    await expect.poll(() => cards(page).count()).toBe(candidates.length);

    const summaries = await cardSummaries(page);
    expect(summaries[0]!.name).toBe(expected[0]!.name);
    expect(summaries[0]!.match).toBe(percentText(expected[0]!.match));
    expect(summaries.map((s) => [s.name, s.match])).toEqual(
      expected.map((e) => [e.name, percentText(e.match)]),
    );

    // The topic figures of the top candidate, as text (a space between name and figure, also
    // for screen readers: components/spoken-space.tsx).
    const topCard = normalise(await cards(page).first().textContent());
    for (const [category, value] of expected[0]!.categories) {
      expect(topCard).toContain(
        `${category} ${value === null ? 'ei vastauksia' : percentText(value)}`,
      );
    }
    await context.close();
  }, 120_000);

  it('keeps the answers on the device: only its own origin, no answers in any request', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/');
    await page.getByRole('link', { name: 'Turku', exact: true }).click();
    await page.getByRole('link', { name: 'Aloita vastaaminen' }).click();
    await answerAll(page, SAMPLE_ANSWERS);
    await page.waitForURL('**/853/tulokset');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await cards(page)
      .first()
      .getByRole('button', { name: /Näytä vastaukset/ })
      .click();
    await page.emulateMedia({ media: 'print' });
    await pageSettled(page);

    const origin = new URL(baseURL).origin;
    const stored = await page.evaluate(() => ({
      answers: localStorage.getItem('answers:853') ?? '',
      uuid: localStorage.getItem('statistics_uuid') ?? '',
    }));
    expect(stored.answers).toContain('"answers"');

    const posts: { path: string; body: Record<string, unknown> }[] = [];
    for (const request of requests) {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
      expect(url.origin, request.url()).toBe(origin);
      if (url.pathname.startsWith('/api/')) expect(url.search, request.url()).toBe('');
      expect(request.url()).not.toContain('answers');
      const body = request.postData();
      if (request.method() === 'GET' || request.method() === 'HEAD') {
        expect(body ?? '').toBe('');
        continue;
      }
      expect(request.method()).toBe('POST');
      posts.push({ path: url.pathname, body: JSON.parse(body ?? '{}') as Record<string, unknown> });
    }

    expect(posts.map((p) => p.path)).toEqual(['/api/statistics/visits']);
    expect(posts[0]!.body).toEqual({
      p_user_uuid: `anon-${stored.uuid}`,
      p_municipality_id: '853',
    });
    for (const post of posts) {
      const allowed =
        post.path === '/api/matches'
          ? ['candidate_id', 'category_matches', 'match_percentage', 'municipality_id', 'user_id']
          : ['p_municipality_id', 'p_user_uuid'];
      expect(Object.keys(post.body).sort()).toEqual(allowed);
      expect(JSON.stringify(post.body)).not.toContain('answers');
    }
    await context.close();
  }, 120_000);

  it('keeps working when the server refuses the visit and the match save (429)', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const refused: string[] = [];
    const tooMany = JSON.stringify({
      error: { code: 'rate_limited', message: 'Liian monta pyyntöä lyhyessä ajassa.' },
    });
    for (const path of ['/api/statistics/visits', '/api/matches']) {
      await page.route(`**${path}`, (route) => {
        refused.push(path);
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '60' },
          contentType: 'application/json',
          body: tooMany,
        });
      });
    }
    // Make the demo candidates look real, so that the top match is sent too.
    await serveCandidates(
      page,
      '091',
      (await candidatesOf(baseURL, '091')).map((candidate) => ({
        ...candidate,
        id: Math.abs(candidate.id),
      })),
    );

    await page.goto('/091');
    await expect.poll(() => refused).toEqual(['/api/statistics/visits']);
    await page.getByRole('link', { name: 'Aloita vastaaminen' }).click();
    await answerAll(page, SAMPLE_ANSWERS);
    await page.waitForURL('**/091/tulokset');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await expect.poll(() => refused).toEqual(['/api/statistics/visits', '/api/matches']);
    // Nothing about statistics is shown to the voter; the results stay usable.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(normalise(await page.locator('main').textContent())).not.toMatch(/liian monta/i);
    await cards(page)
      .first()
      .getByRole('button', { name: /Näytä vastaukset/ })
      .click();
    await context.close();
  }, 120_000);

  it('returns to the previous statement with the browser Back button', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const statements = await statementsOf(baseURL, '091');
    await page.goto('/091/kysymykset');
    await answerStep(page, 1, 2);
    await answerStep(page, 2, null);
    await waitForStep(page, 3);
    await page.goBack();
    await waitForStep(page, 2);
    expect(await heading(page).textContent()).toBe(
      statements.questions[1]!.text.replace(/\u00ad/g, ''),
    );
    expect(await checkedOption(page)).toBeNull();
    await page.goBack();
    await waitForStep(page, 1);
    expect(normalise(await checkedOption(page))).toBe(LIKERT[1]);
    expect(await page.title()).toContain('Väittämä 1 / 25');
    // Focus is on the statement, so reading starts there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.goForward();
    await waitForStep(page, 2);
    await context.close();
  });
});
