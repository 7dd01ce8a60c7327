import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

// Hakemukset: `/api/admin/municipalities/{id}/submissions` (municipality admins).

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export interface Submission {
  id: number;
  name: string;
  age: number;
  party: string;
  profession: string;
  /** The stored (EXIF-free) photo's URL, or null without a photo. */
  image: string | null;
  /** Answers 1..5, index 0 is statement 1. */
  answers: number[];
  answer_justifications: string[];
  municipality_id: string;
  voting_number: number | null;
  status: SubmissionStatus;
  admin_notes: string | null;
  candidate_id: number | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface SubmissionDetail extends Submission {
  /** The address the access code was sent to. */
  email: string | null;
}

export interface StatementText {
  id: number;
  text: string;
}

/** The code the server answers with when someone else already approved or rejected it. */
export const NOT_PENDING = 'submission.not_pending';

const basePath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/submissions`;

export const submissionsQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['admin', 'submissions', municipalityId],
    queryFn: ({ signal }) => apiFetch<Submission[]>(basePath(municipalityId), { signal }),
    staleTime: 0,
  });

export function useSubmissions(municipalityId: string) {
  return useQuery(submissionsQueryOptions(municipalityId));
}

export const submissionQueryOptions = (municipalityId: string, id: number) =>
  queryOptions({
    queryKey: ['admin', 'submissions', municipalityId, id],
    queryFn: ({ signal }) =>
      apiFetch<SubmissionDetail>(`${basePath(municipalityId)}/${String(id)}`, { signal }),
    staleTime: 0,
  });

export function useSubmission(municipalityId: string, id: number) {
  return useQuery(submissionQueryOptions(municipalityId, id));
}

/**
 * The statements as this municipality shows them (custom texts included). The admin endpoint is
 * used because the public one answers 404 for a hidden municipality.
 */
export function useStatementTexts(municipalityId: string) {
  return useQuery({
    queryKey: ['admin', 'statement-texts', municipalityId],
    queryFn: ({ signal }) =>
      apiFetch<StatementText[]>(
        `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/questions`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

// `emailed`: the notification was queued for sending (false when the server has no mail).
export function approveSubmission(municipalityId: string, id: number, notify: boolean) {
  return apiFetch<{ candidate_id: number; emailed: boolean }>(
    `${basePath(municipalityId)}/${String(id)}/approve`,
    { method: 'POST', json: { notify } },
  );
}

export function rejectSubmission(
  municipalityId: string,
  id: number,
  input: { admin_notes: string; notify: boolean },
) {
  return apiFetch<{ emailed: boolean }>(`${basePath(municipalityId)}/${String(id)}/reject`, {
    method: 'POST',
    json: input,
  });
}
