import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { LanguageProvider } from '../i18n/language-provider';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';

/**
 * The whole web app at `url`, as main.tsx mounts it (the real routes, lazy pages and query
 * client, the language from the URL), in memory. Stub the server with `stubApi` first. `router.state.location` tells where
 * the app navigated.
 */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  // No pause between keystrokes: the tests wait for what the page shows, not for time.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <LanguageProvider router={router}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** The current URL of the app, path and query: "/091/kysymykset?kysymys=2". */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Waits until the app has navigated to `url` (lazy pages load before the location changes). */
export async function expectUrl(
  router: ReturnType<typeof createMemoryRouter>,
  url: string,
): Promise<void> {
  await waitFor(() => {
    expect(currentUrl(router)).toBe(url);
  });
}

export { screen };
