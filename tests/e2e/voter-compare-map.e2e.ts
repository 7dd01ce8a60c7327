import { partyName } from '#core/parties';
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import {
  candidatesOf,
  focusedElement,
  horizontalOverflow,
  LIKERT,
  normalise,
  onlyDemoCandidates,
  printCount,
  SAMPLE_ANSWERS,
  statementsOf,
  stubPrint,
  tabTo,
  type ApiCandidate,
  type ApiQuestion,
  politeStatus,
} from './voter-support';

const baseURL = inject('baseURL');
const MUNICIPALITY = '837';
const browser = useBrowser();

/** The stored answers of SAMPLE_ANSWERS, as the questionnaire writes them on the device. */
function storedProgress() {
  const answers: Record<number, number | null> = {};
  SAMPLE_ANSWERS.forEach((answer, index) => {
    answers[index + 1] = answer;
  });
  return JSON.stringify({ answers, current: 24 });
}

/** A voter who has answered on this device (the answers are written before any page runs). */
async function voterPage(options: Parameters<Browser['newContext']>[0] = {}) {
  const { page, context } = await newPage(browser(), baseURL, options);
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
    },
    [`answers:${MUNICIPALITY}`, storedProgress()],
  );
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { page, context, requests };
}

/** No request leaves the origin, and none carries the voter's answers (docs/product.md). */
function expectAnswersStayOnDevice(requests: readonly Request[]) {
  const origin = new URL(baseURL).origin;
  const stored = storedProgress();
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
    expect(url.origin, request.url()).toBe(origin);
    if (url.pathname.startsWith('/api/')) expect(url.search, request.url()).toBe('');
    const body = request.postData() ?? '';
    expect(body).not.toContain('"answers"');
    expect(body).not.toContain(stored);
    if (request.method() !== 'GET' && request.method() !== 'HEAD') {
      // The only write a voter page may make: the anonymous visit count.
      expect(url.pathname, request.url()).toBe('/api/statistics/visits');
    }
  }
}

const cards = (page: Page) => page.getByRole('article');

async function shiftTabTo(page: Page, what: string, test: (text: string) => boolean) {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Shift+Tab');
    if (test((await focusedElement(page)).text)) return;
  }
  throw new Error(`Shift+Tab did not reach ${what}`);
}

