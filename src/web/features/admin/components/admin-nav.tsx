import { Link, NavLink } from 'react-router';
import type { AdminNavItem } from './admin-sections';
import { useT } from '#web/i18n/hooks';

interface AdminNavProps {
  items: readonly AdminNavItem[];
  /** A way up from a municipality to the admin's front page. */
  backLink?: { to: string; label: string } | null;
}

/** The sections of the admin area; the current one has aria-current="page". */
export function AdminNav({ items, backLink }: AdminNavProps) {
  const t = useT();
  return (
    <nav className="admin-nav" aria-label={t('admin.area')}>
      {backLink && (
        <p className="admin-nav__back">
          <Link to={backLink.to}>
            <span aria-hidden="true">← </span>
            {backLink.label}
          </Link>
        </p>
      )}
      <ul className="admin-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="admin-nav__link" to={item.to} end={item.end}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
