import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Checks shared by the page walks: no catalog message id is shown, and the browser logged no
// "Uncompiled message detected!" warning (a message whose catalog area the route did not load)
// and no console error.

const LOCALES = path.resolve(import.meta.dirname, '../../src/web/locales');

/** Every message id of every catalog, in either language. */
function allMessageIds(): string[] {
  const ids = new Set<string>();
  for (const lang of fs.readdirSync(LOCALES)) {
    for (const file of fs.readdirSync(path.join(LOCALES, lang))) {
      if (!file.endsWith('.json')) continue;
      const catalog = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, file), 'utf8')) as object;
      for (const id of Object.keys(catalog)) ids.add(id);
    }
  }
  return [...ids];
}

const IDS = allMessageIds();

/** The message ids that appear in the page's visible text or its labels. */
export async function shownMessageIds(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .flatMap((el) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
      )
      .join('\n');
    return `${document.title}\n${document.body.innerText}\n${attrs}`;
  });
  const words = new Set(text.split(/[\s"'«»“”()[\]{},:;!?]+/).map((w) => w.replace(/\.$/, '')));
  return IDS.filter((id) => words.has(id));
}

/** Console warnings about uncompiled messages and console errors, from now on. */
export function watchConsole(page: Page): { problems: string[] } {
  const watched = { problems: [] as string[] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /Uncompiled message detected/.test(text)) {
      watched.problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => watched.problems.push(`pageerror: ${error.message}`));
  return watched;
}

/** No message id on the page, and nothing logged so far. */
export async function expectCleanTexts(
  page: Page,
  watched: { problems: string[] },
  label = page.url(),
) {
  expect(await shownMessageIds(page), `message ids shown on ${label}`).toEqual([]);
  expect(watched.problems, `console on ${label}`).toEqual([]);
}
