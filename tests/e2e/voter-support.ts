import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PublicCandidate } from '#core/candidate';
import {
  toDetailsFile,
  toProfilesFile,
  toRankingFile,
  type RankingFile,
} from '#core/candidate-list';

/**
 * Helpers for the voter-flow tests. The matching here is written from docs/matching.md
 * on purpose, not imported from src/core, so the tests check the shown figures independently.
 */

/** The fixed answer scale 1..5 (docs/product.md). */
export const LIKERT = [
  'Täysin eri mieltä',
  'Jokseenkin eri mieltä',
  'Neutraali',
  'Jokseenkin samaa mieltä',
  'Täysin samaa mieltä',
] as const;

export type TestAnswer = 1 | 2 | 3 | 4 | 5 | null;

export interface ApiQuestion {
  id: number;
  text: string;
  category: string;
  weight: number;
}

export interface ApiCandidate {
  id: number;
  name: string;
  party: string;
  age: number;
  image: string | null;
  answers: (number | null)[];
  answer_justifications: string[];
  voting_number: number | null;
  profession?: string;
}

export async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

export function statementsOf(baseURL: string, municipalityId: string) {
  return getJson<{ name: string; questions: ApiQuestion[] }>(
    baseURL,
    `/api/municipalities/${municipalityId}`,
  );
}

export function candidatesOf(baseURL: string, municipalityId: string) {
  return getJson<ApiCandidate[]>(baseURL, `/api/municipalities/${municipalityId}/candidates`);
}

/** "87 %" with the no-break space written as a plain space, for comparing shown text. */
export function percentText(value: number): string {
  return `${String(Math.round(value) || 0)} %`;
}

export function normalise(text: string | null): string {
  return (text ?? '')
    .replace(/\u00ad/g, '') // soft hyphens
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Expected {
  id: number;
  name: string;
  match: number;
  categories: Map<string, number | null>;
}

/**
 * docs/matching.md, written again here: for each statement the voter answered, distance =
 * |v − c| / 4 (a missing candidate answer counts as the far end of the scale from the voter's);
 * match = 100 × (1 − Σ w·d / Σ w), w doubled for a statement marked important (`important`
 * holds statement numbers, 1-based); category match the same within the category; ranking by
 * match, then name.
 */
export function expectedRanking(
  questions: readonly ApiQuestion[],
  candidates: readonly Pick<ApiCandidate, 'id' | 'name' | 'answers'>[],
  answersByStep: readonly TestAnswer[],
  important: ReadonlySet<number> = new Set(),
): Expected[] {
  return candidates
    .map((candidate) => {
      let weighted = 0;
      let weights = 0;
      const byCategory = new Map<string, { weighted: number; weights: number }>();
      questions.forEach((question, step) => {
        const sums = byCategory.get(question.category) ?? { weighted: 0, weights: 0 };
        byCategory.set(question.category, sums);
        const voter = answersByStep[step];
        if (voter === null || voter === undefined) return;
        const theirs = candidate.answers[question.id - 1];
        const farEnd = voter <= 3 ? 5 : 1;
        const distance = Math.abs(voter - (typeof theirs === 'number' ? theirs : farEnd)) / 4;
        const weight = important.has(step + 1) ? question.weight * 2 : question.weight;
        weighted += weight * distance;
        weights += weight;
        sums.weighted += weight * distance;
        sums.weights += weight;
      });
      const categories = new Map<string, number | null>();
      for (const [category, sums] of byCategory) {
        categories.set(
          category,
          sums.weights === 0 ? null : 100 * (1 - sums.weighted / sums.weights),
        );
      }
      return {
        id: candidate.id,
        name: candidate.name,
        match: weights === 0 ? 0 : 100 * (1 - weighted / weights),
        categories,
      };
    })
    .sort((a, b) => b.match - a.match || a.name.localeCompare(b.name, 'fi'));
}

/**
 * Shows only the demo candidates (negative ids) of the municipality on this page: other test
 * files add real candidates to 091, which would change its ranking, parties and map. (The
 * voter's pages read the ranking file; decision 0031.)
 */
export async function onlyDemoCandidates(page: Page, municipalityId: string) {
  await page.route(`**/api/municipalities/${municipalityId}/candidates/ranking*`, async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as RankingFile;
    await route.fulfill({ response, json: { ...file, rows: file.rows.filter((r) => r[0] < 0) } });
  });
}

/**
 * Serves the voter's three files of a municipality (ranking, profiles and details, decision 0031) made
 * from `candidates`, a list as `GET …/candidates` gives it, in place of the server's.
 */
export async function serveCandidates(
  page: Page,
  municipalityId: string,
  candidates: readonly (ApiCandidate & { profession?: string; language?: string })[],
  lang: 'fi' | 'sv' = 'fi',
) {
  const list = candidates.map((c) => ({
    profession: '',
    language: 'fi',
    municipality_id: municipalityId,
    ...c,
  })) as PublicCandidate[];
  const query = lang === 'fi' ? '' : '?lang=sv';
  const path = `**/api/municipalities/${municipalityId}/candidates`;
  await page.route(`${path}/ranking${query}`, (route) =>
    route.fulfill({ json: toRankingFile(list) }),
  );
  await page.route(`${path}/profiles${query}`, (route) =>
    route.fulfill({ json: toProfilesFile(list) }),
  );
  await page.route(`${path}/details${query}`, (route) =>
    route.fulfill({ json: toDetailsFile(list) }),
  );
}

