import { partyName } from '#core/parties';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { LIKERT_LABELS } from '#core/likert';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { SummaryList, type SummaryListRow } from '#web/components/summary-list';
import { isApiError } from '#web/lib/api';
import {
  useStatementTexts,
  useSubmission,
  type StatementText,
  type SubmissionDetail,
} from '../../api/submissions';
import { formatDateTime } from '../../lib/date-time';
import { correctionChanges, type CorrectionChange } from './correction-changes';
import { ConsentView } from './consent-view';
import { PaperMark } from './paper-mark';
import { FlaggedText, FlagsSummary } from './flagged-text';
import { useT, type Translate } from '#web/i18n/hooks';

interface SubmissionDetailViewProps {
  municipalityId: string;
  submissionId: number;
  onApprove: (submission: SubmissionDetail) => void;
  onReject: (submission: SubmissionDetail) => void;
}

function BackLink() {
  const t = useT();
  const [searchParams] = useSearchParams();
  // Back to the same search and page of the list.
  const params = new URLSearchParams(searchParams);
  params.delete('hakemus');
  const search = params.toString();
  return (
    <p className="submission__back">
      <Link to={{ search: search ? `?${search}` : '' }}>{t('admin.submissions.back')}</Link>
    </p>
  );
}

/** Everything one candidate sent, with "Hyväksy" and "Hylkää". */
export function SubmissionDetailView({
  municipalityId,
  submissionId,
  onApprove,
  onReject,
}: SubmissionDetailViewProps) {
  const t = useT();
  const submission = useSubmission(municipalityId, submissionId);
  const statements = useStatementTexts(municipalityId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = submission.data !== undefined;

  // Opening a submission is like a new page: start reading from its heading.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, submissionId]);

  if (submission.isPending) return <PageLoading />;
  if (submission.isError) {
    return (
      <>
        <BackLink />
        {isApiError(submission.error, 404) ? (
          <div className="notice notice--error" role="alert">
            <p>{t('admin.submissions.notFound')}</p>
          </div>
        ) : (
          <LoadError
            message={t('admin.submissions.loadOneFailed')}
            onRetry={() => void submission.refetch()}
          />
        )}
      </>
    );
  }

  const data = submission.data;
  const texts: readonly StatementText[] = statements.data ?? DEFAULT_QUESTIONS;
  const changes = correctionChanges(t, data, texts);
  const changed = new Set(changes?.map((change) => change.key));
  return (
    <article className="submission" aria-labelledby="submission-heading">
      <BackLink />
      <h2 id="submission-heading" ref={headingRef} tabIndex={-1}>
        {t('admin.submissions.heading', { name: data.name })}
      </h2>
      {data.status !== 'pending' && (
        <div className="notice notice--error" role="alert">
          <p>{t('admin.submissions.alreadyDecided', { status: data.status })}</p>
        </div>
      )}
      {data.official_mismatch && (
        <div className="notice notice--error">
          <p>
            <strong>{t('admin.submissions.officialMismatch')}</strong> {data.official_mismatch}
          </p>
        </div>
      )}
      <PaperMark data={data} />
      {data.status === 'rejected' && data.return_reason_point && (
        <p>{t('admin.submissions.reasonPoint', { point: data.return_reason_point })}</p>
      )}
      <FlagsSummary flags={data.flags} />
      {changes !== null && <CorrectionChangesView changes={changes} data={data} />}
      <div className="submission__summary">
        {data.image ? (
          <img
            className="submission__photo"
            src={data.image}
            alt={t('admin.submissions.photo', { name: data.name })}
            width={240}
          />
        ) : (
          <p className="submission__no-photo">{t('admin.submissions.noPhoto')}</p>
        )}
        <SummaryList rows={detailRows(t, data)} />
      </div>
      <ConsentView consent={data.consent} />

      <h3>{t('admin.submissions.answers')}</h3>
      <SummaryList stacked rows={answerRows(t, data, texts, changed)} />

      {data.status === 'pending' && (
        <div className="button-row submission__decision">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onApprove(data);
            }}
          >
            {t('admin.submissions.approve')}
          </button>
          <button
            type="button"
            className="button button--danger-outline"
            onClick={() => {
              onReject(data);
            }}
          >
            {t('admin.submissions.reject')}
          </button>
        </div>
      )}
    </article>
  );
}

