import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatPercent, type RankedCandidate, type VoterAnswers } from '#core/matching';
import { withoutSoftHyphens } from '#web/components/hyphenated';
import type { MunicipalityQuestion } from '../api/municipality';
import { usePrinting } from '../hooks/use-printing';
import { useLanguage, useT, type Translate } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { lazyWithCatalogs } from '#web/i18n/lazy-with-catalogs';
import type { SearchMatch } from '../lib/candidate-search';
import { ALL_PARTIES, partyFullName } from '../lib/party-name';
import type { VoterCandidate } from '../data/voter-candidate';
import { CandidateCard } from './candidate-card';
import { topicsOf } from './category-bars';
import { PartyFilter } from './party-filter';
import { RuleNote } from './rule-note';
import { CompareBar } from './compare-bar';
import { CompareToggle } from './compare-toggle';
import { useComparePicks } from '../hooks/use-compare-picks';
import { PoliteStatus } from '#web/components/polite-status';
import { useFocusSettled } from '#web/components/layout/use-focus-settled';

/** "Etsi ehdokasta" loads right after the results (its code and texts are not on their path). */
const CandidateSearch = lazyWithCatalogs(
  () => import('./candidate-search').then((module) => module.CandidateSearch),
  ['search'],
);

/** "Kuuntele" on each row, with its speed above the list: loads after the results. */
const RowsReadAloudBar = lazyWithCatalogs(
  () => import('./read-aloud-rows').then((module) => module.RowsReadAloudBar),
  ['voter'],
);
const RowsReadAloudStop = lazyWithCatalogs(
  () => import('./read-aloud-rows').then((module) => module.RowsReadAloudStop),
  ['voter'],
);
const RowsReadAloudNote = lazyWithCatalogs(
  () => import('./read-aloud-rows').then((module) => module.RowsReadAloudNote),
  ['voter'],
);
const ListenToRow = lazyWithCatalogs(
  () => import('./read-aloud-rows').then((module) => module.ListenToRow),
  ['voter'],
);

/** What "Kuuntele" reads of a result row: its place, name, match, party and number. */
function rowTexts(
  t: Translate,
  language: Language,
  candidate: RankedCandidate<VoterCandidate>,
  rank: number,
): string[] {
  return [
    `${t('card.rank', { rank })}.`,
    `${candidate.name}.`,
    `${withoutSoftHyphens(t('results.match'))} ${formatPercent(candidate.match)}.`,
    `${partyFullName(candidate.party, language)}.`,
    `${t('card.number')} ${candidate.voting_number ?? t('card.numberUnknown')}.`,
  ];
}

/** Where the tools above the list start open (voter-results.css puts them side by side). */
const WIDE = '(min-width: 48rem)';

/** The results show this many candidates first, and this many more per "Näytä lisää". */
export const CANDIDATES_PER_PAGE = 10;

interface CandidateResultsProps {
  ranked: readonly RankedCandidate<VoterCandidate>[];
  parties: readonly string[];
  party: string;
  onPartyChange: (party: string) => void;
  questions: readonly MunicipalityQuestion[];
  voterAnswers: VoterAnswers;
  /** "Vertaa" on each card and the picks after the list (the compare bar) are of this municipality. */
  municipalityId: string;
  /** The candidates whose place depends on the matching rule ("Sijoitus riippuu laskutavasta"). */
  ruleNoteIds: ReadonlySet<number> | undefined;
}

