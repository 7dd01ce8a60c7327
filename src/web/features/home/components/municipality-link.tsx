import { Link } from 'react-router';
import { useLanguage } from '#web/i18n/hooks';
import { pathsIn } from '#web/paths';
import { municipalityLinkLanguage, municipalityName } from '#web/lib/municipality-name';
import type { MunicipalitySummary } from '../api/municipalities';

/**
 * A link to a municipality's start page, by its name in the page language. A Swedish-speaking
 * municipality opens in Swedish (the link says so with hreflang).
 */
export function MunicipalityLink({
  municipality,
  className,
}: {
  municipality: MunicipalitySummary;
  className?: string;
}) {
  const language = useLanguage();
  const linkLanguage = municipalityLinkLanguage(municipality, language);
  return (
    <Link
      className={className}
      to={pathsIn(linkLanguage).municipality(municipality.municipality_id)}
      hrefLang={linkLanguage === language ? undefined : linkLanguage}
    >
      {municipalityName(municipality, language)}
    </Link>
  );
}
