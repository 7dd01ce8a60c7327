/**
 * Setup for the component tests (`*.test.tsx` under src/web, run in jsdom by vitest.config.ts).
 * jsdom has no layout and no modal dialogs; the few browser features our components call are
 * filled in here with the behaviour a real browser has, and nothing more.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { areasIn } from '../i18n/catalog-areas';
import { loadCatalogs } from '../i18n/catalogs';
import { LANGUAGES } from '../i18n/language';
import { SHOWS_TIMEOUT } from './timeouts';

// Every message catalog, loaded once: components render their texts from the first render, as
// they do in the app once their page has loaded.
await Promise.all(LANGUAGES.map((language) => loadCatalogs(language, areasIn(language))));

// findBy* and waitFor wait for what a loaded page shows; tests wait for the page itself to load
// with `renderApp`, `pageLoaded` and `expectUrl` (render-app.tsx). Limits: timeouts.ts.
configure({ asyncUtilTimeout: SHOWS_TIMEOUT });

// No layout in jsdom: scrolling is a no-op (the router's ScrollRestoration and our focus helpers
// call these).
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// No media in jsdom: every media query answers as on a phone's screen (no wide layout, no print).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/**
 * The native modal <dialog>: jsdom knows the element but not `showModal()`/`close()`. Like a
 * browser, Escape on an open modal dialog fires a cancelable `cancel` event and closes the dialog
 * unless a listener prevented that; `close()` fires `close`.
 */
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    this.ownerDocument.addEventListener('keydown', onKeyDown);
    this.addEventListener(
      'close',
      () => {
        this.ownerDocument.removeEventListener('keydown', onKeyDown);
      },
      { once: true },
    );
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete document.documentElement.dataset.textSize;
  document.title = '';
});
