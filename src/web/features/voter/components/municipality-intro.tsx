import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useNavigate } from '#web/lib/app-router-view';
import { isMockCandidateId } from '#core/candidate';
import { ConfirmPanel } from '#web/components/confirm-panel';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { isBilingual, municipalityName } from '#web/lib/municipality-name';
import { publicSettingsQueryOptions } from '#web/lib/public-queries';
import { pathsIn } from '#web/paths';
import { usePageTitle } from '#web/lib/use-page-title';
import { useCandidates } from '../data/candidates';
import type { MunicipalityDetails } from '../api/municipality';
import { useRecordVisit } from '../hooks/use-record-visit';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { answeredSentence } from '../lib/answer-summary';
import { answeredCount, hasProgress } from '../lib/answers-store';
import { useQuestionUrl } from '../lib/question-url';
import '#web/styles/voter.css';
import { usePlainT } from '#web/lib/plain-language';

interface MunicipalityIntroProps {
  municipality: MunicipalityDetails;
}

/** "Lyhyempi versio": its texts load only when the setting offers it. */
const ShorterChoice = lazy(() =>
  import('../shorter/shorter-choice').then((module) => ({ default: module.ShorterChoice })),
);

/** The other language's name for itself, as the link to it says. */
const IN_LANGUAGE = { fi: 'Suomeksi', sv: 'På svenska' } as const;

/** A bilingual municipality's intro in the other language ("Suomeksi", in Finnish). */
function OtherLanguage({ municipality }: MunicipalityIntroProps) {
  const t = useT();
  const other = useLanguage() === 'fi' ? 'sv' : 'fi';
  return (
    <p>
      {t('intro.otherLanguage')}{' '}
      <Link
        to={pathsIn(other).municipality(municipality.municipality_id)}
        lang={other}
        hrefLang={other}
      >
        {IN_LANGUAGE[other]}
      </Link>
    </p>
  );
}

function CandidateCount({ municipalityId }: { municipalityId: string }) {
  const t = useT();
  const candidates = useCandidates(municipalityId);
  if (candidates.isPending) return <>{t('intro.candidatesLoading')}</>;
  if (candidates.isError) return <>{t('intro.candidatesError')}</>;
  const count = candidates.data.length;
  const demo = candidates.data.some((candidate) => isMockCandidateId(candidate.id));
  return (
    <Msg
      id={demo ? 'intro.candidateCountDemo' : 'intro.candidateCount'}
      values={{ count }}
      components={[<strong key="count" />]}
    />
  );
}

/** /{municipalityId}: what is ahead, and a start (or continue) button. */
export function MunicipalityIntro({ municipality }: MunicipalityIntroProps) {
  const id = municipality.municipality_id;
  const t = useT();
  const plainT = usePlainT();
  const paths = usePaths();
  const questionUrl = useQuestionUrl();
  const name = municipalityName(municipality, useLanguage());
  usePageTitle(name);
  useRecordVisit(id);
  const navigate = useNavigate();
  const { progress, reset } = useStoredAnswers(id);
  const language = useLanguage();
  const shorterOffered =
    useQuery(publicSettingsQueryOptions(language)).data?.shorter_version_enabled === true;
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
      <p className="eyebrow">{t('intro.eyebrow')}</p>
      <h1>{name}</h1>
      <p className="lead">
        {plainT?.('selko.intro.lead', { total }) ?? t('intro.lead', { total })}
      </p>
      <ul className="intro__facts">
        <li>
          <CandidateCount municipalityId={id} />
        </li>
        <li>
          {plainT?.('selko.intro.time') ?? (
            <Msg id="intro.time" components={[<strong key="time" />]} />
          )}
        </li>
        <li>{plainT?.('selko.intro.onDevice') ?? t('intro.onDevice')}</li>
      </ul>
      {isBilingual(municipality) && <OtherLanguage municipality={municipality} />}

      {started ? (
        <>
          <p>
            {t('intro.started')}{' '}
            {answered > 0 ? answeredSentence(t, answered, total) : t('intro.notAnsweredYet')}
          </p>
          <div className="button-row">
            <Link className="button button--primary button--large" to={questionUrl(id)}>
              {t('intro.continue')}
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
              {t('intro.restart')}
            </button>
          </div>
          {confirming && (
            <ConfirmPanel
              title={t('intro.restartTitle')}
              confirmLabel={t('intro.restartConfirm')}
              onConfirm={restart}
              onCancel={() => {
                setConfirming(false);
                restartButton.current?.focus();
              }}
            >
              <p>{t('intro.restartText')}</p>
            </ConfirmPanel>
          )}
          {answered > 0 && (
            <p>
              <Link to={paths.results(id)}>{t('intro.resultsNow')}</Link>
            </p>
          )}
        </>
      ) : (
        <>
          <p>
            <Link className="button button--primary button--large" to={questionUrl(id)}>
              {t('intro.start')}
            </Link>
          </p>
          {shorterOffered && (
            <Suspense fallback={null}>
              <ShorterChoice municipalityId={id} total={total} />
            </Suspense>
          )}
        </>
      )}

      <p>
        <Link to={paths.home()}>{t('intro.otherMunicipality')}</Link>
      </p>
    </div>
  );
}
