import { useVoterPage } from '../hooks/use-voter-page';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isMockCandidateId } from '#core/candidate';
import { isAnswer, rankCandidates } from '#core/matching';
import { QueryContent } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { lazyWithCatalogs } from '#web/i18n/lazy-with-catalogs';
import {
  CandidateDetailsRequest,
  useCandidateDetails,
  useCandidateProfiles,
  useCandidates,
} from '../data/candidates';
import type { MunicipalityDetails } from '../api/municipality';
import { useSaveTopMatch } from '../hooks/use-save-top-match';
import { answeredSentence, fewAnswersWarning } from '../lib/answer-summary';
import { answeredCount } from '../lib/answers-store';
import { withDetails } from '../data/voter-candidate';
import { ALL_PARTIES } from '../lib/party-name';
import { useRuleNotes } from './rule-notes';
import '#web/styles/voter.css';
import '#web/styles/voter-results.css';
import { usePlainT } from '#web/lib/plain-language';

/** The explanation below the results loads after them (it is long, and read last). */
const HowMatchingWorks = lazyWithCatalogs(
  () => import('./how-matching-works').then((module) => module.HowMatchingWorks),
  ['matching'],
);

/** The printout's date line and the voter's own answers: only paper shows them (printout.tsx). */
const PrintedOn = lazyWithCatalogs(
  () => import('./printout').then((module) => module.PrintedOn),
  [],
);
const PrintedAnswers = lazyWithCatalogs(
  () => import('./printout').then((module) => module.PrintedAnswers),
  [],
);

/**
 * The candidate list's code loads beside the candidates themselves (the ranking file): it is
 * asked for when the page first draws (and by the review page before that), so it comes in
 * parallel with the data it shows.
 */
const CandidateResults = lazyWithCatalogs(
  () => import('./candidate-results').then((module) => module.CandidateResults),
  [],
  <PageLoading />,
);

/** How the list is ordered, printing and the other ways on: after the list, read last. */
const ResultsAbout = lazyWithCatalogs(
  () => import('./results-about').then((module) => module.ResultsAbout),
  [],
);

/** Why rules differ comes after the list, only when a place depends on the rule. */
const RulesExplained = lazyWithCatalogs(
  () => import('./rules-explained').then((module) => module.RulesExplained),
  [],
);

/** The shorter version's first line ("Vastaa loppuihin"): only for a voter who chose it. */
const ShorterSummary = lazy(() =>
  import('../shorter/shorter-summary').then((module) => ({ default: module.ShorterSummary })),
);

/** The parties view loads when it is opened; most voters look at the candidates. */
const PartyResults = lazyWithCatalogs(
  () => import('./party-results').then((module) => module.PartyResults),
  ['parties'],
  <PageLoading />,
);

interface ResultsPageProps {
  municipality: MunicipalityDetails;
}

/** The section after the list: how the list is ordered, printing, changing answers, the map. */
const ABOUT_ID = 'results-about';

/** Go to that section without touching the URL (a hash change would count as a navigation). */
function toAbout(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(ABOUT_ID);
  if (!heading) return;
  event.preventDefault();
  heading.focus();
  heading.scrollIntoView();
}

/** `?nakyma=puolueet` shows the parties; `?puolue=Kokoomus` filters the candidates. */
const VIEW_PARAM = 'nakyma';
const PARTIES_VIEW = 'puolueet';
const PARTY_PARAM = 'puolue';

