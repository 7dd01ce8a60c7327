import { useVoterPage } from '../hooks/use-voter-page';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { findPartyByLabel } from '#core/parties';
import { rankCandidates } from '#core/matching';
import { partyPositions } from '#core/party-positions';
import { byDistance, mapPosition, type MapPosition, type Placed } from '#core/value-map';
import { QueryContent } from '#web/components/load-error';
import { useT } from '#web/i18n/hooks';
import { useCandidates } from '../data/candidates';
import type { MunicipalityDetails, MunicipalityQuestion } from '../api/municipality';
import { formatCoordinate } from '../lib/value-map-format';
import type { MapPoint } from './value-map-chart';
import '#web/styles/voter.css';
import '#web/styles/voter-map.css';
import { partyNameWithLang } from '../lib/party-name';
import { PoliteStatus } from '#web/components/polite-status';

/**
 * How the positions are computed: below the map and the tables, so it loads after them (its
 * texts are in the map catalog, which the page has loaded already).
 */
const ValueMapExplainer = lazy(() =>
  import('./value-map-explainer').then((module) => ({ default: module.ValueMapExplainer })),
);

/**
 * The chart's code loads beside the candidates (the ranking file), in parallel with the data it
 * draws: the figure appears when both are there.
 */
const ValueMapChart = lazy(() =>
  import('./value-map-chart').then((module) => ({ default: module.ValueMapChart })),
);
const LegendMark = lazy(() =>
  import('./value-map-chart').then((module) => ({ default: module.LegendMark })),
);

/** The same positions as tables: below the chart, loaded beside it. */
const CoordinateTable = lazy(() =>
  import('./value-map-tables').then((module) => ({ default: module.CoordinateTable })),
);

interface ValueMapPageProps {
  municipality: MunicipalityDetails;
}

type Row = MapPoint & { detail?: string };

/** The map shows the voter's this many best matches (by the results' match) until asked for all. */
export const MAP_BEST_MATCHES = 10;

/** The first statement on an axis the voter has not answered, to link there. */
function firstOnAxis(questions: readonly MunicipalityQuestion[], axis: 'economic' | 'social') {
  const index = questions.findIndex((q) => q.type === axis && q.direction !== null);
  return index === -1 ? 1 : index + 1;
}

/** An end of an axis: the arrow for the eye, "Yläreuna:" for the ear, then the words. */
function AxisEnd(props: { arrow: string; where: string; text: string; after?: boolean }) {
  const arrow = <span aria-hidden="true">{props.arrow}</span>;
  return (
    <>
      {!props.after && <>{arrow} </>}
      <span className="visually-hidden">{props.where} </span>
      {props.text}
      {props.after && <> {arrow}</>}
    </>
  );
}

function Summary({
  voter,
  parties,
  candidates,
}: {
  voter: MapPosition;
  parties: readonly Placed<Row>[];
  candidates: readonly Placed<Row>[];
}) {
  const party = parties[0]?.distance != null ? parties[0] : undefined;
  const candidate = candidates[0]?.distance != null ? candidates[0] : undefined;
  const t = useT();
  const nearest = [
    party && t('map.nearestParty', { name: party.item.name }),
    candidate &&
      t('map.nearestCandidate', { name: candidate.item.name, party: candidate.item.detail ?? '' }),
  ].filter(Boolean);
  return (
    <div className="value-map__summary">
      <p>
        {t('map.yourPosition', {
          economic: formatCoordinate(voter.economic),
          social: formatCoordinate(voter.social),
        })}
      </p>
      {nearest.length > 0 && (
        <p className="value-map__nearest">
          <strong>{t('map.nearest')}</strong> {nearest.join(', ')}.
        </p>
      )}
    </div>
  );
}

