import { Link } from 'react-router';
import { usePaths, useT, type Translate } from '#web/i18n/hooks';
import type { ComparePicks } from '../hooks/use-compare-picks';
import { MAX_COMPARE, MIN_COMPARE } from '../lib/compare-picks';
import '#web/styles/voter-compare.css';
import { PoliteStatus } from '#web/components/polite-status';

interface CompareBarProps {
  municipalityId: string;
  picks: ComparePicks;
  /** Names of the candidates by id, for the list of picks. */
  names: ReadonlyMap<number, string>;
}

function countText(t: Translate, count: number): string {
  if (count === 0) return t('compare.barNone', { min: MIN_COMPARE, max: MAX_COMPARE });
  if (count === 1) return t('compare.barOne');
  return t('compare.barMany', { count, max: MAX_COMPARE });
}

/** The voter's picks for the comparison on the results page: count, names and the way there. */
export function CompareBar({ municipalityId, picks, names }: CompareBarProps) {
  const t = useT();
  const paths = usePaths();
  const picked = picks.ids.filter((id) => names.has(id));
  return (
    <section className="compare-bar" aria-labelledby="compare-bar-heading">
      {/* Under "Ehdokkaat", beside the list of candidates (whose cards are h3 too). */}
      <h3 className="compare-bar__heading" id="compare-bar-heading">
        {t('compare.barHeading')}
      </h3>
      {/* Each pick or removal is said politely ("Valittu 2 ehdokasta"), as the way on changes. */}
      <PoliteStatus as="p" className="compare-bar__count">
        {countText(t, picked.length)}
      </PoliteStatus>
      {picked.length > 0 && (
        <ul className="compare-bar__names">
          {picked.map((id) => (
            <li key={id}>{names.get(id)}</li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <div className="button-row compare-bar__actions">
          {picked.length >= MIN_COMPARE && (
            <Link className="button button--primary" to={paths.compare(municipalityId, picked)}>
              {t('compare.compareChosen')}
            </Link>
          )}
          <button type="button" className="button button--secondary" onClick={picks.clear}>
            {t('compare.clear')}
          </button>
        </div>
      )}
    </section>
  );
}
