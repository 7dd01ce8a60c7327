import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterPeriod, RETENTION } from '#core/retention';
import commonSv from '#web/locales/sv/common.json' with { type: 'json' };
import {
  activeId,
  answerFor,
  baseURL,
  codeByEmail,
  pressButton,
  signInAsAdmin,
  toNextScreen,
  waitForHeading,
} from './candidate-submission-support';
import legalFi from '#web/locales/fi/legal.json' with { type: 'json' };
import legalSv from '#web/locales/sv/legal.json' with { type: 'json' };
import { CANDIDATE_AND_COMMON, expectNoFinnishMessages, finnishOnlyMessages } from './no-finnish';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { PAGE_TIMEOUT } from './timeouts';

// The candidate form in Swedish, /sv/candidate-submission/{code}: through to sending, with axe,
// the keyboard, a 320 px screen, and no Finnish UI text left on the way.

const browser = useBrowser();

beforeAll(async () => {
  await signInAsAdmin();
});

const SV_ANSWERS = [
  commonSv['answer.1'],
  commonSv['answer.2'],
  commonSv['answer.3'],
  commonSv['answer.4'],
  commonSv['answer.5'],
];

/** Answers every statement on the screen (Swedish labels); returns the statement numbers. */
async function answerScreenSv(page: Page) {
  const statements = page.locator('.cs-statement');
  const ids: number[] = [];
  for (let i = 0; i < (await statements.count()); i += 1) {
    const statement = statements.nth(i);
    const number = (await statement.locator('.cs-statement__number').textContent()) ?? '';
    const id = Number(/Påstående (\d+)/.exec(number)?.[1]);
    ids.push(id);
    await statement.getByLabel(SV_ANSWERS[answerFor(id) - 1]!, { exact: true }).check();
  }
  return ids;
}

async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectNoFinnishMessages(page, CANDIDATE_AND_COMMON, label);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

/** Answers every statement on the screen with the keyboard alone: Tab, Space and arrows. */
async function answerScreenByKeyboard(page: Page) {
  const statements = page.locator('.cs-statement');
  for (let i = 0; i < (await statements.count()); i += 1) {
    const statement = statements.nth(i);
    const number = (await statement.locator('.cs-statement__number').textContent()) ?? '';
    const id = Number(/Påstående (\d+)/.exec(number)?.[1]);
    await tabTo(page, statement.getByLabel(SV_ANSWERS[0]!, { exact: true }));
    await page.keyboard.press('Space');
    for (let k = 1; k < answerFor(id); k += 1) await page.keyboard.press('ArrowDown');
    expect(
      await statement.getByLabel(SV_ANSWERS[answerFor(id) - 1]!, { exact: true }).isChecked(),
    ).toBe(true);
  }
}