function countText(
  t: Translate,
  language: Language,
  total: number,
  shown: number,
  party: string,
): ReactNode {
  const count =
    party === ALL_PARTIES
      ? t('results.count', { total })
      : t('results.countOfParty', { total, party: partyFullName(party, language) });
  if (shown >= total) return count;
  // "Näytetään niistä 10 ensimmäistä" on screen would take a second line above the first result
  // on a phone (a real election always has more than ten); the list and "Näytä lisää ehdokkaita"
  // show it. Screen readers hear it, also when more are shown.
  return (
    <>
      {count}
      <span className="visually-hidden"> {t('results.countShown', { shown })}</span>
    </>
  );
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
  voterAnswers,
  municipalityId,
  ruleNoteIds,
}: CandidateResultsProps) {
  const t = useT();
  const language = useLanguage();
  const [visible, setVisible] = useState(CANDIDATES_PER_PAGE);
  const [search, setSearch] = useState<{ query: string; matches?: SearchMatch }>({ query: '' });
  const query = search.query;
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const printing = usePrinting();
  const focusSettled = useFocusSettled();
  // The voter's picks for the comparison, among the candidates of this ranking.
  const knownIds = useMemo(() => ranked.map((candidate) => candidate.id), [ranked]);
  const names = useMemo(
    () => new Map(ranked.map((candidate) => [candidate.id, candidate.name])),
    [ranked],
  );
  const picks = useComparePicks(municipalityId, knownIds);
  // Open at first where the tools fit beside each other without pushing the list down.
  const [toolsOpen, setToolsOpen] = useState(() => window.matchMedia(WIDE).matches);
  // The topics in the order the statements show them, named in the page language.
  const categoryOrder = useMemo(() => topicsOf(questions, language), [questions, language]);

  // Each candidate keeps their place in the whole ranking whatever the filter or search.
  const matching = useMemo(() => {
    const found = search.matches;
    return ranked
      .map((candidate, index) => ({ candidate, rank: index + 1 }))
      .filter(
        ({ candidate }) =>
          (party === ALL_PARTIES || candidate.party === party) && (!found || found(candidate)),
      );
  }, [ranked, party, search]);
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
      {/*
        The party filter, the search and the reading speed: open where there is room, one line
        ("Rajaa tai etsi ehdokkaita") on a phone, so that the first result is on the first
        screen (issue #36, part 0). Open whenever a filter or search is on.
      */}
      <details
        className="results-tools"
        open={toolsOpen || party !== ALL_PARTIES || query !== ''}
        onToggle={(event) => {
          setToolsOpen(event.currentTarget.open);
        }}
      >
        <summary className="results-tools__summary">{t('results.tools')}</summary>
        {/*
          Hidden (its place kept) until the page's focus is on the heading: the party filter's
          select, drawn while focus was still held in <main>, pulled Orca into focus mode there.
        */}
        <div
          className={`results-tools__body${focusSettled ? '' : ' results-tools__body--waiting'}`}
        >
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
          <CandidateSearch
            query={query}
            onSearch={(value, matches) => {
              setVisible(CANDIDATES_PER_PAGE);
              setSearch({ query: value, matches });
            }}
            found={matching.length}
            inParty={party !== ALL_PARTIES}
          />
          {!printing && <RowsReadAloudBar language={language} stopKey={`${party} ${query}`} />}
        </div>
      </details>
      <PoliteStatus as="p" className="results__count">
        {query === '' && countText(t, language, matching.length, shown.length, party)}
      </PoliteStatus>
      {!printing && <RowsReadAloudStop />}
      <ol className="candidate-list" ref={listRef}>
        {shown.map(({ candidate, rank }) => (
          <li key={candidate.id} className="candidate-list__item">
            <CandidateCard
              candidate={candidate}
              rank={rank}
              questions={questions}
              categoryOrder={categoryOrder}
              voterAnswers={voterAnswers}
              note={ruleNoteIds?.has(candidate.id) ? <RuleNote /> : null}
              actions={
                <>
                  <CompareToggle
                    municipalityId={municipalityId}
                    candidate={candidate}
                    picks={picks}
                  />
                  {!printing && (
                    <ListenToRow
                      id={candidate.id}
                      name={candidate.name}
                      texts={rowTexts(t, language, candidate, rank)}
                    />
                  )}
                </>
              }
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
      {!printing && <RowsReadAloudNote />}
      <CompareBar municipalityId={municipalityId} picks={picks} names={names} />
    </>
  );
}
