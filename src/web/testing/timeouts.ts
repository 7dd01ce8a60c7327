/**
 * How long component tests wait, in one place. A test waits for events, not for time: these are
 * only the limits after which a wait counts as failed, sized for a busy two-core machine (CI, or
 * a laptop compiling something else). A wait still ends as soon as what it waits for happens.
 * `npm run test:stress` runs the suites beside busy processes to check that they hold.
 */

/**
 * A lazy page loading: its code and its message catalogs (`pageLoaded` and `expectUrl` in
 * render-app.tsx). In tests a page's code is compiled on its first import, which took up to 15 s
 * beside two busy processes. The web project's test timeout (60 s, vitest.config.ts) is above it.
 */
export const PAGE_LOAD_TIMEOUT = 45_000;

/**
 * What a loaded page shows (findBy*, waitFor; Testing Library's asyncUtilTimeout, set in
 * setup.ts): React's render, the answers of the stubbed API, focus moves. Its 1 s default is too
 * short for rendering a whole page in jsdom beside two busy processes.
 */
export const SHOWS_TIMEOUT = 15_000;
