import { Link } from 'react-router';
import type { AdminNavItem } from '../../components/admin-sections';
import { useT } from '#web/i18n/hooks';

/** The sections as cards: name as a link and one line about what it is for. */
export function SectionLinks({
  items,
  headingId,
}: {
  items: readonly AdminNavItem[];
  headingId: string;
}) {
  const t = useT();
  return (
    <ul className="admin-cards" aria-labelledby={headingId}>
      {items.map((item) => (
        <li key={item.to} className="admin-card">
          <Link className="admin-card__link" to={item.to}>
            {t(item.label)}
          </Link>
          <span className="admin-card__meta">{t(item.description)}</span>
        </li>
      ))}
    </ul>
  );
}
