import { Link } from 'react-router';
import { formatPercent, type RankedCandidate } from '#core/matching';
import type { PartyPosition } from '#core/party-positions';
import { useT } from '#web/i18n/hooks';
import { withJoints } from '../lib/party-name';

interface PartyResultsProps {
  /** Parties ranked with the same formula as candidates; `name` is the full name. */
  ranked: readonly RankedCandidate<PartyPosition & { name: string }>[];
  /** The candidates view filtered to one party. */
  candidatesUrl: (party: string) => string;
}

/** "Puolueet": each party's match from its candidates' median answers. */
export function PartyResults({ ranked, candidatesUrl }: PartyResultsProps) {
  const t = useT();
  return (
    <>
      <p>{t('results.partiesIntro')}</p>
      <ol className="party-list">
        {ranked.map((party, index) => (
          <li key={party.party} className="party-list__item">
            <h3 className="party-list__name">
              <span className="party-list__rank">{index + 1}.</span> {withJoints(party.name)}
            </h3>
            <p className="party-list__match">
              {t('results.match')} <strong>{formatPercent(party.match)}</strong>
            </p>
            <p className="party-list__count">
              {t('results.partyCandidates', { count: party.candidateCount })}
            </p>
            <Link className="party-list__link" to={candidatesUrl(party.party)}>
              {t('results.showPartyCandidates')}
              <span className="visually-hidden">: {party.name}</span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
