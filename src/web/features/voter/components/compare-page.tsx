import { useVoterPage } from '../hooks/use-voter-page';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError, QueryContent } from '#web/components/load-error';
import { useCandidateDetails, useCandidates } from '../data/candidates';
import type { MunicipalityDetails } from '../api/municipality';
import { answeredCount } from '../lib/answers-store';
import { withDetails } from '../data/voter-candidate';
import { COMPARE_PARAM, MAX_COMPARE, MIN_COMPARE, parseCandidateIds } from '../lib/compare-picks';
import { CompareTable } from './compare-table';
import '#web/styles/voter.css';
import '#web/styles/voter-compare.css';
import { Hyphenated } from '#web/components/hyphenated';

interface ComparePageProps {
  municipality: MunicipalityDetails;
}

/**
 * /{municipalityId}/vertailu?ehdokkaat=12,34: the chosen candidates' answers side by side with
 * the voter's own. The candidates come from the URL (public ids); the voter's answers only from
 * this device.
 */
export function ComparePage({ municipality }: ComparePageProps) {
  const { id, t, paths, questionUrl, name, progress } = useVoterPage(
    municipality,
    'compare.pageTitle',
  );
  const [params] = useSearchParams();
  const raw = params.get(COMPARE_PARAM);
  const ids = useMemo(() => parseCandidateIds(raw), [raw]);
  const answers = progress.answers;
  const hasAnswers = answeredCount(answers) > 0;
  const candidates = useCandidates(id);
  // The whole municipality's details file, not the chosen ones' (decision 0031).
  const details = useCandidateDetails(id);

  const chosen = useMemo(
    () =>
      withDetails(
        ids.flatMap((candidateId) => {
          const candidate = candidates.data?.find((c) => c.id === candidateId);
          return candidate ? [candidate] : [];
        }),
        details.data,
      ),
    [ids, candidates.data, details.data],
  );

  return (
    <div className="page compare">
      <p className="eyebrow">{name}</p>
      <h1>
        <Hyphenated text={t('compare.heading')} />
      </h1>
      <p className="lead">{hasAnswers ? t('compare.leadOwn') : t('compare.lead')}</p>
      <div className="button-row compare__actions">
        <Link className="button button--secondary" to={paths.results(id)}>
          {t('compare.backToResults')}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            window.print();
          }}
        >
          {t('results.print')}
        </button>
      </div>
      <QueryContent query={candidates} failedMessage={t('results.loadError')} answersKept>
        {() =>
          chosen.length < MIN_COMPARE ? (
            <p className="notice">
              {ids.length > chosen.length ? `${t('compare.someGone')} ` : ''}
              {t('compare.chooseFromResults', { min: MIN_COMPARE, max: MAX_COMPARE })}{' '}
              <Link to={paths.results(id)}>{t('compare.toResults')}</Link>
            </p>
          ) : (
            <>
              {ids.length > chosen.length && <p className="notice">{t('compare.someGone')}</p>}
              {!hasAnswers && (
                <p className="notice">
                  {t('compare.noAnswers')}{' '}
                  <Link to={questionUrl(id)}>{t('compare.answerStatements')}</Link>
                </p>
              )}
              {details.isPending && (
                <p className="notice" role="status">
                  {t('compare.justificationsLoading')}
                </p>
              )}
              {details.isError && (
                <LoadError
                  message={t('compare.justificationsFailed')}
                  onRetry={() => void details.refetch()}
                />
              )}
              <CompareTable
                questions={municipality.questions}
                candidates={chosen}
                voterAnswers={hasAnswers ? answers : null}
              />
            </>
          )
        }
      </QueryContent>
    </div>
  );
}