/** /{municipalityId}/tulokset: candidates or parties ranked by match, computed on this device. */
export function ResultsPage({ municipality }: ResultsPageProps) {
  const { id, questions, t, paths, questionUrl, language, name, progress } = useVoterPage(
    municipality,
    'results.pageTitle',
  );
  const plainT = usePlainT();
  const answers = progress.answers;
  const answered = answeredCount(answers);
  const important = useMemo(() => new Set(progress.important), [progress.important]);
  const importantAnswered = progress.important.filter((questionId) =>
    isAnswer(answers[questionId]),
  ).length;
  const candidates = useCandidates(id);
  // The candidate list's code comes while the ranking file does, not after it.
  useEffect(() => {
    void import('./candidate-results').catch(() => undefined);
  }, []);
  const [searchParams, setSearchParams] = useSearchParams();
  const partiesView = searchParams.get(VIEW_PARAM) === PARTIES_VIEW;
  const party = searchParams.get(PARTY_PARAM) ?? ALL_PARTIES;
  const viewHeading = useRef<HTMLHeadingElement>(null);
  const viewChanged = useRef(false);

  const rankedRows = useMemo(
    () =>
      candidates.data ? rankCandidates(candidates.data, answers, questions, important) : undefined,
    [candidates.data, answers, questions, important],
  );
  useSaveTopMatch(id, answered > 0 ? rankedRows : undefined, answers, important);
  // Professions come in one small file for the whole municipality (never per candidate:
  // decision 0031), asked for beside the ranking file; the cards wait for it (or its failure),
  // so that no profession line pops into a card already drawn and moves what is below it.
  const profiles = useCandidateProfiles(id);
  const profilesSettled = profiles.data !== undefined || profiles.isError;
  // The rule notes are worked out when the browser is idle after the results are drawn.
  const [resultsShown, setResultsShown] = useState(false);
  useEffect(() => {
    if (!rankedRows || resultsShown) return;
    const show = () => {
      setResultsShown(true);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const handle = window.setTimeout(show, 50);
      return () => {
        window.clearTimeout(handle);
      };
    }
    const handle = window.requestIdleCallback(show, { timeout: 1000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }, [rankedRows, resultsShown]);
  // The justifications (Helsinki's are most of a visit's bytes) come in the details file, the
  // whole municipality's, when the voter first opens any candidate's answers.
  const [detailsWanted, setDetailsWanted] = useState(false);
  const requestDetails = useCallback(() => {
    setDetailsWanted(true);
  }, []);
  const details = useCandidateDetails(id, detailsWanted);
  // The cards take the details file in a render React may split and interrupt, so that its
  // coming is not one long task while the voter is already reading and scrolling.
  const detailsData = useDeferredValue(details.data);
  const profilesData = profiles.data;
  const ranked = useMemo(
    () =>
      rankedRows && profilesSettled
        ? withDetails(rankedRows, detailsData, profilesData)
        : undefined,
    [rankedRows, profilesSettled, detailsData, profilesData],
  );
  const ruleNotes = useRuleNotes(candidates.data, answers, questions, important, resultsShown);

  const parties = useMemo(
    () =>
      [...new Set((candidates.data ?? []).map((candidate) => candidate.party))].sort((a, b) =>
        a.localeCompare(b, language),
      ),
    [candidates.data, language],
  );

  // Another view (candidates or parties) replaces the list below the links: go on from its
  // heading, so that a screen reader says what came. A party's "Näytä puolueen ehdokkaat" link
  // also disappears with the parties view; the party filter keeps its focus.
  const shownView = useRef(partiesView);
  useEffect(() => {
    if (!viewChanged.current) {
      viewChanged.current = true; // the first render: the page's own h1 gets the focus
      return;
    }
    const viewSwitched = shownView.current !== partiesView;
    shownView.current = partiesView;
    const active = document.activeElement;
    if (viewSwitched || active === null || active === document.body) viewHeading.current?.focus();
  }, [partiesView, party]);

  if (answered === 0) return <Navigate to={questionUrl(id)} replace />;

  const resultsUrl = (params: Record<string, string>) =>
    `${paths.results(id)}?${new URLSearchParams(params).toString()}`;
  const candidatesUrl = (name: string) => resultsUrl({ [PARTY_PARAM]: name });
  const warning = fewAnswersWarning(t, answered, plainT !== null);

  const demo = ranked?.some((candidate) => isMockCandidateId(candidate.id)) ?? false;

  // The result first (issue #36, part 0): the heading, one line on what it rests on, and the
  // list; the explanations, the tools and the comparison come after the list, reached by the
  // link in that line and by their heading.
  return (
    <div className="page results">
      <p className="eyebrow">{name}</p>
      <h1>{t('results.heading')}</h1>
      <PrintedOn municipalityName={name} />
      <p className="results__summary">
        {progress.shorter ? (
          <Suspense fallback={null}>
            <ShorterSummary municipalityId={id} progress={progress} total={questions.length} />
          </Suspense>
        ) : (
          answeredSentence(t, answered, questions.length)
        )}{' '}
        <a className="results__about-link" href={`#${ABOUT_ID}`} onClick={toAbout}>
          {t('results.aboutLink')}
        </a>
      </p>
      {warning && <p className="notice results__few">{warning}</p>}
      <QueryContent
        query={{
          ...candidates,
          isPending: candidates.isPending || (!candidates.isError && !profilesSettled),
        }}
        failedMessage={t('results.loadError')}
        answersKept
      >
        {() =>
          ranked &&
          (ranked.length === 0 ? (
            <p className="notice">{t('results.noCandidates')}</p>
          ) : (
            <>
              <nav className="results-views" aria-label={t('results.viewsNav')}>
                <Link
                  className="results-views__link"
                  to={paths.results(id)}
                  aria-current={partiesView ? undefined : 'page'}
                >
                  {t('results.candidates')}
                </Link>
                <Link
                  className="results-views__link"
                  to={resultsUrl({ [VIEW_PARAM]: PARTIES_VIEW })}
                  aria-current={partiesView ? 'page' : undefined}
                >
                  {t('results.parties')}
                </Link>
              </nav>
              {/* The current view's name for headings and focus; the links above show it. */}
              <h2
                className="results-views__heading visually-hidden"
                ref={viewHeading}
                tabIndex={-1}
              >
                {partiesView ? t('results.parties') : t('results.candidates')}
              </h2>
              {partiesView ? (
                <PartyResults
                  candidates={candidates.data ?? []}
                  answers={answers}
                  questions={questions}
                  important={important}
                  candidatesUrl={candidatesUrl}
                />
              ) : (
                <CandidateDetailsRequest value={requestDetails}>
                  <CandidateResults
                    ranked={ranked}
                    parties={parties}
                    party={party}
                    onPartyChange={(value) => {
                      setSearchParams(value === ALL_PARTIES ? {} : { [PARTY_PARAM]: value }, {
                        replace: true,
                      });
                    }}
                    questions={questions}
                    voterAnswers={answers}
                    ruleNoteIds={ruleNotes?.ids}
                    municipalityId={id}
                  />
                </CandidateDetailsRequest>
              )}
            </>
          ))
        }
      </QueryContent>
      {/* Below the results, and shown with them: shown before, the results would push them down
          (a layout shift of a third of the screen on a phone). Mounted from the start, hidden, so
          that their code and texts are loaded by then. */}
      <div hidden={!ranked}>
        <ResultsAbout
          municipalityId={id}
          importantAnswered={importantAnswered}
          demo={demo}
          headingId={ABOUT_ID}
        />
        {ruleNotes && ruleNotes.ids.size > 0 && <RulesExplained example={ruleNotes.example} />}
        <PrintedAnswers questions={questions} answers={answers} />
        <HowMatchingWorks />
      </div>
    </div>
  );
}
