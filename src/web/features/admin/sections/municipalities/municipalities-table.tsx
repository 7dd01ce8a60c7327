import { useId, useState } from 'react';
import { normaliseForSearch } from '#web/components/combobox/filter-options';
import type { AdminMunicipalityListItem } from '../../api/admin-municipalities';

export type MunicipalityAction =
  | { kind: 'toggle-hidden'; municipality: AdminMunicipalityListItem }
  | { kind: 'rename'; municipality: AdminMunicipalityListItem }
  | { kind: 'remove'; municipality: AdminMunicipalityListItem };

type SortKey = 'name' | 'id';
type SortDirection = 'ascending' | 'descending';

interface MunicipalitiesTableProps {
  municipalities: readonly AdminMunicipalityListItem[];
  onAction: (action: MunicipalityAction) => void;
  /** The row whose action is running: its buttons wait. */
  busyId: string | null;
}

function compare(a: AdminMunicipalityListItem, b: AdminMunicipalityListItem, key: SortKey) {
  return key === 'name'
    ? a.name.localeCompare(b.name, 'fi')
    : a.municipality_id.localeCompare(b.municipality_id, 'fi');
}

/** Participating municipalities: search, sortable name and id columns, actions per row. */
export function MunicipalitiesTable({
  municipalities,
  onAction,
  busyId,
}: MunicipalitiesTableProps) {
  const searchId = useId();
  const captionId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'name',
    direction: 'ascending',
  });

  const needle = normaliseForSearch(search);
  const rows = municipalities
    .filter(
      (m) =>
        needle === '' ||
        [m.name, m.municipality_id, m.reference_name ?? '', m.name_sv].some((text) =>
          normaliseForSearch(text).includes(needle),
        ),
    )
    .sort((a, b) => compare(a, b, sort.key) * (sort.direction === 'ascending' ? 1 : -1));

  function sortButton(key: SortKey, label: string) {
    const active = sort.key === key;
    const next: SortDirection =
      active && sort.direction === 'ascending' ? 'descending' : 'ascending';
    return (
      <button
        type="button"
        className="sort-button"
        onClick={() => {
          setSort({ key, direction: next });
        }}
      >
        {label}
        <span className="sort-button__icon" aria-hidden="true">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  }

  const ariaSort = (key: SortKey) => (sort.key === key ? sort.direction : undefined);

  return (
    <>
      <div className="field admin-search">
        <label className="field__label" htmlFor={searchId}>
          Hae kuntaa
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          Kirjoita kunnan nimi tai tunnus. Lista rajautuu sitä mukaa kuin kirjoitat.
        </p>
        <input
          id={searchId}
          type="search"
          aria-describedby={`${searchId}-hint`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
      </div>
      <p role="status" className="muted">
        {rows.length === municipalities.length
          ? `Mukana ${String(municipalities.length)} kuntaa.`
          : `Haulla löytyi ${String(rows.length)} / ${String(municipalities.length)} kuntaa.`}
      </p>
      {rows.length === 0 ? (
        <p className="data-table__empty">Haulla ei löytynyt kuntia.</p>
      ) : (
        <table className="data-table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            Mukana olevat kunnat. Nimi- ja tunnussarakkeen otsikosta voi vaihtaa järjestystä.
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                {sortButton('name', 'Nimi')}
              </th>
              <th scope="col" aria-sort={ariaSort('id')}>
                {sortButton('id', 'Tunnus')}
              </th>
              <th scope="col">Näkyvyys</th>
              <th scope="col">Ehdokkaat</th>
              <th scope="col">Pääsykoodit</th>
              <th scope="col">Käsittelemättömät hakemukset</th>
              <th scope="col">Toiminnot</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.municipality_id}>
                <th scope="row" data-label="Nimi">
                  {m.name}
                  {m.custom_name && m.reference_name && m.custom_name !== m.reference_name && (
                    <span className="muted"> (virallinen nimi {m.reference_name})</span>
                  )}
                  {m.is_custom && <span className="muted"> (oma kunta)</span>}
                </th>
                <td data-label="Tunnus">{m.municipality_id}</td>
                <td data-label="Näkyvyys">
                  {m.is_hidden ? <strong>Piilotettu</strong> : 'Näkyy äänestäjille'}
                </td>
                <td data-label="Ehdokkaat">{m.candidate_count}</td>
                <td data-label="Pääsykoodit">{m.access_code_count}</td>
                <td data-label="Käsittelemättömät hakemukset">{m.pending_submission_count}</td>
                <td data-label="Toiminnot" className="data-table__actions">
                  <span className="admin-row-actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-disabled={busyId === m.municipality_id || undefined}
                      onClick={() => {
                        if (busyId !== m.municipality_id) {
                          onAction({ kind: 'toggle-hidden', municipality: m });
                        }
                      }}
                    >
                      {m.is_hidden ? 'Näytä' : 'Piilota'}
                      <span className="visually-hidden">: {m.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => {
                        onAction({ kind: 'rename', municipality: m });
                      }}
                    >
                      Muuta nimeä<span className="visually-hidden">: {m.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--danger-outline button--small"
                      onClick={() => {
                        onAction({ kind: 'remove', municipality: m });
                      }}
                    >
                      Poista<span className="visually-hidden">: {m.name}</span>
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
