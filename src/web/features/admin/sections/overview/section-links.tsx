import { Link } from 'react-router';
import type { AdminNavItem } from '../../components/admin-sections';

/** The sections as cards: name as a link and one line about what it is for. */
export function SectionLinks({
  items,
  headingId,
}: {
  items: readonly AdminNavItem[];
  headingId: string;
}) {
  return (
    <ul className="admin-cards" aria-labelledby={headingId}>
      {items.map((item) => (
        <li key={item.to} className="admin-card">
          <Link className="admin-card__link" to={item.to}>
            {item.label}
          </Link>
          <span className="admin-card__meta">{item.description}</span>
        </li>
      ))}
    </ul>
  );
}
