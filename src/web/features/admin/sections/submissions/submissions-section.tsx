import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '#web/components/query-status';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { isApiError } from '#web/lib/api';
import { useDecideSubmission, useSubmissions, type SubmissionDetail } from '../../api/submissions';
import { AdminSection } from '../../components/admin-section';
import { ListSearch } from '../../components/list-search';
import { useAdminContext } from '../../hooks/use-admin-context';
import { useListParams } from '../../hooks/use-list-params';
import { ApproveDialog, RejectDialog, type RejectFormOutput } from './review-dialogs';
import { SubmissionDetailView } from './submission-detail';
import { SubmissionsTable, SUBMISSION_PARAM } from './submissions-table';
import { BulkApprove } from './bulk-approve';
import { PolicyLink, ReadyFilter, READY_PAGE_SIZE } from './review-tools';
import { ErrorCode } from '#core/error-codes';
import { useT, type Translate } from '#web/i18n/hooks';

type Decision =
  | { kind: 'approve'; submission: SubmissionDetail; notify: boolean }
  | { kind: 'reject'; submission: SubmissionDetail; input: RejectFormOutput };

function describeDone(t: Translate, decision: Decision, emailed: boolean): string {
  const { name } = decision.submission;
  const asked = decision.kind === 'approve' ? decision.notify : decision.input.notify === true;
  const note = !asked ? 'none' : emailed ? 'queued' : 'noMail';
  return t('admin.submissions.done', { decision: decision.kind, name, note });
}

const FILTER_PARAMS = { search: 'haku', ready: 'valmiit' } as const;

/** /{id}/admin/hakemukset: pending candidate submissions; open one, approve or reject it. */
export function SubmissionsSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const id = municipalityId ?? '';
  const listParams = useListParams(FILTER_PARAMS);
  const ready = listParams.filters.ready === 'kylla';
  const list = useSubmissions(id, {
    search: listParams.filters.search,
    page: listParams.page,
    ...(ready && { ready: true, page_size: READY_PAGE_SIZE }),
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const listKey = `${listParams.filters.search}|${String(ready)}|${String(listParams.page)}`;
  const [selectedFor, setSelectedFor] = useState(listKey);
  // A new page or filter starts with nothing selected.
  if (selectedFor !== listKey) {
    setSelectedFor(listKey);
    setChosen(new Set());
  }
  const [searchParams, setSearchParams] = useSearchParams();
  // Back to the list: the same search and page as before the submission was opened.
  const closeSubmission = () => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete(SUBMISSION_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [approving, setApproving] = useState<SubmissionDetail | null>(null);
  const [rejecting, setRejecting] = useState<SubmissionDetail | null>(null);
  const [dialogKey, setDialogKey] = useState(0);

  const selected = Number(searchParams.get(SUBMISSION_PARAM));
  const selectedId = Number.isInteger(selected) && selected > 0 ? selected : null;

  const closeDialogs = () => {
    setApproving(null);
    setRejecting(null);
  };

  const decide = useDecideSubmission(id);

  function submitDecision(decision: Decision) {
    decide.mutate(
      decision.kind === 'approve'
        ? { kind: 'approve', submissionId: decision.submission.id, notify: decision.notify }
        : {
            kind: 'reject',
            submissionId: decision.submission.id,
            input: {
              admin_notes: decision.input.admin_notes,
              reason_point: decision.input.reason_point,
              notify: decision.input.notify === true,
            },
          },
      {
        onSuccess: (result) => {
          closeDialogs();
          closeSubmission();
          announce(describeDone(t, decision, result.emailed));
        },
        onError: (error) => {
          if (!isApiError(error) || error.code !== ErrorCode.SubmissionNotPending) return;
          closeDialogs();
          closeSubmission();
          setNotice(t('admin.submissions.alreadyHandled'));
        },
      },
    );
  }

  const open = (setter: (s: SubmissionDetail) => void) => (submission: SubmissionDetail) => {
    decide.reset();
    setNotice(null);
    setDialogKey((k) => k + 1);
    setter(submission);
  };
  const dialogError =
    decide.error &&
    !(isApiError(decide.error) && decide.error.code === ErrorCode.SubmissionNotPending)
      ? decide.error.message
      : null;

  return (
    <AdminSection
      title={t('admin.nav.submissions')}
      intro={
        <>
          <p>{t('admin.submissions.intro')}</p>
          <PolicyLink />
        </>
      }
    >
      <StatusMessage status={status} ref={statusRef} />
      {notice && (
        <div className="notice notice--error" role="alert">
          <p>{notice}</p>
        </div>
      )}

      {selectedId !== null ? (
        <SubmissionDetailView
          key={selectedId}
          municipalityId={id}
          submissionId={selectedId}
          onApprove={open(setApproving)}
          onReject={open(setRejecting)}
        />
      ) : (
        <>
          <h2>{t('admin.submissions.pending')}</h2>
          <ListSearch
            key={listParams.filters.search}
            id="submission-search"
            label={t('admin.submissions.search.label')}
            formLabel={t('admin.submissions.search')}
            initial={listParams.filters.search}
            onSearch={(search) => {
              listParams.setFilters({ ...listParams.filters, search });
            }}
          />
          <ReadyFilter
            checked={ready}
            onChange={(on) => {
              listParams.setFilters({ ...listParams.filters, ready: on ? 'kylla' : '' });
            }}
          />
          {ready && list.data && (
            <BulkApprove
              municipalityId={id}
              selected={[...chosen]}
              onDone={(result) => {
                setChosen(new Set());
                announce(
                  t('admin.submissions.bulk.done', {
                    approved: result.approved.length,
                    skipped: result.skipped.length,
                  }),
                );
              }}
            />
          )}
          <QueryStatus query={list} failedMessage={t('admin.submissions.loadFailed')} />
          {list.data && (
            <SubmissionsTable
              page={list.data}
              loading={list.isPlaceholderData}
              searched={listParams.filtered}
              onPageChange={listParams.setPage}
              {...(ready && {
                selection: {
                  selected: chosen,
                  toggle: (submissionId: number, on: boolean) => {
                    setChosen((previous) => {
                      const next = new Set(previous);
                      if (on) next.add(submissionId);
                      else next.delete(submissionId);
                      return next;
                    });
                  },
                },
              })}
            />
          )}
        </>
      )}

      <ApproveDialog
        key={`approve-${String(dialogKey)}`}
        submission={approving}
        municipalityName={municipalityName ?? id}
        pending={decide.isPending}
        error={dialogError}
        fallbackFocusRef={statusRef}
        onCancel={closeDialogs}
        onConfirm={(notify) => {
          if (approving) submitDecision({ kind: 'approve', submission: approving, notify });
        }}
      />
      <RejectDialog
        key={`reject-${String(dialogKey)}`}
        submission={rejecting}
        pending={decide.isPending}
        error={dialogError}
        fallbackFocusRef={statusRef}
        onCancel={closeDialogs}
        onConfirm={(input) => {
          if (rejecting) submitDecision({ kind: 'reject', submission: rejecting, input });
        }}
      />
    </AdminSection>
  );
}
