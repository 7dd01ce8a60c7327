import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useRouteError } from '../lib/app-router-view';
import { useLanguage, useT } from '../i18n/hooks';
import { withLanguage } from '../i18n/language';
import { usePageTitle } from '../lib/use-page-title';
import { NotFound } from './not-found';

/**
 * The global error screen. It uses no router links so that it works even when the router itself
 * failed; "Etusivulle" is a plain link that also loads a fresh copy of the app.
 */
export function ErrorScreen() {
  const t = useT();
  const language = useLanguage();
  usePageTitle(t('error.title'));
  return (
    <section className="error-screen" aria-labelledby="error-screen-heading">
      <h1 id="error-screen-heading">{t('error.heading')}</h1>
      <p>{t('error.text')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('error.reload')}
        </button>
        <a className="button button--secondary" href={withLanguage('/', language)}>
          {t('error.toHome')}
        </a>
      </div>
    </section>
  );
}

/** The same screen with its own <main>, for errors that take the whole layout down. */
export function FullPageErrorScreen() {
  return (
    <main id="main" tabIndex={-1} className="standalone-main">
      <ErrorScreen />
    </main>
  );
}

function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return error;
}

/** Router errorElement inside the layout: header and footer stay usable. */
export function RouteErrorBoundary() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen />;
}

/** Router errorElement of the root route, used when the layout itself failed. */
export function RootErrorBoundary() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" tabIndex={-1} className="standalone-main">
        <NotFound />
      </main>
    );
  }
  return <FullPageErrorScreen />;
}
