import { Link } from 'react-router';
import { paths } from '#web/paths';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useT } from '#web/i18n/hooks';

/** Links to the admin pages of the municipalities the viewer may manage, sorted by name. */
export function MunicipalityLinks({ headingId }: { headingId: string }) {
  const t = useT();
  const { viewer, nameOf } = useAdminContext();
  const municipalities = [...viewer.municipalities]
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  if (municipalities.length === 0) {
    return <p>{t('admin.overview.noMunicipalities')}</p>;
  }
  return (
    <ul className="admin-cards" aria-labelledby={headingId}>
      {municipalities.map((municipality) => (
        <li key={municipality.id} className="admin-card">
          <Link className="admin-card__link" to={paths.municipalityAdmin(municipality.id)}>
            {municipality.name}
          </Link>
          {municipality.name !== municipality.id && (
            <span className="admin-card__meta">
              {t('admin.overview.municipalityNumber', { id: municipality.id })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
