import { useId } from 'react';
import { Link } from 'react-router';
import { usePaths, useT } from '#web/i18n/hooks';
import type { ComparePicks } from '../hooks/use-compare-picks';
import { MAX_COMPARE, MIN_COMPARE } from '../lib/compare-picks';
import '#web/styles/voter-compare.css';
import { PoliteStatus } from '#web/components/polite-status';

interface CompareToggleProps {
  municipalityId: string;
  candidate: { id: number; name: string };
  picks: ComparePicks;
}

/** "Vertaa" on a candidate card: picks the candidate for the comparison (2-4 at a time). */
export function CompareToggle({ municipalityId, candidate, picks }: CompareToggleProps) {
  const t = useT();
  const paths = usePaths();
  const messageId = useId();
  const picked = picks.ids.includes(candidate.id);
  const refused = picks.refusedId === candidate.id;
  return (
    <div className="compare-toggle">
      <label className="compare-toggle__label">
        <input
          type="checkbox"
          className="compare-toggle__input"
          // The name as one label: the hidden part of the label text was read "Vertaa : Elina".
          aria-label={`${t('compare.toggle')}: ${candidate.name}`}
          checked={picked}
          aria-describedby={refused ? messageId : undefined}
          onChange={() => {
            picks.toggle(candidate.id);
          }}
        />
        <span>
          {t('compare.toggle')}
          <span className="visually-hidden">: {candidate.name}</span>
        </span>
      </label>
      {picked && picks.ids.length >= MIN_COMPARE && (
        <Link className="compare-toggle__open" to={paths.compare(municipalityId, picks.ids)}>
          {t('compare.open', { count: picks.ids.length })}
        </Link>
      )}
      <PoliteStatus as="p" className="compare-toggle__message" id={messageId}>
        {refused && t('compare.tooMany', { max: MAX_COMPARE })}
      </PoliteStatus>
    </div>
  );
}
