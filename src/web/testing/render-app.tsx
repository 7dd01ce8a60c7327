import { QueryClientProvider } from '@tanstack/react-query';
import { getConfig, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { LanguageProvider } from '../i18n/language-provider';
import { createAppMemoryRouter, type AppRouter } from '../lib/app-router';
import { AppRouterProvider } from '../lib/app-router-view';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';
import { PAGE_LOAD_TIMEOUT } from './timeouts';

/**
 * The whole web app at `url`, as main.tsx mounts it (the real routes, lazy pages and query
 * client, the language from the URL), in memory. Stub the server with `stubApi` first.
 * Resolves once the page of `url` has loaded (see `pageLoaded`); `router.state.location` tells
 * where the app navigated.
 */
export async function renderApp(url: string) {
  const router = createAppMemoryRouter(routes, url);
  const queryClient = createQueryClient();
  // No pause between keystrokes: the tests wait for what the page shows, not for time.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <LanguageProvider router={router}>
      <QueryClientProvider client={queryClient}>
        <AppRouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  await pageLoaded(router);
  return { ...view, router, queryClient, user };
}

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

/** The current URL of the app, path and query: "/091/kysymykset?kysymys=2". */
export function currentUrl(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** The router is at rest: its first page has loaded and no navigation is under way. */
const atRest = (router: AppRouter) =>
  router.state.initialized && router.state.navigation.state === 'idle';

/**
 * Resolves when `done()` holds at one of the router's state changes (or now), or after
 * PAGE_LOAD_TIMEOUT, when `fail()` says what did not happen.
 */
function routerState(router: AppRouter, done: () => boolean, fail: () => void): Promise<void> {
  // Testing Library's wrapper for waits, as findBy* and waitFor use: React updates while it
  // waits are not "outside act()", and React renders what the router changed before it returns.
  return getConfig().asyncWrapper(() => (done() ? Promise.resolve() : until(router, done, fail)));
}

function until(router: AppRouter, done: () => boolean, fail: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
    const timer = setTimeout(() => {
      stop();
      try {
        fail();
        resolve();
      } catch (error) {
        reject(error as Error);
      }
    }, PAGE_LOAD_TIMEOUT);
  });
}

/**
 * Waits for the event "the page has loaded": the router lets a navigation end (and the app's
 * first render leave its loading screen) only when the lazy page's code and its message catalogs
 * are in (lazyPage in lib/lazy-page.ts). On a busy machine compiling a page on its first import
 * takes seconds, so tests wait for this instead of giving findBy* that time. Does not wait for
 * the page's data; findBy* does.
 */
export function pageLoaded(router: AppRouter): Promise<void> {
  return routerState(
    router,
    () => atRest(router),
    () => {
      throw new Error(
        `The page at ${currentUrl(router)} did not load in ${String(PAGE_LOAD_TIMEOUT / 1000)} s ` +
          `(navigation: ${router.state.navigation.state}).`,
      );
    },
  );
}

/**
 * Waits until the app is at `url` with its page loaded (lazy pages load before the location
 * changes). Fails as `expect(currentUrl(router)).toBe(url)` when it does not get there.
 */
export function expectUrl(router: AppRouter, url: string): Promise<void> {
  return routerState(
    router,
    () => atRest(router) && currentUrl(router) === url,
    () => {
      expect(currentUrl(router)).toBe(url);
      throw new Error(`The app is at ${url} but its page did not load.`);
    },
  );
}

export { screen };
