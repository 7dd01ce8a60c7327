import { useMemo } from 'react';
import { Link } from 'react-router';
import type { RankedRow } from '#core/candidate-list';
import { formatPercent, rankCandidates, type VoterAnswers } from '#core/matching';
import { partyPositions } from '#core/party-positions';
import { useLanguage, useT } from '#web/i18n/hooks';
import type { MunicipalityQuestion } from '../api/municipality';
import { partyFullName, withJoints } from '../lib/party-name';
import { Hyphenated } from '#web/components/hyphenated';

interface PartyResultsProps {
  candidates: readonly RankedRow[];
  answers: VoterAnswers;
  questions: readonly MunicipalityQuestion[];
  important: ReadonlySet<number>;
  /** The candidates view filtered to one party. */
  candidatesUrl: (party: string) => string;
}

/**
 * "Puolueet": each party's match from its candidates' median answers, ranked with the same
 * formula as candidates. Loaded only when the parties view opens (results-page.tsx).
 */
export function PartyResults({
  candidates,
  answers,
  questions,
  important,
  candidatesUrl,
}: PartyResultsProps) {
  const t = useT();
  const language = useLanguage();
  const ranked = useMemo(
    () =>
      rankCandidates(
        partyPositions(candidates).map((position) => ({
          ...position,
          name: partyFullName(position.party, language),
        })),
        answers,
        questions,
        important,
      ),
    [candidates, answers, questions, important, language],
  );
  return (
    <>
      <p>{t('results.partiesIntro')}</p>
      <ol className="party-list">
        {ranked.map((party, index) => (
          <li key={party.party} className="party-list__item">
            <h3 className="party-list__name">
              <span className="party-list__rank">{index + 1}.</span>{' '}
              <Hyphenated text={withJoints(party.name)} />
            </h3>
            <p className="party-list__match">
              <Hyphenated text={t('results.match')} /> <strong>{formatPercent(party.match)}</strong>
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
