import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18nFor } from './catalogs';
import { LanguageContext } from './hooks';
import { languageOfPath, type Language } from './language';
import { rememberLanguage } from './remembered-language';

/** What LanguageProvider needs of the app's router (lib/app-router.tsx; browser or memory). */
interface RouterLike {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/**
 * The page language follows the router's URL ("/sv/…" is Swedish). Gives the Lingui instance of
 * that language to everything below, sets `<html lang>` and remembers the choice on the device.
 * It wraps the RouterProvider (and the app's error boundary) so that error screens speak it too.
 */
export function LanguageProvider({
  router,
  children,
}: {
  router: RouterLike;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(() =>
    languageOfPath(router.state.location.pathname),
  );
  useEffect(
    () =>
      router.subscribe((state) => {
        // In a transition, as the router renders its own state: the new language then shows
        // together with the new page, not first on the page being left.
        startTransition(() => {
          setLanguage(languageOfPath(state.location.pathname));
        });
      }),
    [router],
  );
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguage(language);
  }, [language]);

  const value = useMemo(() => ({ language, i18n: i18nFor(language) }), [language]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
