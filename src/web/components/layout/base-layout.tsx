import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '../../lib/app-router-view';
import { useT } from '../../i18n/hooks';
import { NavigationPending } from './navigation-pending';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** Focus <main> without touching the URL (a hash change would count as a router navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The frame of every page: skip link, header with the text-size control, main, footer. */
export function BaseLayout() {
  useFocusOnNavigation();
  const t = useT();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('layout.skipToMain')}
      </a>
      <SiteHeader />
      <NavigationPending />
      <main id="main" tabIndex={-1} className="site-main">
        {/*
          aria-busy="false" (its default) only makes Chromium expose this box to screen readers
          (as a section; a plain div is left out). Orca then sees the old page and the new one
          inside one block of text and ignores the selection a <select> reports as it is drawn
          (the results page's party filter), instead of taking it for the voter's move and
          switching to focus mode there (docs/screen-reader.md).
        */}
        <div className="container" aria-busy="false">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
