import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import candidateFi from '#web/locales/fi/candidate.json' with { type: 'json' };
import candidateSv from '#web/locales/sv/candidate.json' with { type: 'json' };
import commonFi from '#web/locales/fi/common.json' with { type: 'json' };
import commonSv from '#web/locales/sv/common.json' with { type: 'json' };

type Catalog = Record<string, string>;

/**
 * The Finnish messages of `pairs` that differ from their Swedish translation and are plain text
 * (no placeholders or tags), so they can be looked for on a page as they are.
 */
export function finnishOnlyMessages(pairs: readonly (readonly [Catalog, Catalog])[]): string[] {
  const messages: string[] = [];
  for (const [fi, sv] of pairs) {
    for (const [id, text] of Object.entries(fi)) {
      if (/[{<]/.test(text) || text === sv[id] || text.trim().length < 4) continue;
      messages.push(text.replace(/\u00ad/g, ''));
    }
  }
  return messages;
}

export const CANDIDATE_AND_COMMON = finnishOnlyMessages([
  [candidateFi, candidateSv],
  [commonFi, commonSv],
]);

/** The page's visible text and accessible names, without elements marked `lang="fi"` (data). */
export async function textOutsideFinnishData(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="fi"], script, style')) element.remove();
    const names = [...clone.querySelectorAll('[aria-label], [alt], [title]')].map((element) =>
      ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.title}\n${clone.textContent ?? ''}\n${names.join('\n')}`.replace(
      /\u00ad/g,
      '',
    );
  });
}

/** Fails when a Finnish UI message of `messages` is on the page (outside `lang="fi"` data). */
export async function expectNoFinnishMessages(
  page: Page,
  messages: readonly string[],
  label: string,
) {
  const text = await textOutsideFinnishData(page);
  // Whole words only: "ikää" is a message of its own, and also part of "ikääntyneiden".
  const escape = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = messages.filter((message) =>
    new RegExp(`(?<!\\p{L})${escape(message)}(?!\\p{L})`, 'u').test(text),
  );
  expect(found, `Finnish UI text on ${label}`).toEqual([]);
}
