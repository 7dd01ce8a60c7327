import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side page change, move focus to the new page's main heading (or <main>) so that
 * screen-reader and keyboard users start from the new content, as after a normal page load.
 * A page that already placed focus inside <main> itself (for example the questionnaire) wins.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const main = document.getElementById('main');
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else {
      main.focus();
    }
  }, [pathname]);
}
