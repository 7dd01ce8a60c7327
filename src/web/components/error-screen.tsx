import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { NotFound } from './not-found';

/**
 * The global error screen. It uses no router links so that it works even when the router itself
 * failed; "Etusivulle" is a plain link that also loads a fresh copy of the app.
 */
export function ErrorScreen() {
  usePageTitle('Virhe');
  return (
    <section className="error-screen" aria-labelledby="error-screen-heading">
      <h1 id="error-screen-heading">Oho! Jotain meni pieleen.</h1>
      <p>Pahoittelemme häiriötä. Voit yrittää ladata sivun uudelleen tai palata etusivulle.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          Lataa uudelleen
        </button>
        <a className="button button--secondary" href="/">
          Etusivulle
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
