import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import commonSv from '#web/locales/sv/common.json' with { type: 'json' };
import {
  answerFor,
  answerToCheckPage,
  h1Text,
  pressButton,
  toNextScreen,
} from './candidate-submission-support';
import { PAGE_TIMEOUT } from './timeouts';

// Helpers of organizer-journey.e2e.ts: the candidate's side of the afternoon, in the browser.

export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: PAGE_TIMEOUT });

export const waitForH1 = (page: Page, pattern: RegExp) => poll(() => h1Text(page)).toMatch(pattern);

/** A deadline a week ahead at 16.00 Finnish time: the datetime-local value and how fi shows it. */
export const weekAhead = () => daysAhead(7);

/** A deadline `days` from today (negative: past) at 16.00: the datetime-local value and fi text. */
export function daysAhead(days: number): { input: string; shown: string } {
  const day = new Date(Date.now() + days * 24 * 3600 * 1000);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    input: `${String(y)}-${pad(m)}-${pad(d)}T16:00`,
    shown: `${String(d)}.${String(m)}.${String(y)} klo 16.00`,
  };
}

/** Every "d.m.yyyy" date in the text. */
export const datesIn = (text: string) =>
  [...text.matchAll(/\b\d{1,2}\.\d{1,2}\.\d{4}\b/g)].map((m) => m[0]);

/**
 * From the first statement screen, answers (or keeps) every screen and goes on to the check
 * page, as the candidate presses Jatka.
 */
export async function throughStatements(page: Page) {
  await waitForH1(page, /Väittämät 1–/);
  await answerToCheckPage(page);
  await waitForH1(page, /Tarkista vastauksesi/);
}

/**
 * The Swedish form (/sv): from the first statement screen, answers every screen with the Swedish
 * labels and presses Fortsätt until the check page.
 */
export async function throughStatementsSv(page: Page) {
  await waitForH1(page, /Påståenden 1–/);
  const labels = [1, 2, 3, 4, 5].map((n) => commonSv[`answer.${String(n)}` as 'answer.1']);
  for (;;) {
    const statements = page.locator('.cs-statement');
    for (let i = 0; i < (await statements.count()); i += 1) {
      const statement = statements.nth(i);
      const number = (await statement.locator('.cs-statement__number').textContent()) ?? '';
      const id = Number(/Påstående (\d+)/.exec(number)?.[1]);
      await statement.getByLabel(labels[answerFor(id) - 1]!, { exact: true }).check();
    }
    const last =
      (await page.getByRole('button', { name: 'Fortsätt till granskningen' }).count()) > 0;
    await toNextScreen(page, pressButton(page, last ? 'Fortsätt till granskningen' : 'Fortsätt'));
    if (last) break;
  }
  await waitForH1(page, /Granska dina uppgifter/);
}

/** On the check page: changes statement `id`'s answer to `label` and writes a justification. */
export async function changeAnswer(page: Page, id: number, label: string, justification: string) {
  await page
    .getByRole('link', { name: `Muuta vastausta väittämään ${String(id)}`, exact: true })
    .click();
  await waitForH1(page, /Väittämät \d+–/);
  const statement = page.locator('.cs-statement', { hasText: `Väittämä ${String(id)}/25` });
  await statement.getByLabel(label, { exact: true }).check();
  await statement.getByRole('textbox').fill(justification);
  await page.getByRole('button', { name: 'Tallenna ja palaa tarkistukseen' }).click();
  await waitForH1(page, /Tarkista vastauksesi/);
}

/**
 * Sends from the check page with both consents (this vaalikone, and open data: the journey
 * publishes open data) and waits for the thank-you page.
 */
export async function send(page: Page) {
  await page.getByRole('checkbox', { name: /tässä vaalikoneessa/ }).check();
  await page.getByRole('checkbox', { name: /avoimena datana/ }).check();
  await page.getByRole('button', { name: 'Lähetä vastaukset' }).click();
  await waitForH1(page, /^Kiitos! Vastauksesi on lähetetty\.$/);
}

/** Hakemukset: opens the submission whose row has every one of `texts`. */
export async function openSubmission(page: Page, ...texts: string[]) {
  await page.goto('/091/admin/hakemukset');
  let row = page.getByRole('row');
  for (const text of texts) row = row.filter({ hasText: text });
  await row.getByRole('link', { name: /^Avaa hakemus/ }).click();
}

/** Presses Hyväksy; the dialog, and `confirm` that approves and waits for it to close. */
export async function approveDialog(page: Page) {
  await page.getByRole('button', { name: 'Hyväksy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hyväksytäänkö hakemus?' });
  await dialog.waitFor();
  const confirm = async () => {
    await dialog.getByRole('button', { name: 'Hyväksy hakemus' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  return { dialog, confirm };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run <script>` as an organizer types it (node scripts/X.mjs), without blocking the test. */
export function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  // None of this machine's own database settings: only what the test passes.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATA_DIR|DATABASE_URL|PORT)$/.test(k)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...clean, LOG_LEVEL: 'warn', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, out });
    });
  });
}
