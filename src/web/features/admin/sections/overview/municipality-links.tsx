import { Link } from 'react-router';
import { paths } from '#web/paths';
import { useAdminContext } from '../../hooks/use-admin-context';

/** Links to the admin pages of the municipalities the viewer may manage, sorted by name. */
export function MunicipalityLinks({ headingId }: { headingId: string }) {
  const { viewer, nameOf } = useAdminContext();
  const municipalities = [...viewer.municipalities]
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  if (municipalities.length === 0) {
    return (
      <p>
        Sinulla ei ole vielä ylläpito-oikeutta yhteenkään kuntaan. Pyydä vaalikoneen pääkäyttäjää
        lisäämään sinut kunnan ylläpitäjäksi.
      </p>
    );
  }
  return (
    <ul className="admin-cards" aria-labelledby={headingId}>
      {municipalities.map((municipality) => (
        <li key={municipality.id} className="admin-card">
          <Link className="admin-card__link" to={paths.municipalityAdmin(municipality.id)}>
            {municipality.name}
          </Link>
          {municipality.name !== municipality.id && (
            <span className="admin-card__meta">Kuntanumero {municipality.id}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
