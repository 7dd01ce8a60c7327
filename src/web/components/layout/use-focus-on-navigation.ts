import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  afterNextFrame,
  holdFocusInMain,
  renewPageForScreenReaders,
} from './renew-page-for-screen-readers';

/** How long a page's h1 is waited for (its data may still be loading) before <main> gets focus. */
const HEADING_WAIT_MS = 10_000;

/**
 * Nothing chosen yet: focus is on the page itself, on <main>, was on something now removed, or
 * is still on the header or footer link that changed the page (`trigger`).
 */
function focusIsIdle(main: HTMLElement, trigger: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main || active === trigger;
}

/**
 * The link outside <main> that changed the page and is on the new page too: the header's
 * product name or language switch, a footer link. Focus staying there would leave a screen
 * reader silent while the page (or its whole language) changes.
 */
function triggerOutside(main: HTMLElement): Element | null {
  const active = document.activeElement;
  if (active === null || active === document.body || main.contains(active)) return null;
  return active.closest('a') === active ? active : null;
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
 * questionnaire's statement). A header or footer link that changed the page gives its focus up
 * to the new page's h1 too. Focus moves a frame after the h1 came (afterNextFrame): moved in
 * the same update that removed the link just pressed, Orca took it without a word.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const main = document.getElementById('main');
    if (!main) return;
    const trigger = triggerOutside(main);
    if (!focusIsIdle(main, trigger)) {
      // The page focused something of its own (the questionnaire's statement).
      renewPageForScreenReaders(main);
      return;
    }
    holdFocusInMain(main);
    let cancelFrame: (() => void) | undefined;
    const focusPage = () => {
      if (focusIsIdle(main, trigger)) {
        const heading = main.querySelector<HTMLElement>('h1');
        if (heading) focusHeading(heading);
        else main.focus();
      }
      renewPageForScreenReaders(main);
    };
    const whenHeading = () => {
      if (!main.querySelector('h1')) return;
      stop();
      cancelFrame = afterNextFrame(focusPage);
    };
    const observer = new MutationObserver(whenHeading);
    const timer = window.setTimeout(() => {
      stop();
      focusPage();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    whenHeading();
    return () => {
      stop();
      cancelFrame?.();
    };
  }, [pathname]);
}
