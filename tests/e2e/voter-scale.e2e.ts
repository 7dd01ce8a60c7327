import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { VoterAnswers } from '#core/matching';
import type { MunicipalityDetail } from '#server/features/municipalities/municipalities.schemas';
import { ALTERNATIVE_RULES, placesUnderRules, ruleExample } from '#core/matching-rules';
import { LARGE_MUNICIPALITY } from './global-setup';
import { expectNoAxeViolations, newPage, pageSettled, useBrowser } from './support';
import {
  candidatesOf,
  expectedRanking,
  focusedElement,
  getJson,
  horizontalOverflow,
  normalise,
  SAMPLE_ANSWERS,
  statementsOf,
  tabTo,
} from './voter-support';

// A results page of Helsinki's size (issue #19): 1,200 candidates seeded into a municipality no
// other test file reads (global-setup.ts), plus its demo candidates.

const baseURL = inject('baseURL');
const ID = LARGE_MUNICIPALITY.municipalityId;
const browser = useBrowser();

function storedProgress() {
  const answers: Record<number, number | null> = {};
  SAMPLE_ANSWERS.forEach((answer, index) => {
    answers[index + 1] = answer;
  });
  return JSON.stringify({ answers, current: 24 });
}

async function voterPage(width = 1024) {
  const { page, context } = await newPage(browser(), baseURL, {
    viewport: { width, height: 900 },
  });
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
    },
    [`answers:${ID}`, storedProgress()],
  );
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { page, context, requests };
}

async function expected() {
  const [{ questions }, candidates] = await Promise.all([
    statementsOf(baseURL, ID),
    candidatesOf(baseURL, ID),
  ]);
  const ranking = expectedRanking(questions, candidates, SAMPLE_ANSWERS);
  return { candidates, ranking };
}

const cards = (page: Page) => page.getByRole('article');
const nameOf = (card: ReturnType<typeof cards>) =>
  card.locator('.candidate__person').first().textContent();

