import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PublicCandidate } from '#core/candidate';
import type { RankedCandidate, VoterAnswers } from '#core/matching';
import type { Category } from '#core/questions';
import type { MunicipalityQuestion } from '../api/municipality';
import { usePrinting } from '../hooks/use-printing';
import { useLanguage, useT, type Translate } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { partyFullName } from '../lib/party-name';
import { CandidateCard } from './candidate-card';
import { ALL_PARTIES, PartyFilter } from './party-filter';

/** The results show this many candidates first, and this many more per "Näytä lisää". */
export const CANDIDATES_PER_PAGE = 10;

interface CandidateResultsProps {
  ranked: readonly RankedCandidate<PublicCandidate>[];
  parties: readonly string[];
  party: string;
  onPartyChange: (party: string) => void;
  questions: readonly MunicipalityQuestion[];
  categoryOrder: readonly Category[];
  voterAnswers: VoterAnswers;
  /** Per-candidate controls for the card's `actions` slot (for example "Vertaa"). */
  cardActions?: (candidate: RankedCandidate<PublicCandidate>) => ReactNode;
}

function countText(
  t: Translate,
  language: Language,
  total: number,
  shown: number,
  party: string,
): string {
  const count =
    party === ALL_PARTIES
      ? t('results.count', { total })
      : t('results.countOfParty', { total, party: partyFullName(party, language) });
  return shown < total ? `${count} ${t('results.countShown', { shown })}` : count;
}

/**
 * "Ehdokkaat": the ranked candidates, optionally of one party, ten at a time. On paper every
 * candidate of the view is printed, not only the ones shown so far.
 */
export function CandidateResults({
  ranked,
  parties,
  party,
  onPartyChange,
  questions,
  categoryOrder,
  voterAnswers,
  cardActions,
}: CandidateResultsProps) {
  const t = useT();
  const language = useLanguage();
  const [visible, setVisible] = useState(CANDIDATES_PER_PAGE);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const printing = usePrinting();

  const matching = ranked
    .map((candidate, index) => ({ candidate, rank: index + 1 }))
    .filter(({ candidate }) => party === ALL_PARTIES || candidate.party === party);
  const shown = printing ? matching : matching.slice(0, visible);

  // After "Näytä lisää", continue reading from the first newly shown candidate.
  useEffect(() => {
    if (firstNew.current === null) return;
    const item = listRef.current?.children[firstNew.current];
    firstNew.current = null;
    const article = item?.querySelector('article');
    if (article) {
      article.setAttribute('tabindex', '-1');
      article.focus();
    }
  }, [visible]);

  return (
    <>
      {parties.length > 1 && (
        <PartyFilter
          parties={parties}
          value={party}
          onChange={(value) => {
            setVisible(CANDIDATES_PER_PAGE);
            onPartyChange(value);
          }}
        />
      )}
      <p className="results__count" role="status">
        {countText(t, language, matching.length, shown.length, party)}
      </p>
      <ol className="candidate-list" ref={listRef}>
        {shown.map(({ candidate, rank }) => (
          <li key={candidate.id} className="candidate-list__item">
            <CandidateCard
              candidate={candidate}
              rank={rank}
              questions={questions}
              categoryOrder={categoryOrder}
              voterAnswers={voterAnswers}
              actions={cardActions?.(candidate)}
              eagerPhoto={printing}
            />
          </li>
        ))}
      </ol>
      {shown.length < matching.length && (
        <p className="results__more">
          <button
            type="button"
            className="button button--secondary button--large"
            onClick={() => {
              firstNew.current = shown.length;
              setVisible(visible + CANDIDATES_PER_PAGE);
            }}
          >
            {t('results.showMore')}
          </button>
        </p>
      )}
    </>
  );
}
