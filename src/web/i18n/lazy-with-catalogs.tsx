import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadCatalogs, type CatalogArea } from './catalogs';
import { useLanguage } from './hooks';
import { LANGUAGES, type Language } from './language';

/**
 * A part of a page loaded after the page itself, with its own message catalogs (for example the
 * long "how matching works" text below the results): its code and its messages in the page
 * language load together, and nothing shows until both are there (or `fallback`: a page's main
 * content shows the loading screen, which also keeps the footer out of sight meanwhile).
 */
export function lazyWithCatalogs<P extends object>(
  load: () => Promise<ComponentType<P>>,
  areas: readonly CatalogArea[],
  fallback: ReactNode = null,
): ComponentType<P> {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      lazy(async () => {
        const [Component] = await Promise.all([load(), loadCatalogs(language, areas)]);
        return { default: Component };
      }),
    ]),
  ) as Record<Language, LazyExoticComponent<ComponentType<P>>>;

  return function LazyPart(props: P) {
    const Component = byLanguage[useLanguage()];
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  };
}
