import { useT } from '#web/i18n/hooks';
import type { MunicipalitySummary } from '../api/municipalities';
import { MunicipalityLink } from './municipality-link';

/**
 * Up to this many municipalities are shown as a list of large links: no typing needed, which is
 * hard with a tremor. A longer list gets the search field (MunicipalityPicker).
 */
export const MAX_MUNICIPALITY_LINKS = 12;

interface MunicipalityLinksProps {
  municipalities: readonly MunicipalitySummary[];
}

export function MunicipalityLinks({ municipalities }: MunicipalityLinksProps) {
  const t = useT();
  return (
    <div className="municipality-links">
      <h3 className="municipality-links__heading" id="municipality-links-heading">
        {t('home.chooseMunicipality')}
      </h3>
      <ul className="municipality-links__list" aria-labelledby="municipality-links-heading">
        {municipalities.map((municipality) => (
          <li key={municipality.municipality_id}>
            <MunicipalityLink
              className="button button--secondary button--large municipality-links__link"
              municipality={municipality}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
