import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, newPage, useBrowser } from './support';
import { afterPeriod, RETENTION } from '#core/retention';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('the product skeleton in a browser', () => {
  it('lists the demo municipalities on the home page', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/');
    await expect
      .poll(async () =>
        (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\u00ad/g, ''),
      )
      .toContain('Eläkeläisten vaalikone');
    const links = page.getByRole('list', { name: 'Valitse kuntasi' }).getByRole('link');
    await expect
      .poll(() => links.allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Helsinki'),
          expect.stringContaining('Tampere'),
          expect.stringContaining('Turku'),
        ]),
      );
    await expectNoAxeViolations(page, '/');
    await context.close();
  });

  it('shows the privacy policy', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/tietosuoja');
    await expect
      .poll(async () =>
        (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\u00ad/g, ''),
      )
      .toMatch(/Tietosuoja/);
    expect(
      await page.getByText('säilyvät vain omassa selaimessasi', { exact: false }).count(),
    ).toBe(1);
    // Plain words: no technical terms of the browser or of our identifiers.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/localStorage|anon-/);
    // The periods come from src/core/retention.ts, which the retention job deletes by.
    const visits = `Käynnit ja tulosten yhteenvedot poistetaan ${afterPeriod(RETENTION.voterRecords.days)} tallentamisesta.`;
    expect(await page.getByText(visits, { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page, '/tietosuoja');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/ei/ole/olemassa');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Sivua ei löytynyt');
    expect(await page.getByRole('link', { name: 'Etusivulle' }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '/ei/ole/olemassa');
    await context.close();
  });

  for (const path of ['/admin', '/091/admin']) {
    it(`sends an anonymous visitor from ${path} to /login, replacing the history entry`, async () => {
      const { page, context } = await newPage(browser(), baseURL);
      await page.goto('/tietosuoja');
      await page.goto(path);
      await page.waitForURL('**/login');
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectNoAxeViolations(page, '/login');
      // The protected page was replaced: Back returns to the page before it.
      await page.goBack();
      await page.waitForURL('**/tietosuoja');
      await context.close();
    });
  }

  it('shows the global error screen when a page fails to render', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    // A municipality page whose API answer is broken makes the page throw while rendering.
    await page.route('**/api/municipalities/091', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"municipality_id":"091"}',
      }),
    );
    await page.goto('/091');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Oho! Jotain meni pieleen.');
    expect(await page.getByRole('button', { name: 'Lataa uudelleen' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Etusivulle' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the chosen text size across pages', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const bodyText = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p')!).fontSize));
    await page.goto('/tietosuoja');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const before = await bodyText();
    expect(before).toBeGreaterThanOrEqual(18);
    await page.goto('/');
    await page.getByRole('button', { name: 'Erittäin suuri tekstikoko' }).click();
    await page.goto('/tietosuoja');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await bodyText()).toBeCloseTo(before * 1.5, 0);
    await context.close();
  });
});
