import type { ComponentType } from 'react';
import { loadCatalogs, type CatalogArea } from '../i18n/catalogs';
import type { Language } from '../i18n/language';

/**
 * Lazy pages and stale deployments. After a new version is deployed, a browser still running the
 * old version asks for page chunks that no longer exist. Vite then fires `vite:preloadError` on
 * window. We load the page once more to get the new version; if loading fails again the error is rethrown and
 * the router's error screen shows. The guard flag in sessionStorage prevents a reload loop and is
 * cleared as soon as a page chunk loads successfully.
 */

const RELOAD_FLAG_KEY = 'vaalikone_preload_reload';

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(RELOAD_FLAG_KEY) !== null;
  } catch {
    // Without storage we cannot guard against a loop, so act as if we had already reloaded.
    return true;
  }
}

function setFlag(): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_FLAG_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

function clearFlag(): void {
  try {
    window.sessionStorage.removeItem(RELOAD_FLAG_KEY);
  } catch {
    // Nothing to clear.
  }
}

let reloading = false;

/**
 * @param pendingHref the URL the router is navigating to, if any: the failed chunk usually belongs
 *   to that page, so we load it directly rather than reloading the page the reader wanted to leave.
 */
export function installPreloadErrorReload(pendingHref: () => string | undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloading) {
      event.preventDefault();
      return;
    }
    if (readFlag() || !setFlag()) return; // rethrown by Vite: the error screen shows
    reloading = true;
    event.preventDefault();
    const href = pendingHref();
    if (href === undefined) window.location.reload();
    else window.location.assign(href);
  });
}

interface PageModule {
  default: ComponentType;
}

/** The message catalogs a page needs, loaded beside its code (i18n/catalogs.ts). */
export interface PageCatalogs {
  language: Language;
  areas?: readonly CatalogArea[];
}

/**
 * A route `lazy` function for a module whose default export is the page component. With
 * `catalogs`, the page's messages in its language load in parallel with its code.
 */
export function lazyPage(load: () => Promise<PageModule>, catalogs?: PageCatalogs) {
  return async (): Promise<{ Component: ComponentType }> => {
    // Vite resolves the import to undefined when our preload-error handler took over.
    const [module] = await Promise.all([
      load() as Promise<PageModule | undefined>,
      catalogs ? loadCatalogs(catalogs.language, catalogs.areas) : undefined,
    ]);
    if (module === undefined || reloading) {
      // The page is reloading; keep the current screen instead of flashing the error screen.
      return new Promise<never>(() => {});
    }
    clearFlag();
    return { Component: module.default };
  };
}

/** A page in `language`: its code and its message catalogs load together (i18n/catalogs.ts). */
export const page =
  (language: Language, areas: readonly CatalogArea[] = []) =>
  (load: Parameters<typeof lazyPage>[0]) =>
    lazyPage(load, { language, areas });
