import { Link } from 'react-router';
import { usePaths, useT } from '../i18n/hooks';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  const t = useT();
  const paths = usePaths();
  usePageTitle(t('notFound.heading'));
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="button button--primary" to={paths.home()}>
          {t('error.toHome')}
        </Link>
      </p>
    </section>
  );
}
