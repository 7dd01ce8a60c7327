import { useLanguage, useT } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { municipalityName } from '#web/lib/municipality-name';
import type { MunicipalitySummary } from '../api/municipalities';
import { MunicipalityLink } from './municipality-link';

interface Region {
  /** null: municipalities of our own, which belong to no region. */
  name: string | null;
  municipalities: MunicipalitySummary[];
}

/** The regions in alphabetical order, each with its municipalities by name; our own ones last. */
export function groupByRegion(
  municipalities: readonly MunicipalitySummary[],
  language: Language,
): Region[] {
  const collator = new Intl.Collator(language === 'sv' ? 'sv' : 'fi');
  const byRegion = new Map<string | null, MunicipalitySummary[]>();
  for (const municipality of municipalities) {
    const list = byRegion.get(municipality.region) ?? [];
    list.push(municipality);
    byRegion.set(municipality.region, list);
  }
  return [...byRegion]
    .map(([name, list]) => ({
      name,
      municipalities: list.sort((a, b) =>
        collator.compare(municipalityName(a, language), municipalityName(b, language)),
      ),
    }))
    .sort((a, b) =>
      a.name === null ? 1 : b.name === null ? -1 : collator.compare(a.name, b.name),
    );
}

/**
 * "Kunnat maakunnittain": every participating municipality under its region, one disclosure per
 * region, for those who would rather pick than type. Closed at first, so the page stays short
 * with 293 municipalities; each opens with Enter or Space.
 */
export function MunicipalitiesByRegion({
  municipalities,
}: {
  municipalities: readonly MunicipalitySummary[];
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="municipality-regions">
      <h3 id="municipality-regions-heading">{t('home.byRegion.heading')}</h3>
      <p>{t('home.byRegion.intro')}</p>
      <ul className="municipality-regions__list" aria-labelledby="municipality-regions-heading">
        {groupByRegion(municipalities, language).map((region) => (
          <li key={region.name ?? ''}>
            <details className="municipality-regions__region">
              <summary>
                {region.name ?? t('home.byRegion.other')}{' '}
                <span className="municipality-regions__count">
                  ({t('home.byRegion.count', { count: region.municipalities.length })})
                </span>
              </summary>
              <ul className="municipality-regions__municipalities">
                {region.municipalities.map((municipality) => (
                  <li key={municipality.municipality_id}>
                    <MunicipalityLink municipality={municipality} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
