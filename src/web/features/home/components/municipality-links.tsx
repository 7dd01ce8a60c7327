import { Link } from 'react-router';
import { useLanguage, useT } from '#web/i18n/hooks';
import { pathsIn } from '#web/paths';
import type { MunicipalitySummary } from '../api/municipalities';
import { municipalityLinkLanguage, municipalityName } from '#web/lib/municipality-name';

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
  const language = useLanguage();
  return (
    <div className="municipality-links">
      <h3 className="municipality-links__heading" id="municipality-links-heading">
        {t('home.chooseMunicipality')}
      </h3>
      <ul className="municipality-links__list" aria-labelledby="municipality-links-heading">
        {municipalities.map((municipality) => {
          // A Swedish-speaking municipality opens in Swedish (the link says so with hreflang).
          const linkLanguage = municipalityLinkLanguage(municipality, language);
          return (
            <li key={municipality.municipality_id}>
              <Link
                className="button button--secondary button--large municipality-links__link"
                to={pathsIn(linkLanguage).municipality(municipality.municipality_id)}
                hrefLang={linkLanguage === language ? undefined : linkLanguage}
              >
                {municipalityName(municipality, language)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
