import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/test-chromium';
import { parseMail } from './mime';

async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh, empty profile directory of its own.
  return chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
}

/**
 * One Chromium for the test file: launched before its tests (before the file's own beforeAll
 * hooks, when called above them) and closed after them. Returns a getter: the browser exists
 * once beforeAll has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll.');
    return browser;
  };
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The e2e server trusts X-Forwarded-For (TRUST_PROXY=true): each browser context is its own
  // client address, so per-address sign-in throttling does not spill from one test to another.
  const context = await browser.newContext({
    baseURL,
    locale: 'fi-FI',
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Resolves when the page has drawn its current state and run the effects of that render, and
 * every request those effects started has been sent: a marker request sent after them has been
 * seen (the page's request events come in the order the requests were sent). The signal to wait
 * for before checking that something did NOT happen, instead of a pause.
 */
export async function pageSettled(page: Page): Promise<void> {
  const marker = `/settled-marker?n=${String(Math.random()).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(async (url) => {
    // Two frames: React has committed and its passive effects have run.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
    await new Promise((r) => setTimeout(r, 0));
    await fetch(url).catch(() => undefined);
  }, marker);
  await seen;
}

/** The next frame has been drawn (layout and styles applied). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** A client address for the X-Forwarded-For header (documentation range; nothing is sent there). */
export function randomClientIp() {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * axe with the WCAG 2.x A and AA rules (2.0, 2.1, 2.2): zero violations. axe marks
 * label-content-name-mismatch (WCAG 2.5.3, a visible label is part of the accessible name) as
 * experimental and leaves it out by default; speech-control users need it, so it runs too.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** Waits for a message to `to` that arrived at the test SMTP server (tests/e2e/global-setup.ts). */
export async function waitForMail(
  mailDir: string,
  to: string,
  opts: { subject?: RegExp; seen?: Set<string>; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    for (const name of fs.readdirSync(mailDir).sort().reverse()) {
      const file = `${mailDir}/${name}`;
      if (opts.seen?.has(file)) continue;
      const parsed = parseMail(fs.readFileSync(file, 'utf8'));
      if (!parsed.to.includes(to.toLowerCase())) continue;
      if (opts.subject && !opts.subject.test(parsed.subject)) continue;
      opts.seen?.add(file);
      return { to, subject: parsed.subject, text: parsed.text, file };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${to} within the time limit`);
}

/** The first http(s) link in a text. */
export function firstLink(text: string): string {
  const m = /https?:\/\/[^\s>"]+/.exec(text);
  if (!m) throw new Error(`No link in: ${text}`);
  return m[0];
}
