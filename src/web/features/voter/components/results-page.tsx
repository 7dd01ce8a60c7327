import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isMockCandidateId } from '../../../../core/candidate';
import { rankCandidates } from '../../../../core/matching';
import type { Category } from '../../../../core/questions';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidates } from '../api/candidates';
import type { MunicipalityDetails } from '../api/municipality';
import { useSaveTopMatch } from '../hooks/use-save-top-match';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount } from '../lib/answers-store';
import { questionUrl } from '../lib/question-url';
import { CandidateCard } from './candidate-card';
import { HowMatchingWorks } from './how-matching-works';
import { ALL_PARTIES, PartyFilter } from './party-filter';
import '../../../styles/voter.css';
import '../../../styles/voter-results.css';

interface ResultsPageProps {
  municipality: MunicipalityDetails;
}

function countText(count: number, party: string): string {
  const candidates = count === 1 ? '1 ehdokas' : `${String(count)} ehdokasta`;
  return party === ALL_PARTIES
    ? `Näytetään ${candidates}.`
    : `Näytetään ${candidates} (puolue: ${party}).`;
}

/** /{municipalityId}/tulokset: candidates ranked by match, computed on this device. */
export function ResultsPage({ municipality }: ResultsPageProps) {
  const id = municipality.municipality_id;
  const questions = municipality.questions;
  usePageTitle(`Tulokset – ${municipality.name}`);
  const { progress } = useStoredAnswers(id);
  const answers = progress.answers;
  const answered = answeredCount(answers);
  const candidates = useCandidates(id);
  const [party, setParty] = useState(ALL_PARTIES);

  const ranked = useMemo(
    () => (candidates.data ? rankCandidates(candidates.data, answers, questions) : undefined),
    [candidates.data, answers, questions],
  );
  useSaveTopMatch(id, answered > 0 ? ranked : undefined, answers);

  const categoryOrder = useMemo(
    () => [...new Set(questions.map((question) => question.category))] as Category[],
    [questions],
  );
  const parties = useMemo(
    () =>
      [...new Set((candidates.data ?? []).map((candidate) => candidate.party))].sort((a, b) =>
        a.localeCompare(b, 'fi'),
      ),
    [candidates.data],
  );

  if (answered === 0) return <Navigate to={questionUrl(id)} replace />;

  let content: ReactNode;
  if (candidates.isPending) {
    content = <PageLoading />;
  } else if (candidates.isError || !ranked) {
    content = (
      <LoadError
        message="Ehdokkaiden lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
        onRetry={() => void candidates.refetch()}
      />
    );
  } else if (ranked.length === 0) {
    content = (
      <p className="notice">
        Tämän kunnan ehdokkaat eivät ole vielä mukana vaalikoneessa. Tule myöhemmin uudelleen:
        vastauksesi säilyvät tällä laitteella.
      </p>
    );
  } else {
    const shown = ranked
      .map((candidate, index) => ({ candidate, rank: index + 1 }))
      .filter(({ candidate }) => party === ALL_PARTIES || candidate.party === party);
    content = (
      <>
        {ranked.some((candidate) => isMockCandidateId(candidate.id)) && (
          <p className="notice">
            Vaalikone on esittelytilassa. Esimerkkiehdokkaat ovat keksittyjä henkilöitä, eivät
            oikeita ehdokkaita.
          </p>
        )}
        {parties.length > 1 && <PartyFilter parties={parties} value={party} onChange={setParty} />}
        <p className="results__count" role="status">
          {countText(shown.length, party)}
        </p>
        <ol className="candidate-list">
          {shown.map(({ candidate, rank }) => (
            <li key={candidate.id} className="candidate-list__item">
              <CandidateCard
                candidate={candidate}
                rank={rank}
                questions={questions}
                categoryOrder={categoryOrder}
                voterAnswers={answers}
              />
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className="page results">
      <p className="eyebrow">{municipality.name}</p>
      <h1>Tuloksesi</h1>
      <p className="lead">
        Vastasit {answered} / {questions.length} väittämään. Ehdokkaat ovat järjestyksessä sen
        mukaan, kuinka hyvin heidän vastauksensa vastaavat sinun vastauksiasi.
      </p>
      <div className="button-row results__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            window.print();
          }}
        >
          Tulosta
        </button>
        <Link className="button button--secondary" to={questionUrl(id, 1)}>
          Muuta vastauksia
        </Link>
      </div>
      {content}
      <HowMatchingWorks />
    </div>
  );
}
