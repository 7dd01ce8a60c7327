import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page's h1 is waited for (its data may still be loading) before <main> gets focus. */
const HEADING_WAIT_MS = 10_000;

/** Nothing chosen yet: focus is on the page itself, on <main>, or was on something now removed. */
function focusIsIdle(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After a client-side page change, move focus to the new page's h1 so that screen-reader and
 * keyboard users start from the new content, as after a normal page load. A page whose data is
 * still loading gets its h1 later: focus waits for it (on <main> after HEADING_WAIT_MS), and is
 * not taken back from anything the user or the page itself focused meanwhile (for example the
 * questionnaire's statement).
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const main = document.getElementById('main');
    if (!main || !focusIsIdle(main)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const found = main.querySelector<HTMLElement>('h1');
      if (!found) return;
      stop();
      if (focusIsIdle(main)) focusHeading(found);
    });
    const timer = window.setTimeout(() => {
      stop();
      if (focusIsIdle(main)) main.focus();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
