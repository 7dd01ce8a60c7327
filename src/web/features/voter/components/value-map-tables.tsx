import type { Placed } from '#core/value-map';
import { useT } from '#web/i18n/hooks';
import { withJoints } from '../lib/party-name';
import { formatCoordinate, formatDistance } from '../lib/value-map-format';
import type { MapPoint } from './value-map-chart';
import { Hyphenated } from '#web/components/hyphenated';
import type { Language } from '#web/i18n/language';

interface CoordinateTableProps {
  caption: string;
  nameHeading: string;
  rows: readonly Placed<MapPoint & { detail?: string; detailLang?: Language }>[];
  /** The id of the sentence that says which way + and − point. */
  signsId: string;
  withDistance: boolean;
}

/**
 * Everyone's coordinates as a table: the map's content for those who cannot see it. Soft hyphens
 * let the headings break by syllable ("Etäi-syys"). On a narrow screen with large text each row
 * is drawn as a block (name, then the figures with their headings; voter-map.css), so the
 * explicit roles keep it a table for screen readers whatever its CSS display.
 */
export function CoordinateTable({
  caption,
  nameHeading,
  rows,
  withDistance,
  signsId,
}: CoordinateTableProps) {
  const t = useT();
  const TALOUS = t('map.economy');
  const ARVOT = t('map.values');
  const DISTANCE = t('map.distance');
  // Above a figure in a narrow table: short, as the full heading is read from the table itself.
  const DISTANCE_SHORT = t('map.distanceShort');
  return (
    <div className="value-map-table__frame">
      <table className="value-map-table" role="table" aria-describedby={signsId}>
        <caption className="value-map-table__caption">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {nameHeading}
            </th>
            <th scope="col" role="columnheader" className="value-map-table__number">
              <Hyphenated text={TALOUS} />
            </th>
            <th scope="col" role="columnheader" className="value-map-table__number">
              <Hyphenated text={ARVOT} />
            </th>
            {withDistance && (
              <th scope="col" role="columnheader" className="value-map-table__number">
                <Hyphenated text={DISTANCE} />
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ item, position, distance }) => (
            <tr key={item.key} role="row">
              <th scope="row" role="rowheader" className="value-map-table__name">
                {/* A party's register name breaks at its joints in a narrow column. */}
                <span lang={item.lang}>
                  <Hyphenated text={withJoints(item.name)} />
                </span>
                {item.detail !== undefined && (
                  <span className="value-map-table__detail" lang={item.detailLang}>
                    <Hyphenated text={withJoints(item.detail)} />
                  </span>
                )}
              </th>
              <td role="cell" className="value-map-table__number" data-label={TALOUS}>
                {formatCoordinate(position.economic)}
              </td>
              <td role="cell" className="value-map-table__number" data-label={ARVOT}>
                {formatCoordinate(position.social)}
              </td>
              {withDistance && (
                <td role="cell" className="value-map-table__number" data-label={DISTANCE_SHORT}>
                  {formatDistance(distance)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