/** /{municipalityId}/kartta: the voter, the parties and the candidates on two value axes. */
export function ValueMapPage({ municipality }: ValueMapPageProps) {
  const { id, questions, t, paths, questionUrl, language, name, progress } = useVoterPage(
    municipality,
    'map.pageTitle',
  );
  const answers = progress.answers;
  const candidates = useCandidates(id);
  const important = useMemo(() => new Set(progress.important), [progress.important]);
  const [showAll, setShowAll] = useState(false);
  // The best matches as on the results page: at 1,200 candidates a map of everyone is a cloud.
  const best = useMemo(
    () =>
      candidates.data
        ? new Set(
            rankCandidates(candidates.data, answers, questions, important)
              .slice(0, MAP_BEST_MATCHES)
              .map((candidate) => candidate.id),
          )
        : undefined,
    [candidates.data, answers, questions, important],
  );
  const limited = (candidates.data?.length ?? 0) > MAP_BEST_MATCHES;

  const voter = useMemo(() => mapPosition(answers, questions), [answers, questions]);
  const placed = useMemo(() => {
    if (!candidates.data) return undefined;
    const sorted = [...candidates.data].sort((a, b) => a.name.localeCompare(b.name, language));
    const shown = showAll || !best ? sorted : sorted.filter((c) => best.has(c.id));
    const candidateRows = byDistance(voter, shown, (c) => mapPosition(c.answers, questions));
    const partyRows = byDistance(voter, partyPositions(sorted), (p) =>
      mapPosition(p.answers, questions),
    );
    return {
      candidates: candidateRows.map(({ item, position, distance }) => ({
        item: {
          key: `c${String(item.id)}`,
          name: item.name,
          label: '',
          detail: partyNameWithLang(item.party, language).name,
          detailLang: partyNameWithLang(item.party, language).lang,
        },
        position,
        distance,
      })),
      parties: partyRows.map(({ item, position, distance }) => {
        const known = findPartyByLabel(item.party);
        return {
          item: {
            key: `p${item.party}`,
            ...partyNameWithLang(item.party, language),
            label: (language === 'sv' ? known?.abbr_sv : null) ?? known?.abbr_fi ?? item.party,
            detail: t('map.partyCandidates', { count: item.candidateCount }),
          },
          position,
          distance,
        };
      }),
    };
  }, [candidates.data, voter, questions, language, t, showAll, best]);

  const missingAxes = (['economic', 'social'] as const).filter((axis) => voter[axis] === null);

  const withDistance = missingAxes.length === 0;
  return (
    <div className="page value-map">
      <p className="eyebrow">{name}</p>
      <h1>{t('map.heading')}</h1>
      <p className="lead">{t('map.lead')}</p>
      <div className="button-row value-map__actions">
        <Link className="button button--secondary" to={paths.results(id)}>
          {t('map.backToResults')}
        </Link>
      </div>
      {missingAxes.length > 0 && (
        <p className="notice">
          {missingAxes.length === 2
            ? t('map.missingBoth')
            : missingAxes[0] === 'economic'
              ? t('map.missingEconomic')
              : t('map.missingSocial')}{' '}
          <Link to={questionUrl(id, firstOnAxis(questions, missingAxes[0]!))}>
            {t('map.answerStatements')}
          </Link>
        </p>
      )}
      <QueryContent query={candidates} failedMessage={t('map.loadError')} answersKept>
        {() =>
          placed && (
            <>
              {limited && (
                <div className="value-map__which">
                  <PoliteStatus as="p">
                    {showAll
                      ? t('map.showingAll', { count: candidates.data?.length ?? 0 })
                      : t('map.showingBest', { count: MAP_BEST_MATCHES })}
                  </PoliteStatus>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-pressed={showAll}
                    onClick={() => {
                      setShowAll(!showAll);
                    }}
                  >
                    {t('map.showAll')}
                  </button>
                </div>
              )}
              <Suspense fallback={null}>
                {/* Named for what it shows; the caption is only its legend. */}
                <figure className="value-map__figure" aria-label={t('map.figureName')}>
                  <p className="value-map__end value-map__end--top">
                    <AxisEnd arrow="↑" where={t('map.topEnd')} text={t('map.top')} />
                  </p>
                  <ValueMapChart
                    voter={voter}
                    parties={placed.parties}
                    candidates={placed.candidates}
                  />
                  <p className="value-map__end value-map__end--bottom">
                    <AxisEnd arrow="↓" where={t('map.bottomEnd')} text={t('map.bottom')} />
                  </p>
                  <p className="value-map__ends">
                    <span>
                      <AxisEnd arrow="←" where={t('map.leftEnd')} text={t('map.left')} />
                    </span>{' '}
                    <span>
                      <AxisEnd arrow="→" where={t('map.rightEnd')} text={t('map.right')} after />
                    </span>
                  </p>
                  <figcaption>
                    <ul className="value-map__legend">
                      <li>
                        <LegendMark kind="voter" /> {t('map.legendVoter')}
                      </li>
                      <li>
                        <LegendMark kind="party" /> {t('map.legendParty')}
                      </li>
                      <li>
                        <LegendMark kind="candidate" /> {t('map.legendCandidate')}
                      </li>
                    </ul>
                  </figcaption>
                </figure>
              </Suspense>
              {withDistance && (
                <Summary voter={voter} parties={placed.parties} candidates={placed.candidates} />
              )}
              <p id="value-map-signs">{t('map.signs')}</p>
              <Suspense fallback={null}>
                <CoordinateTable
                  caption={t('map.partiesCaption')}
                  signsId="value-map-signs"
                  nameHeading={t('map.party')}
                  rows={placed.parties}
                  withDistance={withDistance}
                />
                <CoordinateTable
                  caption={t('map.candidatesCaption')}
                  signsId="value-map-signs"
                  nameHeading={t('map.candidate')}
                  rows={placed.candidates}
                  withDistance={withDistance}
                />
              </Suspense>
            </>
          )
        }
      </QueryContent>
      <Suspense fallback={null}>
        <ValueMapExplainer questions={questions} />
      </Suspense>
    </div>
  );
}
