import { useNavigate } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title';

/** React Router keeps the position in the session history in history.state.idx. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function Forbidden() {
  usePageTitle('Ei käyttöoikeutta');
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="forbidden-heading">
      <h1 id="forbidden-heading">Ei käyttöoikeutta</h1>
      <p>Sinulla ei ole tarvittavia oikeuksia tämän sivun katseluun.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          if (canGoBack()) void navigate(-1);
          else void navigate('/');
        }}
      >
        Takaisin
      </button>
    </section>
  );
}