describe('comparing candidates', () => {
  it('picks 2-4 candidates by keyboard, refuses a fifth and shows them side by side', async () => {
    const { page, context, requests } = await voterPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const [statements, candidates] = await Promise.all([
      statementsOf(baseURL, MUNICIPALITY),
      candidatesOf(baseURL, MUNICIPALITY),
    ]);
    expect(candidates.length).toBeGreaterThanOrEqual(5);

    await page.goto(`/${MUNICIPALITY}/tulokset`);
    await expect.poll(() => cards(page).count()).toBe(candidates.length);
    const bar = page.getByRole('region', { name: 'Vertailu' });
    expect(normalise(await bar.textContent())).toContain('Voit verrata 2–4 ehdokkaan');
    await expectNoAxeViolations(page, 'results with the comparison bar');
    const names = await cards(page).evaluateAll((articles) =>
      articles.slice(0, 5).map((a) => a.querySelector('.candidate__person')?.textContent ?? ''),
    );

    // Keyboard only: Tab to each card's "Vertaa" and press Space.
    await page.locator('h1').focus();
    for (let n = 0; n < 4; n += 1) {
      await tabTo(
        page,
        `Vertaa ${names[n]!}`,
        (f) => f.type === 'checkbox' && normalise(f.label) === `Vertaa: ${names[n]!}`,
      );
      await page.keyboard.press('Space');
      expect((await focusedElement(page)).checked).toBe(true);
    }
    await expect
      .poll(async () => normalise(await bar.textContent()))
      .toContain('Valittu 4 ehdokasta (enintään 4).');
    await expect.poll(() => bar.getByRole('listitem').allTextContents()).toEqual(names.slice(0, 4));

    // A fifth pick is refused with a plain message beside it.
    await tabTo(
      page,
      'the fifth Vertaa',
      (f) => f.type === 'checkbox' && normalise(f.label) === `Vertaa: ${names[4]!}`,
    );
    await page.keyboard.press('Space');
    expect((await focusedElement(page)).checked).toBe(false);
    const refusal = politeStatus(cards(page).nth(4));
    await expect
      .poll(async () => normalise(await refusal.textContent()))
      .toBe('Voit verrata enintään 4 ehdokasta kerrallaan. Poista ensin jokin valinta.');
    const describedBy = await page.evaluate(() =>
      document.activeElement?.getAttribute('aria-describedby'),
    );
    expect(describedBy).toBe(await refusal.getAttribute('id'));
    await expectNoAxeViolations(page, 'results, fifth pick refused');

    // Back to the fourth card's link and open the comparison.
    await shiftTabTo(page, 'Avaa vertailu', (text) => text.startsWith('Avaa vertailu'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/${MUNICIPALITY}/vertailu`);
    const ids = new URL(page.url()).searchParams.get('ehdokkaat')!.split(',').map(Number);
    expect(ids).toHaveLength(4);
    const chosen = ids.map((id) => candidates.find((c) => c.id === id)!);
    expect(chosen.map((c) => c.name)).toEqual(names.slice(0, 4));

    // A real table on a wide screen: caption, a column per person, a row per statement.
    const table = page.getByRole('table');
    await table.waitFor();
    expect(normalise(await table.locator('caption').textContent())).toBe(
      'Sinun ja valittujen ehdokkaiden vastaukset väittämiin',
    );
    expect(await table.locator('thead th[scope="col"]').count()).toBe(6);
    expect(await table.locator('tbody th[scope="row"]').count()).toBe(25);
    // The justifications come in the municipality's details file, announced while it loads.
    await page.getByText('Perusteluja ladataan…').waitFor({ state: 'detached' });
    await expectCells(page, statements.questions, chosen);
    expect(await page.locator('.compare-stack').isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'comparison, wide');

    // Printing: the button calls print; on paper the table stays, the buttons go.
    await stubPrint(page);
    await page.getByRole('button', { name: 'Tulosta' }).click();
    await expect.poll(() => printCount(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await table.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Tulosta' }).isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'comparison, print');
    await page.emulateMedia({ media: 'screen' });

    // 320 px: stacked per statement, no sideways scrolling, also at the largest text size.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => table.isVisible()).toBe(false);
    const stack = page.getByRole('list', {
      name: 'Sinun ja valittujen ehdokkaiden vastaukset väittämiin',
    });
    await expect.poll(() => stack.getByRole('listitem').count()).toBe(25);
    const firstItem = normalise(await stack.getByRole('listitem').first().textContent());
    expect(firstItem).toContain(`Sinun vastauksesi${LIKERT[SAMPLE_ANSWERS[0]! - 1]}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'comparison, 320 px');
    await page.evaluate(() => localStorage.setItem('text_size', 'x-large'));
    await page.reload();
    await stack.first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.evaluate(() => localStorage.setItem('text_size', 'normal'));

    // Forced colours.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.reload();
    await table.waitFor();
    await expectNoAxeViolations(page, 'comparison, forced colours');
    await page.emulateMedia({ forcedColors: 'none' });

    // Back on the results the picks are still there; the value map opens from there by keyboard.
    await page.goto(`/${MUNICIPALITY}/tulokset`);
    await expect.poll(() => cards(page).count()).toBe(candidates.length);
    await expect
      .poll(async () => normalise(await bar.textContent()))
      .toContain('Valittu 4 ehdokasta');

    // "Vertaa" sits in the card's actions slot: inside its card at 320 px (also at the largest
    // text size) and still a visible, bordered checkbox in forced colours.
    const actions = cards(page).first().locator('.candidate__actions');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => localStorage.setItem('text_size', 'x-large'));
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(candidates.length);
    expect(await horizontalOverflow(page)).toBe(0);
    const [cardBox, actionsBox] = await Promise.all([
      cards(page).first().boundingBox(),
      actions.boundingBox(),
    ]);
    expect(actionsBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(actionsBox!.x + actionsBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await expectNoAxeViolations(page, 'results with picks, 320 px, largest text');
    await page.evaluate(() => localStorage.setItem('text_size', 'normal'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(candidates.length);
    expect(
      await actions.getByRole('checkbox').evaluate((box) => getComputedStyle(box).visibility),
    ).toBe('visible');
    expect(
      await actions
        .locator('.compare-toggle__label')
        .evaluate((label) => getComputedStyle(label).borderTopStyle),
    ).toBe('solid');
    await expectNoAxeViolations(page, 'results with picks, forced colours');
    await page.emulateMedia({ forcedColors: 'none' });

    // The tools come after the list: the link under the heading takes focus there.
    await page.locator('h1').focus();
    await tabTo(page, 'the link to the tools', (f) => f.tag === 'a' && f.text.startsWith('Tietoa'));
    await page.keyboard.press('Enter');
    await tabTo(page, 'Arvokartta', (f) => f.tag === 'a' && f.text === 'Arvokartta');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${MUNICIPALITY}/kartta`);
    await page.getByRole('img', { name: 'Arvokartta' }).waitFor();

    expectAnswersStayOnDevice(requests);
    await context.close();
  }, 180_000);

  it('says what to do when the link has fewer than two known candidates', async () => {
    const { page, context } = await voterPage();
    await page.goto(`/${MUNICIPALITY}/vertailu?ehdokkaat=999999,abc`);
    const notice = page.locator('.notice');
    await expect
      .poll(async () => normalise(await notice.first().textContent()))
      .toContain('Valitse tuloksista 2–4 ehdokasta kohdasta Vertaa.');
    expect(await page.getByRole('link', { name: 'Siirry tuloksiin' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'comparison without candidates');
    await context.close();
  });
});

async function expectCells(page: Page, questions: ApiQuestion[], chosen: ApiCandidate[]) {
  const rows = await page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  expect(rows).toHaveLength(questions.length);
  rows.forEach((cells, index) => {
    const question = questions[index]!;
    expect(normalise(cells[0]!)).toBe(normalise(`${String(index + 1)}. ${question.text}`));
    const own = SAMPLE_ANSWERS[index];
    expect(normalise(cells[1]!)).toBe(own ? LIKERT[own - 1] : 'Ohitit väittämän');
    chosen.forEach((candidate, c) => {
      const answer = candidate.answers[question.id - 1];
      const justification = candidate.answer_justifications[question.id - 1]?.trim() ?? '';
      const text = normalise(cells[2 + c]!);
      expect(text.startsWith(answer ? LIKERT[answer - 1]! : 'Ei vastausta')).toBe(true);
      if (justification !== '') expect(text).toContain(`Perustelu: ${normalise(justification)}`);
    });
  });
}

interface TypedQuestion extends ApiQuestion {
  type: 'economic' | 'social' | 'none';
  direction: 1 | -1 | null;
}

interface Position {
  economic: number | null;
  social: number | null;
}

/**
 * docs/matching.md, "Parties and the value map", written again here: an answer a becomes
 * direction × (a − 3) / 2; a position is the mean on each axis × 100; skipped ones left out.
 */
function position(questions: TypedQuestion[], answerOf: (id: number) => number | null): Position {
  const sums = { economic: [0, 0], social: [0, 0] };
  for (const question of questions) {
    const answer = answerOf(question.id);
    if (question.type === 'none' || question.direction === null || answer === null) continue;
    sums[question.type][0]! += (question.direction * (answer - 3)) / 2;
    sums[question.type][1]! += 1;
  }
  const axis = ([total, count]: number[]) => (count === 0 ? null : (100 * total!) / count! + 0);
  return { economic: axis(sums.economic), social: axis(sums.social) };
}

function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

function distance(a: Position, b: Position): number {
  if (a.economic === null || a.social === null || b.economic === null || b.social === null)
    return Infinity;
  return Math.hypot(a.economic - b.economic, a.social - b.social);
}

function signed(value: number | null): string {
  if (value === null) return '–';
  const rounded = Math.round(value) + 0;
  return rounded > 0 ? `+${String(rounded)}` : rounded < 0 ? `−${String(-rounded)}` : '0';
}

describe('the value map', () => {
  it('places the voter, parties and candidates as the documented formula says', async () => {
    const { page, context, requests } = await voterPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const [details, candidates] = await Promise.all([
      statementsOf(baseURL, MUNICIPALITY),
      candidatesOf(baseURL, MUNICIPALITY),
    ]);
    const questions = details.questions as TypedQuestion[];
    const voter = position(questions, (id) => SAMPLE_ANSWERS[id - 1] ?? null);
    const byName = [...candidates].sort((a, b) => a.name.localeCompare(b.name, 'fi'));
    const placedCandidates = byName
      .map((c) => ({ c, p: position(questions, (id) => c.answers[id - 1] ?? null) }))
      .map((x) => ({ ...x, d: distance(voter, x.p) }))
      .sort((a, b) => a.d - b.d);
    const partyNames = [...new Set(candidates.map((c) => c.party))].sort((a, b) =>
      a.localeCompare(b, 'fi'),
    );
    const placedParties = partyNames
      .map((party) => {
        const own = candidates.filter((c) => c.party === party);
        const p = position(questions, (id) =>
          median(own.map((c) => c.answers[id - 1]).filter((a): a is number => a != null)),
        );
        return { party, p, d: distance(voter, p) };
      })
      .sort((a, b) => a.d - b.d);

    await page.goto(`/${MUNICIPALITY}/kartta`);
    const map = page.getByRole('img', { name: 'Arvokartta' });
    await map.waitFor();
    // The title is set in an effect after the page is drawn.
    await expect.poll(() => page.title()).toContain('Arvokartta');

    // The voter's own point: a star with the label "Sinä", placed at the computed position.
    const voterMark = page.locator('.value-map__voter');
    expect(normalise(await voterMark.locator('text').textContent())).toBe('Sinä');
    expect(await voterMark.locator('path').count()).toBe(1);
    const summary = normalise(await page.locator('.value-map__summary').textContent());
    expect(summary).toContain(
      `Sinun sijaintisi: talous ${signed(voter.economic)}, arvot ${signed(voter.social)}.`,
    );
    const nearest = placedCandidates[0]!;
    expect(summary).toContain(
      `Olet lähimpänä: puolueista ${partyName(placedParties[0]!.party)}, ehdokkaista ${nearest.c.name} (${partyName(nearest.c.party)}).`,
    );
    expect(await page.locator('.value-map__candidate').count()).toBe(
      placedCandidates.filter((x) => x.d !== Infinity).length + 1, // + the legend's circle
    );

    // The tables: every party and candidate with the shown coordinates, nearest first.
    const partyTable = page.getByRole('table', { name: 'Puolueiden sijainnit' });
    const partyRows = await partyTable
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((cell) => cell.firstChild?.textContent ?? '')),
      );
    expect(partyRows.map((r) => [r[0], r[1], r[2]])).toEqual(
      placedParties.map((x) => [partyName(x.party), signed(x.p.economic), signed(x.p.social)]),
    );
    const candidateTable = page.getByRole('table', { name: 'Ehdokkaiden sijainnit' });
    const candidateRows = await candidateTable
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((cell) => cell.firstChild?.textContent ?? '')),
      );
    expect(candidateRows.map((r) => r[0])).toEqual(placedCandidates.map((x) => x.c.name));
    expect(candidateRows[0]![3]).toBe(String(Math.round(nearest.d)));
    // The explanation below the tables loads after them.
    await page.getByRole('heading', { name: 'Näin sijainnit lasketaan' }).waitFor();
    expect(normalise(await page.locator('main').textContent())).toContain(
      'Kartta on yksinkertaistus.',
    );
    await expectNoAxeViolations(page, 'value map');

    // Keyboard: the list of statements behind "Kartan väittämät" opens with Enter.
    await page.locator('h1').focus();
    await tabTo(page, 'Kartan väittämät', (f) => f.tag === 'summary');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details').getAttribute('open')).not.toBeNull();
    await expectNoAxeViolations(page, 'value map, statements open');

    // Forced colours: marks take system colours, the star stays filled, axe stays clean.
    await page.emulateMedia({ forcedColors: 'active' });
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        text: getComputedStyle(document.body).color,
        background: getComputedStyle(document.body).backgroundColor,
        candidate: style('.value-map__svg .value-map__candidate').stroke,
        star: style('.value-map__svg .value-map__voter-mark').fill,
        starEdge: style('.value-map__svg .value-map__voter-mark').stroke,
        label: style('.value-map__label--voter').fill,
      };
    });
    expect(colours.candidate).toBe(colours.text);
    expect(colours.label).toBe(colours.text);
    expect(colours.starEdge).toBe(colours.text);
    expect(colours.star).not.toBe('none');
    expect(colours.star).not.toBe(colours.background);
    await expectNoAxeViolations(page, 'value map, forced colours');
    await page.emulateMedia({ forcedColors: 'none' });

    // Print and 320 px (also at the largest text size) without sideways scrolling.
    await page.emulateMedia({ media: 'print' });
    expect(await map.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Takaisin tuloksiin' }).isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'value map, print');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page, 'value map, 320 px');
    await page.evaluate(() => localStorage.setItem('text_size', 'x-large'));
    await page.reload();
    await map.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    expectAnswersStayOnDevice(requests);
    await context.close();
  }, 120_000);

  it('draws the labels at least at the body text size, none covering another (091)', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await context.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
      },
      ['answers:091', storedProgress()],
    );
    // Other files add candidates (and so parties) to 091: the labels laid out are the demo ones.
    await onlyDemoCandidates(page, '091');
    /** Every shown label's rendered font size and box, in CSS px, and the body's font size. */
    const labels = () =>
      page.evaluate(() => {
        const svg = document.querySelector<SVGSVGElement>('.value-map__svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const shown = [...document.querySelectorAll<SVGTextElement>('.value-map__svg text')].filter(
          (text) => getComputedStyle(text).visibility !== 'hidden',
        );
        return {
          body: parseFloat(getComputedStyle(document.body).fontSize),
          labels: shown.map((text) => {
            const { x, y, width, height } = text.getBoundingClientRect();
            return {
              text: text.textContent ?? '',
              size: parseFloat(getComputedStyle(text).fontSize) * scale,
              box: { x, y, width, height },
            };
          }),
        };
      });
    type Box = { x: number; y: number; width: number; height: number };
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const expectReadableAndApart = async (what: string) => {
      const { body, labels: shown } = await labels();
      const partyCount = await page.locator('.value-map__party').count();
      // Every party and the voter have a label at this width (plus the two axis names).
      expect(shown.length, what).toBe(partyCount + 1 + 2);
      for (const label of shown)
        expect(label.size, `${what}: ${label.text}`).toBeGreaterThanOrEqual(body - 0.01);
      shown.forEach((a, i) =>
        shown.slice(i + 1).forEach((b) => {
          expect(overlaps(a.box, b.box), `${what}: ${a.text} / ${b.text}`).toBe(false);
        }),
      );
    };

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/091/kartta');
    await page.getByRole('img', { name: 'Arvokartta' }).waitFor();
    await expect.poll(async () => (await labels()).labels.length).toBeGreaterThan(3);
    await expectReadableAndApart('1280 px');
    await expectNoAxeViolations(page, 'value map 091');

    // The largest text size makes the labels larger still, and they still keep apart.
    const before = (await labels()).labels[0]!.size;
    await page.getByRole('button', { name: /A\+\+/ }).first().click();
    await expect.poll(async () => (await labels()).labels[0]!.size).toBeGreaterThan(before);
    await expect
      .poll(async () => {
        const { labels: shown } = await labels();
        return shown.some((a, i) => shown.slice(i + 1).some((b) => overlaps(a.box, b.box)));
      })
      .toBe(false);
    await page.emulateMedia({ forcedColors: 'active' });
    await expectNoAxeViolations(page, 'value map 091, A++, forced colours');
    await page.emulateMedia({ forcedColors: 'none' });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
    await expect
      .poll(async () => {
        const { labels: shown } = await labels();
        return shown.some((a, i) => shown.slice(i + 1).some((b) => overlaps(a.box, b.box)));
      })
      .toBe(false);
    await context.close();
  }, 120_000);

  it('tells a voter without answers on an axis why they are not on the map', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto(`/${MUNICIPALITY}/kartta`);
    await page.getByRole('img', { name: 'Arvokartta' }).waitFor();
    await expect
      .poll(async () => normalise(await page.locator('.notice').first().textContent()))
      .toContain('Sinua ei voi vielä näyttää kartalla');
    expect(await page.locator('.value-map__svg .value-map__voter').count()).toBe(0);
    await expectNoAxeViolations(page, 'value map without answers');
    await context.close();
  });
});