function detailRows(t: Translate, data: SubmissionDetail): SummaryListRow[] {
  const notGiven = t('admin.submissions.notGiven');
  return [
    { key: 'name', title: t('admin.submissions.name'), value: data.name },
    {
      key: 'age',
      title: t('admin.submissions.age'),
      value: t('admin.submissions.years', { age: data.age }),
    },
    { key: 'party', title: t('admin.submissions.party'), value: partyName(data.party) },
    {
      key: 'profession',
      title: t('admin.submissions.profession'),
      value: data.profession || notGiven,
    },
    {
      key: 'number',
      title: t('admin.submissions.votingNumber'),
      value: data.voting_number === null ? notGiven : String(data.voting_number),
    },
    {
      key: 'email',
      title: t('admin.submissions.email'),
      value: data.email ?? t('admin.submissions.unknown'),
    },
    { key: 'sent', title: t('admin.submissions.sent'), value: formatDateTime(data.created_at) },
  ];
}

/** A correction against the published profile: each change, or "no changes". */
function CorrectionChangesView({
  changes,
  data,
}: {
  changes: readonly CorrectionChange[];
  data: SubmissionDetail;
}) {
  const t = useT();
  const oldPhoto = data.published?.image;
  return (
    <section className="submission__changes notice" aria-labelledby="submission-changes-heading">
      <h3 id="submission-changes-heading">{t('admin.submissions.changes.heading')}</h3>
      {changes.length === 0 ? (
        <p>{t('admin.submissions.changes.none')}</p>
      ) : (
        <>
          <p>{t('admin.submissions.changes.count', { count: changes.length })}</p>
          <SummaryList
            stacked
            rows={changes.map((change) => ({
              key: change.key,
              title: change.label,
              value: (
                <span className="submission__change">
                  {t('admin.submissions.changes.fromTo', { from: change.from, to: change.to })}
                </span>
              ),
            }))}
          />
          {oldPhoto && changes.some((change) => change.key === 'photo') && (
            <img
              className="submission__photo"
              src={oldPhoto}
              alt={t('admin.submissions.changes.oldPhotoAlt', { name: data.published!.name })}
              width={120}
            />
          )}
        </>
      )}
    </section>
  );
}

function answerRows(
  t: Translate,
  data: SubmissionDetail,
  texts: readonly StatementText[],
  changed: ReadonlySet<string>,
): SummaryListRow[] {
  const flagsOf = (id: number) => data.flags.filter((flag) => flag.statement === id);
  return texts.map((statement) => {
    const answer = data.answers[statement.id - 1];
    const justification = data.answer_justifications[statement.id - 1]?.trim() ?? '';
    const label = answer === undefined ? undefined : LIKERT_LABELS[answer - 1];
    return {
      key: String(statement.id),
      title: `${String(statement.id)}. ${statement.text}`,
      value: (
        <>
          {(changed.has(`answer-${String(statement.id)}`) ||
            changed.has(`justification-${String(statement.id)}`)) && (
            <span className="submission__changed-tag">{t('admin.submissions.changes.tag')} </span>
          )}
          <strong>{label ?? t('admin.submissions.noAnswer')}</strong>
          {justification !== '' && (
            <span className="submission__justification" id={`vaittama-${String(statement.id)}`}>
              {flagsOf(statement.id).length > 0 ? (
                <>
                  {t('admin.submissions.justification', { text: '' })}
                  <FlaggedText
                    text={data.answer_justifications[statement.id - 1]!}
                    flags={flagsOf(statement.id)}
                  />
                </>
              ) : (
                t('admin.submissions.justification', { text: justification })
              )}
            </span>
          )}
        </>
      ),
    };
  });
}
