import { useNavigate } from '#web/lib/app-router-view';
import { usePageTitle } from '#web/lib/use-page-title';
import { useT } from '#web/i18n/hooks';

/** React Router keeps the position in the session history in history.state.idx. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function Forbidden() {
  const t = useT();
  usePageTitle(t('auth.forbidden.heading'));
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="forbidden-heading">
      <h1 id="forbidden-heading">{t('auth.forbidden.heading')}</h1>
      <p>{t('auth.forbidden.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          if (canGoBack()) void navigate(-1);
          else void navigate('/');
        }}
      >
        {t('auth.forbidden.back')}
      </button>
    </section>
  );
}
