/**
 * How long end-to-end tests wait for what a page shows after a navigation, in one place: a lazy
 * page's chunk, its message catalogs and its data, in Chromium on a busy two-core machine (CI, or
 * a laptop compiling something else). It is the limit of `expect.poll` (vitest.e2e.config.ts;
 * Vitest's default is 1 s) and of the Playwright waits that name a limit. A wait still ends as
 * soon as its condition holds. Playwright's own auto-waiting (click, fill, waitForURL) keeps its
 * 30 s default.
 */
export const PAGE_TIMEOUT = 15_000;