describe(`a results page of ${String(LARGE_MUNICIPALITY.count)} candidates`, () => {
  it('finds a candidate by number and by name with their match and place, keyboard only at 320 px, axe clean', async () => {
    const { candidates, ranking } = await expected();
    expect(candidates.length).toBeGreaterThanOrEqual(LARGE_MUNICIPALITY.count);
    const { page, context } = await voterPage(320);
    await page.goto(`/${ID}/tulokset`);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(10);
    expect(normalise(await page.locator('.results__count').textContent())).toContain(
      `Ehdokkaita on ${String(candidates.length)}.`,
    );
    // The search is with the list's tools, one line at 320 px until opened (issue #36).
    await page.getByText('Rajaa tai etsi ehdokkaita').click();
    await page.getByLabel('Etsi ehdokasta').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'results of 1,200 candidates at 320 px');

    // By number, keyboard only: someone far down the list.
    const place = 987;
    const target = candidates.find((c) => c.id === ranking[place - 1]!.id)!;
    await page.locator('h1').focus();
    await tabTo(page, 'the search field', (f) => f.tag === 'input' && f.type === 'search');
    await page.keyboard.type(String(target.voting_number));
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    expect(await nameOf(card)).toBe(target.name);
    const text = normalise(await card.textContent());
    // The place among everyone, and the match as the ranking gives it.
    const shownPlace = ranking.findIndex((r) => r.id === target.id) + 1;
    expect(text).toContain(`${String(shownPlace)}. sija`);
    expect(text).toContain(`${String(Math.round(ranking[shownPlace - 1]!.match))} %`);
    expect(normalise(await page.locator('.candidate-search').textContent())).toContain(
      `Haulla ”${String(target.voting_number)}” löytyi 1 ehdokas.`,
    );
    expect((await focusedElement(page)).tag).toBe('input');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'a search result at 320 px');

    // By name: the last name alone finds everyone of that name, each at their place.
    const lastName = target.name.split(' ').at(-1)!;
    await page.getByLabel('Etsi ehdokasta').fill(lastName.toLowerCase());
    await page.keyboard.press('Enter');
    const sameName = ranking.filter((r) => r.name.split(' ').at(-1) === lastName);
    await expect
      .poll(async () =>
        normalise(
          await page
            .locator('.results__count, .candidate-search')
            .allTextContents()
            .then((t) => t.join(' ')),
        ),
      )
      .toContain(`löytyi ${String(sameName.length)} ehdok`);
    const shownNames = await cards(page).locator('.candidate__person').allTextContents();
    expect(shownNames.slice(0, 10)).toEqual(sameName.slice(0, 10).map((r) => r.name));

    // Clearing the search brings the whole ranking back.
    await page.getByRole('button', { name: 'Tyhjennä haku' }).click();
    await expect
      .poll(() => cards(page).locator('.candidate__person').first().textContent())
      .toBe(ranking[0]!.name);
    await context.close();
  }, 120_000);

  it('loads the details as one file: no request names a candidate the voter opened or compared', async () => {
    const { candidates, ranking } = await expected();
    const { page, context, requests } = await voterPage();
    await page.goto(`/${ID}/tulokset`);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(10);
    // The professions come in the small profiles file; the justifications (most of the bytes)
    // only once the voter opens someone's answers.
    const profession = ranking
      .slice(0, 10)
      .map((r) => candidates.find((c) => c.id === r.id)?.profession ?? '')
      .find((text) => text !== '')!;
    await expect.poll(() => page.getByText(profession, { exact: true }).count()).toBeGreaterThan(0);
    const fetched = (file: string) =>
      requests.filter(
        (r) => new URL(r.url()).pathname === `/api/municipalities/${ID}/candidates/${file}`,
      ).length;
    expect(fetched('profiles')).toBe(1);
    expect(fetched('details')).toBe(0);

    // Open the three best matches' answers and one found by search, and compare two.
    const opened: number[] = ranking.slice(0, 3).map((r) => r.id);
    for (let i = 0; i < 3; i++) {
      await cards(page)
        .nth(i)
        .getByRole('button', { name: /Näytä vastaukset/ })
        .click();
    }
    // A justification shows once the details file is in.
    await expect
      .poll(() => page.locator('.answer-compare__justification').count())
      .toBeGreaterThan(0);
    // Someone far down whose name no one else has (the seeded names repeat).
    const far = ranking
      .slice(600)
      .find((r) => ranking.filter((other) => other.name === r.name).length === 1)!;
    opened.push(far.id);
    await page.getByLabel('Etsi ehdokasta').fill(far.name);
    await page.keyboard.press('Enter');
    const found = cards(page).filter({ has: page.getByRole('heading', { name: far.name }) });
    await found.getByRole('button', { name: /Näytä vastaukset/ }).click();
    await found.getByRole('checkbox', { name: /^Vertaa/ }).check();
    await page.getByRole('button', { name: 'Tyhjennä haku' }).click();
    await cards(page)
      .first()
      .getByRole('checkbox', { name: /^Vertaa/ })
      .check();
    await page.getByRole('link', { name: /Avaa vertailu/ }).click();
    await page.waitForURL(`**/${ID}/vertailu**`);
    await page.getByRole('table').first().waitFor();
    await pageSettled(page);

    const paths = requests
      .map((r) => new URL(r.url()))
      .filter((u) => u.pathname.startsWith('/api/'));
    const details = paths.filter(
      (u) => u.pathname === `/api/municipalities/${ID}/candidates/details`,
    );
    expect(details).toHaveLength(1);
    for (const url of paths) {
      for (const id of opened) {
        expect(`${url.pathname}${url.search}`, url.href).not.toMatch(
          new RegExp(`(^|[^0-9])${String(id)}([^0-9]|$)`),
        );
      }
    }
    // The ranking file comes first and is small; the details after the results.
    const names = requests.map((r) => new URL(r.url()).pathname);
    expect(names.indexOf(`/api/municipalities/${ID}/candidates/ranking`)).toBeLessThan(
      names.indexOf(`/api/municipalities/${ID}/candidates/details`),
    );
    expect(names).not.toContain(`/api/municipalities/${ID}/candidates`);
    await context.close();
  }, 120_000);

  it('the value map shows the voter, the parties and the ten best matches, and everyone on request', async () => {
    const { candidates, ranking } = await expected();
    const { page, context } = await voterPage();
    await page.goto(`/${ID}/kartta`);
    const table = page.getByRole('table', { name: 'Ehdokkaiden sijainnit' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBe(10);
    const shown = (
      await table
        .locator('tbody th')
        .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''))
    ).sort();
    expect(shown).toEqual(
      ranking
        .slice(0, 10)
        .map((r) => r.name)
        .sort(),
    );
    // The chart draws as many candidates as the table lists (its code loads beside the table's).
    await expect
      .poll(() => page.locator('.value-map__candidates .value-map__candidate').count())
      .toBe(10);
    expect(normalise(await page.locator('.value-map__which').textContent())).toContain(
      '10 sinulle parhaiten sopivaa ehdokasta',
    );
    await expectNoAxeViolations(page, 'value map with the best matches');

    await page.getByRole('button', { name: 'Näytä kaikki ehdokkaat' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(candidates.length);
    expect(
      await page
        .getByRole('button', { name: 'Näytä kaikki ehdokkaat' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  }, 120_000);

  it("marks each top-ten place another matching rule changes, and explains why with the voter's own example", async () => {
    const [{ questions }, candidates] = await Promise.all([
      getJson<MunicipalityDetail>(baseURL, `/api/municipalities/${ID}`),
      candidatesOf(baseURL, ID),
    ]);
    const voter: VoterAnswers = {};
    SAMPLE_ANSWERS.forEach((answer, index) => {
      voter[index + 1] = answer;
    });
    // As the page decides it: the first place if another rule puts someone else first, a place
    // 2–10 if another rule takes the candidate out of the top ten.
    const places = placesUnderRules(candidates, voter, questions, new Set(), 10);
    const example = ruleExample(places, voter, questions, new Set());
    const noted = places
      .filter((place, index) =>
        ALTERNATIVE_RULES.some((rule) =>
          index === 0 ? place.places[rule] !== 1 : place.places[rule] > 10,
        ),
      )
      .map((place) => place.candidate.name);
    // Among 1,200 candidates the rules disagree somewhere in the top ten.
    expect(noted.length).toBeGreaterThan(0);

    const { page, context } = await voterPage(1024);
    await page.goto(`/${ID}/tulokset`);
    await cards(page).first().waitFor();
    const notes = page.locator('.candidate__rule-note');
    await expect.poll(() => notes.count()).toBe(noted.length);
    const names = await cards(page)
      .filter({ has: notes })
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector('.candidate__person')?.textContent ?? ''),
      );
    expect(names.map((name) => normalise(name))).toEqual(
      noted.map((name) => expect.stringContaining(name) as unknown as string),
    );
    expect(normalise(await notes.first().textContent())).toBe(
      'Sijoitus riippuu laskutavasta. Miksi?',
    );

    // "Miksi?" by keyboard leads to the explanation, with an example from the voter's answers.
    await notes.first().getByRole('link', { name: 'Miksi?' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ tag: 'h2', text: 'Miksi laskutapa vaikuttaa sijoitukseen' });
    const section = page.locator('section.results__rules');
    const explained = normalise(await section.textContent());
    if (example) {
      expect(explained).toContain(
        `Esimerkki sinun vastauksistasi: meidän laskutavallamme ${example.ahead.candidate.name} saa`,
      );
    } else {
      expect(explained).not.toContain('Esimerkki');
    }
    await expectNoAxeViolations(page, 'results, places that depend on the rule');
    await context.close();
  }, 120_000);
});
