import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
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
import { formatDateTime } from '../users/labels';

interface SubmissionDetailViewProps {
  municipalityId: string;
  submissionId: number;
  onApprove: (submission: SubmissionDetail) => void;
  onReject: (submission: SubmissionDetail) => void;
}

const BackLink = () => (
  <p className="submission__back">
    <Link to={{ search: '' }}>Takaisin hakemuksiin</Link>
  </p>
);

/** Everything one candidate sent, with "Hyväksy" and "Hylkää". */
export function SubmissionDetailView({
  municipalityId,
  submissionId,
  onApprove,
  onReject,
}: SubmissionDetailViewProps) {
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
            <p>Hakemusta ei löytynyt. Se on ehkä poistettu.</p>
          </div>
        ) : (
          <LoadError
            message="Hakemuksen lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
            onRetry={() => void submission.refetch()}
          />
        )}
      </>
    );
  }

  const data = submission.data;
  const texts: readonly StatementText[] = statements.data ?? DEFAULT_QUESTIONS;
  return (
    <article className="submission" aria-labelledby="submission-heading">
      <BackLink />
      <h2 id="submission-heading" ref={headingRef} tabIndex={-1}>
        Hakemus: {data.name}
      </h2>
      {data.status !== 'pending' && (
        <div className="notice notice--error" role="alert">
          <p>
            Tämä hakemus on jo {data.status === 'approved' ? 'hyväksytty' : 'hylätty'}. Sitä ei voi
            enää käsitellä.
          </p>
        </div>
      )}
      <div className="submission__summary">
        {data.image ? (
          <img
            className="submission__photo"
            src={data.image}
            alt={`Ehdokkaan kuva: ${data.name}`}
            width={240}
          />
        ) : (
          <p className="submission__no-photo">Ehdokas ei lähettänyt kuvaa.</p>
        )}
        <SummaryList rows={detailRows(data)} />
      </div>

      <h3>Vastaukset väittämiin</h3>
      <SummaryList stacked rows={answerRows(data, texts)} />

      {data.status === 'pending' && (
        <div className="button-row submission__decision">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onApprove(data);
            }}
          >
            Hyväksy
          </button>
          <button
            type="button"
            className="button button--danger-outline"
            onClick={() => {
              onReject(data);
            }}
          >
            Hylkää
          </button>
        </div>
      )}
    </article>
  );
}

function detailRows(data: SubmissionDetail): SummaryListRow[] {
  return [
    { key: 'name', title: 'Nimi', value: data.name },
    { key: 'age', title: 'Ikä', value: `${String(data.age)} vuotta` },
    { key: 'party', title: 'Puolue', value: data.party },
    { key: 'profession', title: 'Ammatti', value: data.profession || 'Ei ilmoitettu' },
    {
      key: 'number',
      title: 'Ehdokasnumero',
      value: data.voting_number === null ? 'Ei ilmoitettu' : String(data.voting_number),
    },
    { key: 'email', title: 'Sähköposti', value: data.email ?? 'Ei tiedossa' },
    { key: 'sent', title: 'Lähetetty', value: formatDateTime(data.created_at) },
  ];
}

function answerRows(data: SubmissionDetail, texts: readonly StatementText[]): SummaryListRow[] {
  return texts.map((statement) => {
    const answer = data.answers[statement.id - 1];
    const justification = data.answer_justifications[statement.id - 1]?.trim() ?? '';
    const label = answer === undefined ? undefined : LIKERT_LABELS[answer - 1];
    return {
      key: String(statement.id),
      title: `${String(statement.id)}. ${statement.text}`,
      value: (
        <>
          <strong>{label ?? 'Ei vastausta'}</strong>
          {justification !== '' && (
            <span className="submission__justification">Perustelu: {justification}</span>
          )}
        </>
      ),
    };
  });
}