async function expectNoSidewaysScrolling(page: Page, label: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label}: no horizontal scrolling at 320 px`,
  ).toBeLessThanOrEqual(320);
}

describe('the candidate form in Swedish', () => {
  it('takes a candidate from the code to a sent submission, all in Swedish', async () => {
    const { code, path } = await codeByEmail();
    const { page, context } = await newPage(browser(), baseURL, { locale: 'sv-FI' });
    page.setDefaultTimeout(PAGE_TIMEOUT);
    await page.goto(`/sv${path}`);
    await waitForHeading(page, /Steg 1\/4.*Åtkomstkoden är giltig/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await check(page, 'code step');

    // Keyboard only: from the heading to "Börja" and on with Enter.
    await page.locator('#step-heading').focus();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Börja') break;
    }
    await page.keyboard.press('Enter');
    await waitForHeading(page, /Steg 2\/4.*Grunduppgifter/);
    expect(page.url()).toContain(`/sv/candidate-submission/${code}?`);
    await expect.poll(() => activeId(page)).toBe('step-heading');

    // Sending empty: the errors are in Swedish, the core schema's ones too.
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    const summary = page.locator('.error-summary, [role="alert"]').first();
    await summary.waitFor();
    expect(await page.locator('main').textContent()).toContain('Skriv ditt namn.');
    await check(page, 'details step with errors');
    await page.getByLabel('Namn', { exact: true }).fill('A');
    await page.getByLabel('Ålder', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Namnet måste ha minst 2 tecken.');
    expect(await page.locator('main').textContent()).toContain(
      'En kandidat måste vara minst 18 år.',
    );

    // Keyboard only for the details: type into each field after Tab.
    await page.getByLabel('Namn', { exact: true }).fill('');
    await page.getByLabel('Namn', { exact: true }).focus();
    await page.keyboard.type('Anna Kandidat');
    await page.getByLabel('Ålder', { exact: true }).fill('');
    await page.getByLabel('Ålder', { exact: true }).focus();
    await page.keyboard.type('70');
    await page.getByLabel('Parti', { exact: true }).selectOption('Annat parti eller obunden');
    await page.getByLabel('Partiets eller valmansföreningens namn').fill('Obunden');
    await page.getByLabel('Yrke (frivilligt)').fill('Pensionär');

    // Photo errors in Swedish: the browser's own check, then the server's refusal.
    const photo = page.getByLabel('Bild (frivilligt)');
    const main = async () => (await page.locator('main').textContent()) ?? '';
    await photo.setInputFiles({
      name: 'bild.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect
      .poll(main)
      .toContain('Bilden kunde inte laddas upp: filen är inte en JPEG-, PNG- eller WebP-bild.');
    const uploadRequest = page.waitForRequest('**/api/uploads/candidate-photo');
    await photo.setInputFiles({
      name: 'bild.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('det här är ingen bild'),
    });
    expect((await uploadRequest).headers()['accept-language']).toBe('sv');
    await expect.poll(main).toContain('Bilden kunde inte laddas upp');
    expect(await main()).not.toContain('Kuvan lataaminen');
    await check(page, 'details step filled');

    await toNextScreen(page, pressButton(page, 'Fortsätt'));
    await waitForHeading(page, /Steg 3\/4.*Påståenden 1–/);
    await check(page, 'statements step');
    for (let screen = 0; screen < 10; screen += 1) {
      await answerScreenSv(page);
      const last = await page.getByRole('button', { name: 'Fortsätt till granskningen' }).count();
      await toNextScreen(
        page,
        pressButton(page, last > 0 ? 'Fortsätt till granskningen' : 'Fortsätt'),
      );
      if (last > 0) break;
    }

    await waitForHeading(page, /Steg 4\/4.*Granska dina uppgifter/);
    await check(page, 'check page');
    // 320 px: the check page fits without sideways scrolling.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no horizontal scrolling at 320 px',
    ).toBeLessThanOrEqual(320);
    await check(page, 'check page at 320 px');

    const sent = page.waitForResponse('**/api/candidate-submissions');
    await page.getByRole('checkbox', { name: /i den här valkompassen/ }).check();
    await page.getByRole('button', { name: 'Skicka svaren', exact: true }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect((response.request().postDataJSON() as { language?: string }).language).toBe('sv');
    await waitForHeading(page, /Tack! Dina svar har skickats/);
    await check(page, 'thank-you page');

    await context.close();
  });

  it('can be filled in and sent with the keyboard alone on a 320 px screen', async () => {
    const { code, path } = await codeByEmail();
    const { page, context } = await newPage(browser(), baseURL, {
      locale: 'sv-FI',
      viewport: { width: 320, height: 700 },
    });
    page.setDefaultTimeout(PAGE_TIMEOUT);
    await page.goto(`/sv${path}`);
    await waitForHeading(page, /Steg 1\/4.*Åtkomstkoden är giltig/);
    await expectNoSidewaysScrolling(page, 'code step');

    await toNextScreen(page, async () => {
      await tabTo(page, page.getByRole('link', { name: 'Börja' }));
      await page.keyboard.press('Enter');
    });
    await waitForHeading(page, /Steg 2\/4.*Grunduppgifter/);
    expect(page.url()).toContain(`/sv/candidate-submission/${code}?`);
    await expectNoSidewaysScrolling(page, 'details step');

    await tabTo(page, page.getByLabel('Namn', { exact: true }));
    await page.keyboard.type('Berit Tangentbord');
    await tabTo(page, page.getByLabel('Ålder', { exact: true }));
    await page.keyboard.type('72');
    const party = page.getByLabel('Parti', { exact: true });
    await tabTo(page, party);
    await page.keyboard.press('ArrowDown');
    expect(await party.inputValue()).not.toBe('');
    await tabTo(page, page.getByLabel('Yrke (frivilligt)'));
    await page.keyboard.type('Pensionär');

    await toNextScreen(page, async () => {
      await tabTo(page, page.getByRole('button', { name: 'Fortsätt', exact: true }));
      await page.keyboard.press('Enter');
    });
    await waitForHeading(page, /Steg 3\/4.*Påståenden 1–/);
    for (let screen = 0; screen < 10; screen += 1) {
      await expectNoSidewaysScrolling(page, `statements screen ${String(screen + 1)}`);
      await answerScreenByKeyboard(page);
      const toCheck = page.getByRole('button', { name: 'Fortsätt till granskningen' });
      const last = (await toCheck.count()) > 0;
      await toNextScreen(page, async () => {
        await tabTo(
          page,
          last ? toCheck : page.getByRole('button', { name: 'Fortsätt', exact: true }),
        );
        await page.keyboard.press('Enter');
      });
      if (last) break;
    }

    await waitForHeading(page, /Steg 4\/4.*Granska dina uppgifter/);
    await expectNoSidewaysScrolling(page, 'check page');
    await expect.poll(() => page.locator('main').textContent()).toContain('Berit Tangentbord');
    const sent = page.waitForResponse('**/api/candidate-submissions');
    await tabTo(page, page.getByRole('checkbox', { name: /i den här valkompassen/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Skicka svaren', exact: true }));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(201);
    await waitForHeading(page, /Tack! Dina svar har skickats/);
    await check(page, 'thank-you page at 320 px');
    await context.close();
  });
});

describe('the accessibility statement in Swedish', () => {
  it('is in Swedish under /sv/saavutettavuus, axe clean', async () => {
    const { page, context } = await newPage(browser(), baseURL, { locale: 'sv-FI' });
    await page.goto('/sv/saavutettavuus');
    await waitForHeading(page, /^Tillgänglighetsutlåtande$/);
    await expectNoAxeViolations(page, '/sv/saavutettavuus');
    await expectNoFinnishMessages(
      page,
      [...CANDIDATE_AND_COMMON, ...finnishOnlyMessages([[legalFi, legalSv]])],
      '/sv/saavutettavuus',
    );
    await context.close();
  });
});

describe('the privacy policy in Swedish', () => {
  it('is in Swedish under /sv/tietosuoja, axe clean, with the periods from the same source', async () => {
    const { page, context } = await newPage(browser(), baseURL, { locale: 'sv-FI' });
    await page.goto('/sv/tietosuoja');
    await waitForHeading(page, /^Dataskyddsbeskrivning$/);
    // The periods come from src/core/retention.ts, which the retention job deletes by.
    const visits = `Besök och sammandrag av resultat raderas ${afterPeriod(RETENTION.voterRecords.days, 'sv')} räknat från att de sparades.`;
    expect(await page.getByText(visits, { exact: false }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'tietosuoja.fi/sv' }).getAttribute('href')).toBe(
      'https://tietosuoja.fi/sv',
    );
    await expectNoAxeViolations(page, '/sv/tietosuoja');
    await expectNoFinnishMessages(
      page,
      [...CANDIDATE_AND_COMMON, ...finnishOnlyMessages([[legalFi, legalSv]])],
      '/sv/tietosuoja',
    );
    // Messages with placeholders are not in the list above: the Finnish period wording.
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/poistetaan|kuluttua|päivän|päivää|vuorokauden/);
    await context.close();
  });
});
