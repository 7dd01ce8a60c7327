import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, pageSettled, useBrowser } from './support';
import { answerStep, waitForStep } from './voter-support';

const baseURL = inject('baseURL');
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function checkedOption(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.closest('label')
        ?.textContent ?? null,
  );
}

describe('coming to and back to a municipality', () => {
  it('records a visit once per view of the municipality page, and never elsewhere', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    const visits: { body: unknown; response: Promise<unknown> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/statistics/visits') return;
      visits.push({
        body: request.postDataJSON(),
        response: request.response().then((r) => r?.json()),
      });
    });
    await page.goto('/853');
    await expect.poll(() => visits.length).toBe(1);
    await pageSettled(page);
    expect(visits).toHaveLength(1);
    expect(await visits[0]!.response).toEqual({ success: true, recorded: true });

    await page.getByRole('link', { name: 'Aloita vastaaminen' }).click();
    await waitForStep(page, 1);
    await page.goto('/853/tulokset');
    await waitForStep(page, 1);
    await pageSettled(page);
    expect(visits).toHaveLength(1);

    // Another view the same day is sent, and the server does not count it again.
    await page.goto('/853');
    await expect.poll(() => visits.length).toBe(2);
    expect(await visits[1]!.response).toEqual({ success: true, recorded: false });
    expect(visits[1]!.body).toEqual(visits[0]!.body);
    await context.close();
  });

  it('sends a voter without answers from the results to the questions, replacing history', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/tietosuoja');
    await page.goto('/853/tulokset');
    await waitForStep(page, 1);
    await page.goBack();
    await page.waitForURL('**/tietosuoja');
    await context.close();
  });

  it('continues later with "Jatka vastaamista" or starts over after a confirmation', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    await page.goto('/091/kysymykset');
    await answerStep(page, 1, 4);
    await answerStep(page, 2, 5);
    await waitForStep(page, 3);

    await page.goto('/091');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Vastasit 2 väittämään 25:stä.');
    await page.getByRole('link', { name: 'Jatka vastaamista' }).click();
    await waitForStep(page, 3);

    await page.goto('/091');
    const restart = page.getByRole('button', { name: 'Aloita alusta' });
    await restart.click();
    const confirm = page.getByRole('region', { name: 'Haluatko aloittaa alusta?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Peruuta' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Aloita alusta');
    await restart.click();
    await confirm.getByRole('button', { name: 'Kyllä, poista vastaukset' }).click();
    await waitForStep(page, 1);
    expect(await checkedOption(page)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('answers:091') ?? ''))
      .not.toContain('"1":4');
    await context.close();
  });

  it('shows the not-found page for an unknown municipality', async () => {
    const { page, context } = await newPage(browser(), baseURL);
    for (const path of ['/998', '/998/kysymykset', '/998/tulokset']) {
      await page.goto(path);
      await expect.poll(() => heading(page).textContent()).toBe('Sivua ei löytynyt');
    }
    await context.close();
  });
});
