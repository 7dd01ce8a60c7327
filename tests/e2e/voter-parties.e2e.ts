import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import parties from '#core/data/parties.json' with { type: 'json' };
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import {
  answerAll,
  candidatesOf,
  expectedRanking,
  focusedElement,
  horizontalOverflow,
  normalise,
  percentText,
  SAMPLE_ANSWERS,
  statementsOf,
  tabTo,
  type ApiCandidate,
  serveCandidates,
  politeStatus,
} from './voter-support';

const baseURL = inject('baseURL');
const browser = useBrowser();

const CANDIDATE_COUNT = 25;

/** 25 demo candidates for Helsinki, made from the 10 real demo ones with varied answers. */
function manyCandidates(real: readonly ApiCandidate[]): ApiCandidate[] {
  return Array.from({ length: CANDIDATE_COUNT }, (_, i) => {
    const base = real[i % real.length]!;
    return {
      ...base,
      id: -(1000 + i),
      name: `${base.name} ${String(i + 1)}`,
      answers: base.answers.map((answer, k) =>
        answer === null || i < real.length ? answer : ((answer + i + k) % 5) + 1,
      ),
    };
  });
}

/** docs/matching.md again: a party answers with the median of its candidates (half up). */
function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

function expectedParties(candidates: readonly ApiCandidate[]) {
  const byParty = new Map<string, ApiCandidate[]>();
  for (const candidate of candidates) {
    byParty.set(candidate.party, [...(byParty.get(candidate.party) ?? []), candidate]);
  }
  return [...byParty].map(([party, members]) => ({
    id: 0,
    name: party,
    count: members.length,
    fullName: parties.find((p) => p.label === party)?.name_fi ?? party,
    answers: Array.from({ length: 25 }, (_, i) => median(members.map((m) => m.answers[i] ?? null))),
  }));
}

const cards = (page: Page) => page.getByRole('article');
const partyItems = (page: Page) => page.locator('main ol.party-list > li');
const status = (page: Page) => politeStatus(page, 'Ehdokkaita on');

describe('results by candidates and by parties', () => {
  it('shows ten candidates at a time, ranks parties by their median answers, and links to their candidates', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const [statements, real] = await Promise.all([
      statementsOf(baseURL, '091'),
      candidatesOf(baseURL, '091'),
    ]);
    const candidates = manyCandidates(real);
    await serveCandidates(page, '091', candidates);

    await page.goto('/091/kysymykset');
    await answerAll(page, SAMPLE_ANSWERS);
    await page.waitForURL('**/091/tulokset');

    // Candidates: the first ten, then ten more per "Näytä lisää ehdokkaita".
    await expect.poll(() => cards(page).count()).toBe(10);
    expect(normalise(await status(page).textContent())).toBe(
      'Ehdokkaita on 25. Näytetään niistä 10 ensimmäistä.',
    );
    const views = page.getByRole('navigation', { name: 'Tulosten näkymä' });
    expect(
      await views
        .getByRole('link', { name: 'Ehdokkaat', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectNoAxeViolations(page, 'results, first ten');
    const more = page.getByRole('button', { name: 'Näytä lisää ehdokkaita' });
    await more.click();
    await expect.poll(() => cards(page).count()).toBe(20);
    // Reading goes on from the first new candidate.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.querySelector('.candidate__person')?.textContent,
        ),
      )
      .toBe(await cards(page).nth(10).locator('.candidate__person').textContent());
    expect(await cards(page).nth(10).textContent()).toContain('11. sija');
    await more.click();
    await expect.poll(() => cards(page).count()).toBe(25);
    expect(await more.count()).toBe(0);
    expect(normalise(await status(page).textContent())).toBe('Ehdokkaita on 25.');
    const ranked = expectedRanking(statements.questions, candidates, SAMPLE_ANSWERS);
    const shown = await cards(page).evaluateAll((articles) =>
      articles.map((a) => a.querySelector('.candidate__person')?.textContent ?? ''),
    );
    expect(shown).toEqual(ranked.map((r) => r.name));

    // Parties: full names, match with the same formula, candidate counts.
    await views.getByRole('link', { name: 'Puolueet', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('nakyma') === 'puolueet');
    const expected = expectedParties(candidates);
    await expect.poll(() => partyItems(page).count()).toBe(expected.length);
    expect(
      await views.getByRole('link', { name: 'Puolueet', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    const partyRanking = expectedRanking(statements.questions, expected, SAMPLE_ANSWERS);
    const items = (await partyItems(page).allTextContents()).map(normalise);
    const shownPercents: number[] = [];
    for (const text of items) {
      const party = expected.find((p) => text.includes(p.fullName));
      expect(party, text).toBeDefined();
      const figure = partyRanking.find((r) => r.name === party!.name)!;
      expect(text).toContain(`Yhteensopivuus ${percentText(figure.match)}`);
      expect(text).toContain(
        party!.count === 1
          ? 'Puolueella on 1 ehdokas.'
          : `Puolueella on ${String(party!.count)} ehdokasta.`,
      );
      shownPercents.push(Number.parseInt(percentText(figure.match), 10));
    }
    expect(shownPercents).toEqual([...shownPercents].sort((a, b) => b - a));
    await expectNoAxeViolations(page, 'results, parties');

    // A party row opens the candidate list filtered to it, focus on the list's heading.
    const top = expected.find((p) => items[0]!.includes(p.fullName))!;
    await partyItems(page)
      .first()
      .getByRole('link', { name: /^Näytä puolueen ehdokkaat/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('puolue') === top.name);
    await expect.poll(() => cards(page).count()).toBe(Math.min(top.count, 10));
    expect(normalise(await status(page).textContent())).toContain(
      `Ehdokkaita on ${String(top.count)} (puolue: ${top.fullName}`,
    );
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h2', text: 'Ehdokkaat' });
    for (const card of await cards(page).allTextContents()) {
      expect(normalise(card)).toContain(top.fullName);
    }
    await context.close();
  }, 180_000);

  it('switches views by keyboard and fits 320 px in forced colours', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/837/kysymykset');
    await answerAll(page, SAMPLE_ANSWERS);
    await page.waitForURL('**/837/tulokset');
    await cards(page).first().waitFor();

    await tabTo(page, 'Puolueet', (f) => f.tag === 'a' && f.text === 'Puolueet');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('nakyma') === 'puolueet');
    await partyItems(page).first().waitFor();
    // The new view's heading has focus, so that a screen reader says what came.
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h2', text: 'Puolueet' });
    await tabTo(page, 'the first party link', (f) => f.text.startsWith('Näytä puolueen ehdokkaat'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('puolue'));
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h2', text: 'Ehdokkaat' });
    await page.goBack();
    await partyItems(page).first().waitFor();

    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ forcedColors: 'active' });
    for (const textSize of ['normal', 'x-large']) {
      await page.evaluate((size) => localStorage.setItem('text_size', size), textSize);
      await page.reload();
      await partyItems(page).first().waitFor();
      expect(await horizontalOverflow(page), `parties at ${textSize}`).toBe(0);
      await expectNoAxeViolations(page, `parties, 320 px, ${textSize}, forced colours`);
      // The current view is marked by more than colour: a thicker border.
      const widths = await page
        .getByRole('navigation', { name: 'Tulosten näkymä' })
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => getComputedStyle(l).borderTopWidth));
      expect(widths[0]).not.toBe(widths[1]);
    }
    await context.close();
  }, 120_000);
});
