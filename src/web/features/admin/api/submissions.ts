import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '#core/error-codes';
import type { RejectSubmissionInput } from '#core/schemas';
import type {
  Approved,
  BulkApproved,
  Rejected,
  SubmissionDetail,
  SubmissionPage,
} from '#server/features/submissions/submissions.schemas';
import { apiFetch, isApiError } from '#web/lib/api';
import { publicKeys } from '#web/lib/public-queries';
import { adminQuestionsQueryOptions, type AdminQuestion } from './admin-municipalities';
import { adminKeys } from './keys';
import { pageQueryOptions } from './page-query';

// Hakemukset: `/api/admin/municipalities/{id}/submissions` (municipality admins).

export type {
  BulkApproved,
  ReviewFlag,
  Submission,
  SubmissionDetail,
  SubmissionPage,
} from '#server/features/submissions/submissions.schemas';

const basePath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/submissions`;

export interface SubmissionListFilters {
  search: string;
  page: number;
  /** "Valmiit hyväksyttäviksi": matches the official list, no flags, not a correction. */
  ready?: boolean;
  /** Rows a page (the "ready" list shows more at once, for bulk approval). */
  page_size?: number;
}

export const submissionsQueryOptions = (municipalityId: string, filters: SubmissionListFilters) =>
  pageQueryOptions<SubmissionPage>(
    [...adminKeys.submissions(municipalityId), 'list', filters],
    basePath(municipalityId),
    filters,
  );

export function useSubmissions(municipalityId: string, filters: SubmissionListFilters) {
  return useQuery(submissionsQueryOptions(municipalityId, filters));
}

export const submissionQueryOptions = (municipalityId: string, id: number) =>
  queryOptions({
    queryKey: adminKeys.submission(municipalityId, id),
    queryFn: ({ signal }) =>
      apiFetch<SubmissionDetail>(`${basePath(municipalityId)}/${String(id)}`, { signal }),
    staleTime: 0,
  });

export function useSubmission(municipalityId: string, id: number) {
  return useQuery(submissionQueryOptions(municipalityId, id));
}

export type StatementText = Pick<AdminQuestion, 'id' | 'text'>;

/**
 * The statements as this municipality shows them (custom texts included). The admin endpoint is
 * used because the public one answers 404 for a hidden municipality; it is the same cache entry
 * as Kysymykset, so an edited text shows here at once.
 */
export const statementTextsQueryOptions = (municipalityId: string) =>
  queryOptions({
    ...adminQuestionsQueryOptions(municipalityId),
    select: (questions): StatementText[] => questions.map(({ id, text }) => ({ id, text })),
  });

export function useStatementTexts(municipalityId: string) {
  return useQuery(statementTextsQueryOptions(municipalityId));
}

export type Decision =
  | { kind: 'approve'; submissionId: number; notify: boolean }
  | { kind: 'reject'; submissionId: number; input: RejectSubmissionInput & { notify: boolean } };

/**
 * Approves or rejects a submission. `emailed`: the notification was queued for sending (false
 * when the server has no mail). After a decision everything the admin pages show may have
 * changed (the list, the candidates, the counts), and an approved candidate appears to voters.
 * When someone else decided first (submission_not_pending), the list is read again.
 */
export function useDecideSubmission(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision): Promise<Approved | Rejected> =>
      decision.kind === 'approve'
        ? apiFetch<Approved>(
            `${basePath(municipalityId)}/${String(decision.submissionId)}/approve`,
            {
              method: 'POST',
              json: { notify: decision.notify },
            },
          )
        : apiFetch<Rejected>(
            `${basePath(municipalityId)}/${String(decision.submissionId)}/reject`,
            {
              method: 'POST',
              json: decision.input,
            },
          ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicKeys.candidates(municipalityId) }),
      ]),
    onError: async (error) => {
      if (isApiError(error) && error.code === ErrorCode.SubmissionNotPending) {
        await queryClient.invalidateQueries({ queryKey: adminKeys.submissions(municipalityId) });
      }
    },
  });
}

/**
 * "Hyväksy valitut": approves the selected submissions in one request (one audit row each).
 * Afterwards the lists, the candidates and the voters' candidates may all have changed.
 */
export function useBulkApprove(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: readonly number[]; notify: boolean }) =>
      apiFetch<BulkApproved>(`${basePath(municipalityId)}/bulk-approve`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicKeys.candidates(municipalityId) }),
      ]),
  });
}
