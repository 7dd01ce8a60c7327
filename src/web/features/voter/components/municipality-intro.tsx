import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isMockCandidateId } from '../../../../core/candidate';
import { ConfirmPanel } from '../../../components/confirm-panel';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidates } from '../api/candidates';
import type { MunicipalityDetails } from '../api/municipality';
import { useRecordVisit } from '../hooks/use-record-visit';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { answeredCount, hasProgress } from '../lib/answers-store';
import { questionUrl } from '../lib/question-url';
import '../../../styles/voter.css';

interface MunicipalityIntroProps {
  municipality: MunicipalityDetails;
}

function CandidateCount({ municipalityId }: { municipalityId: string }) {
  const candidates = useCandidates(municipalityId);
  if (candidates.isPending) return <>Ehdokkaiden määrää haetaan...</>;
  if (candidates.isError) return <>Ehdokkaiden määrää ei saatu haettua.</>;
  const count = candidates.data.length;
  const demo = candidates.data.some((candidate) => isMockCandidateId(candidate.id));
  return (
    <>
      <strong>{count === 1 ? '1 ehdokas' : `${String(count)} ehdokasta`}</strong>
      {demo && ' (esimerkkiehdokkaita: vaalikone on esittelytilassa)'}
    </>
  );
}

/** /{municipalityId}: what is ahead, and a start (or continue) button. */
export function MunicipalityIntro({ municipality }: MunicipalityIntroProps) {
  const id = municipality.municipality_id;
  usePageTitle(municipality.name);
  useRecordVisit(id);
  const navigate = useNavigate();
  const { progress, reset } = useStoredAnswers(id);
  const [confirming, setConfirming] = useState(false);
  const restartButton = useRef<HTMLButtonElement>(null);

  const total = municipality.questions.length;
  const started = hasProgress(progress);
  const answered = answeredCount(progress.answers);

  function restart() {
    reset();
    void navigate(questionUrl(id, 1));
  }

  return (
    <div className="page intro">
      <p className="eyebrow">Kuntavaalit</p>
      <h1>{municipality.name}</h1>
      <p className="lead">
        Vastaa {total} väittämään ja katso, ketkä kuntasi ehdokkaista ajattelevat asioista kuten
        sinä.
      </p>
      <ul className="intro__facts">
        <li>
          Ehdokkaita: <CandidateCount municipalityId={id} />
        </li>
        <li>
          Aikaa kuluu <strong>noin 5 minuuttia</strong>. Kiirettä ei ole: voit keskeyttää milloin
          tahansa ja jatkaa myöhemmin.
        </li>
        <li>Vastauksesi säilyvät vain tällä laitteella. Niitä ei lähetetä minnekään.</li>
      </ul>

      {started ? (
        <>
          <p>
            Olet jo aloittanut vastaamisen. Olet vastannut {answered} / {total} väittämään.
          </p>
          <div className="button-row">
            <Link className="button button--primary button--large" to={questionUrl(id)}>
              Jatka vastaamista
            </Link>
            <button
              ref={restartButton}
              type="button"
              className="button button--secondary button--large"
              aria-expanded={confirming}
              onClick={() => {
                setConfirming(true);
              }}
            >
              Aloita alusta
            </button>
          </div>
          {confirming && (
            <ConfirmPanel
              title="Haluatko aloittaa alusta?"
              confirmLabel="Kyllä, poista vastaukset"
              onConfirm={restart}
              onCancel={() => {
                setConfirming(false);
                restartButton.current?.focus();
              }}
            >
              <p>
                Kaikki vastauksesi poistetaan tältä laitteelta, ja aloitat ensimmäisestä
                väittämästä.
              </p>
            </ConfirmPanel>
          )}
          {answered > 0 && (
            <p>
              <Link to={paths.results(id)}>Katso tuloksesi nykyisillä vastauksilla</Link>
            </p>
          )}
        </>
      ) : (
        <p>
          <Link className="button button--primary button--large" to={questionUrl(id)}>
            Aloita vastaaminen
          </Link>
        </p>
      )}

      <p>
        <Link to={paths.home()}>Valitse toinen kunta</Link>
      </p>
    </div>
  );
}