export async function waitForStep(page: Page, n: number, total = 25) {
  await page.waitForURL(
    (url) => url.pathname.endsWith('/kysymykset') && url.searchParams.get('kysymys') === String(n),
  );
  const step = `Väittämä ${String(n)} / ${String(total)}`;
  await page.getByText(step, { exact: true }).waitFor();
  // The title is set in an effect after the statement is drawn. (Not expect.poll: this runs in
  // beforeAll hooks too.)
  await page.waitForFunction((text) => document.title.includes(text), step);
}

/** On "Tarkista vastauksesi" (after the last statement): "Näytä tulokset". */
export async function showResultsFromReview(page: Page) {
  await page.waitForURL((url) => url.pathname.endsWith('/tarkista'));
  await page.getByRole('link', { name: 'Näytä tulokset', exact: true }).click();
}

/**
 * Answers (or skips, with null) statement n with the mouse and moves on. After the last one the
 * review page comes; `throughReview` goes on from it to the results.
 */
export async function answerStep(
  page: Page,
  n: number,
  answer: TestAnswer,
  total = 25,
  throughReview = true,
) {
  await waitForStep(page, n, total);
  if (answer === null) {
    await page.getByRole('button', { name: 'Ohita', exact: true }).click();
  } else {
    await page.getByRole('radio', { name: LIKERT[answer - 1], exact: true }).check();
    await page.getByRole('button', { name: 'Seuraava', exact: true }).click();
  }
  if (n === total && throughReview) await showResultsFromReview(page);
}

/** Answers statements from..to (1-based) with the mouse; `answers` holds all the statements. */
export async function answerAll(
  page: Page,
  answers: readonly TestAnswer[],
  from = 1,
  to = answers.length,
  throughReview = true,
) {
  for (let n = from; n <= to; n += 1) {
    await answerStep(page, n, answers[n - 1] ?? null, answers.length, throughReview);
  }
}

/** 25 answers with some skipped statements. */
export const SAMPLE_ANSWERS: TestAnswer[] = [
  5,
  4,
  null,
  2,
  1,
  3,
  3,
  5,
  null,
  4,
  2,
  1,
  5,
  3,
  null,
  4,
  4,
  2,
  1,
  5,
  3,
  null,
  2,
  4,
  5,
];

export async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      type: el?.getAttribute('type') ?? '',
      checked: el instanceof HTMLInputElement ? el.checked : false,
      label: el?.closest('label')?.textContent?.trim() ?? '',
    };
  });
}

/** Presses Tab until the focused element passes the test: keyboard only, like a real user. */
export async function tabTo(
  page: Page,
  what: string,
  test: (focused: Awaited<ReturnType<typeof focusedElement>>) => boolean,
  max = 40,
) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (test(await focusedElement(page))) return;
  }
  throw new Error(`Tab did not reach ${what} in ${String(max)} presses`);
}

/** Horizontal overflow of the whole page, in CSS pixels (0 = no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Replaces window.print so a test can see it was called without a print dialog. */
export async function stubPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

export function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/**
 * The lines the text of every element matching `selector` is drawn in, and each place where a
 * line ends other than after a space, a hyphen, a soft hyphen or a dash: a word broken in the
 * middle (what narrow columns with large text must not do).
 */
export async function textLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      // A hyphenated text is drawn by CSS from its attribute (components/hyphenated.tsx), which a
      // Range cannot measure: put the same text in its place as a text node, which lines up alike.
      for (const drawn of element.querySelectorAll<HTMLElement>('[data-hyphenated]')) {
        const text = drawn.dataset.hyphenated ?? '';
        drawn.removeAttribute('data-hyphenated');
        drawn.textContent = text;
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
        // Only the text on screen, not what only screen readers get.
        acceptNode: (node) =>
          node.parentElement?.closest('.visually-hidden')
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      });
      const lines: string[] = [''];
      const badBreaks: string[] = [];
      let lineTop: number | null = null;
      let previous = ' ';
      let parent: Element | null = null;
      // The nearest box that is not inline: a text in an inline span (a hyphenated name) belongs
      // to the block around it.
      const blockOf = (el: Element | null) => {
        let box = el;
        while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
        return box;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node as Text).data;
        // Text of another block (a title, then its paragraph) starts a line of its own.
        if (parent !== null && blockOf(node.parentElement) !== blockOf(parent)) {
          previous = ' ';
        }
        parent = node.parentElement;
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
          if (rect) {
            if (lineTop !== null && rect.top > lineTop + rect.height / 2) {
              if (!/[\s\u00ad\-–/]/.test(previous)) badBreaks.push(`${lines.at(-1)!}|${text[i]!}`);
              lines.push('');
            }
            lineTop = rect.top;
          }
          const char = text[i]!;
          lines[lines.length - 1] = `${lines.at(-1)!}${char === '\u00ad' ? '' : char}`;
          previous = char;
        }
      }
      return { lines: lines.map((line) => line.trim()), badBreaks };
    }),
  );
}

/**
 * The voter pages' polite live regions (components/polite-status.tsx): aria-live="polite"
 * without role=status, which Orca read as "statusbar".
 */
export function politeStatus(scope: Page | Locator, hasText?: string | RegExp): Locator {
  const regions = scope.locator('[aria-live="polite"]');
  return hasText === undefined ? regions : regions.filter({ hasText });
}
