import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoadingQuery } from '#web/components/load-error';
import { QueryStatus } from '#web/components/query-status';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import { AdminSection } from '../../components/admin-section';

/**
 * A page of printouts made from the official list (the code letters, the paper questionnaires):
 * on screen a way back, how many there are and "Tulosta"; on paper only the printouts. The
 * `screen` class hides its parts from print, each page's own stylesheet says how.
 */
export function PrintableSection<Item>({
  municipalityId,
  title,
  intro,
  query,
  failedMessage,
  countText,
  printLabel,
  screen,
  pages,
  render,
}: {
  municipalityId: string;
  title: string;
  intro: string;
  query: LoadingQuery<readonly Item[]>;
  failedMessage: string;
  countText: (count: number) => string;
  printLabel: string;
  /** The class of the parts shown only on screen. */
  screen: string;
  /** The class of the printouts' container. */
  pages: string;
  render: (item: Item) => ReactNode;
}) {
  const t = useT();
  const data = query.data;
  return (
    <AdminSection title={title} intro={<p className={screen}>{intro}</p>}>
      <div className={screen}>
        <p>
          <Link to={paths.municipalityAdminSection(municipalityId, 'ehdokaslista')}>
            {t('admin.letters.back')}
          </Link>
        </p>
        <QueryStatus query={query} failedMessage={failedMessage} />
        {data && <p role="status">{countText(data.length)}</p>}
        {data && data.length > 0 && (
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                window.print();
              }}
            >
              {printLabel}
            </button>
          </p>
        )}
      </div>
      {data && <div className={pages}>{data.map(render)}</div>}
    </AdminSection>
  );
}
