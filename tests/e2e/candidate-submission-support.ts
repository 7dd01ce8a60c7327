import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { LIKERT_LABELS } from '#core/likert';
import { firstLink, randomClientIp, waitForMail } from './support';

// Helpers of candidate-submission.e2e.ts: admin API calls, the emailed code, filling in the steps.

export const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
let adminCookie = '';

/** Admin API calls from the test itself (not the browser), as the admin pages would make them. */
export async function adminFetch(path: string, init: { method?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {
    Origin: baseURL,
    Cookie: adminCookie,
    'X-Forwarded-For': randomClientIp(),
  };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(20_000),
  });
}

export async function signInAsAdmin() {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL,
      'X-Forwarded-For': randomClientIp(),
    },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(res.status).toBe(200);
  adminCookie = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

let emailCounter = 0;

/** Creates a code for Helsinki as an admin would and returns the link from the candidate's email. */
export async function codeByEmail(): Promise<{ code: string; path: string; email: string }> {
  emailCounter += 1;
  const email = `ehdokas-${String(Date.now())}-${String(emailCounter)}@example.fi`;
  const res = await adminFetch('/api/admin/municipalities/091/access-codes', {
    method: 'POST',
    json: { emails: [email], valid_days: 14, send_email: true },
  });
  expect(res.status).toBe(201);
  const { codes } = (await res.json()) as { codes: { code: string }[] };
  const code = codes[0]!.code;
  const mail = await waitForMail(mailDir, email, { subject: /pääsykoodi/i });
  const link = new URL(firstLink(mail.text));
  expect(link.pathname).toBe(`/candidate-submission/${code}`);
  return { code, path: link.pathname, email };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The page heading's text without its soft hyphens (long headings carry them for narrow screens). */
export const h1Text = async (page: Page) =>
  (await h1(page).textContent())?.replaceAll('\u00ad', '') ?? null;
export const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c86' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 0/1',
      },
    })
    .toBuffer();
}

/** The answer given to statement N in these tests: 1..5 in turn. */
export const answerFor = (id: number) => ((id - 1) % 5) + 1;

/** Answers every statement on the current screen; returns the statement numbers answered. */
export async function answerScreen(
  page: Page,
  justify: (id: number) => string | null = () => null,
) {
  const statements = page.locator('.cs-statement');
  const count = await statements.count();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const statement = statements.nth(i);
    const number = (await statement.locator('.cs-statement__number').textContent()) ?? '';
    const id = Number(/Väittämä (\d+)/.exec(number)?.[1]);
    ids.push(id);
    await statement.getByLabel(LIKERT_LABELS[answerFor(id) - 1]!, { exact: true }).check();
    const text = justify(id);
    if (text) await statement.getByRole('textbox').fill(text);
  }
  return ids;
}

/** From a statement screen, answers each screen and presses Jatka until the check page. */
export async function answerToCheckPage(page: Page) {
  for (;;) {
    await answerScreen(page);
    if ((await page.getByRole('button', { name: 'Jatka tarkistukseen' }).count()) > 0) {
      await toNextScreen(page, pressButton(page, 'Jatka tarkistukseen'));
      return;
    }
    await toNextScreen(page, pressButton(page, 'Jatka'));
  }
}

export async function waitForHeading(page: Page, pattern: RegExp) {
  await expect.poll(() => h1Text(page)).toMatch(pattern);
}

/** Runs `action` and waits until the next screen's heading is in place. */
export async function toNextScreen(page: Page, action: () => Promise<unknown>) {
  const before = await h1Text(page);
  await action();
  await expect.poll(() => h1Text(page)).not.toBe(before);
}

export const pressButton = (page: Page, name: string) => () =>
  page.getByRole('button', { name, exact: true }).click();

/** Fills in step 2 with valid values. */
export async function fillDetails(page: Page, name = 'Aino Ehdokas') {
  await page.getByLabel('Nimi', { exact: true }).fill(name);
  await page.getByLabel('Ikä', { exact: true }).fill('68');
  await page.getByLabel('Puolue', { exact: true }).selectOption('Muu puolue tai sitoutumaton');
  await page.getByLabel('Puolueen tai valitsijayhdistyksen nimi').fill('Sitoutumaton');
  await page.getByLabel('Ammatti (vapaaehtoinen)').fill('Eläkeläinen');
}
