import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationInput } from '../../../../core/account-schemas';
import { apiFetch } from '../../../lib/api';

/** `GET /api/invitations/{id}`: a pending invitation. */
export interface Invitation {
  email: string;
  organization_name: string;
  role: 'admin' | 'member';
}

export const invitationQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: ['invitation', invitationId],
    queryFn: ({ signal }) =>
      apiFetch<Invitation>(`/api/invitations/${encodeURIComponent(invitationId)}`, { signal }),
    // Whether it is still valid can change (accepted elsewhere); always ask again on open.
    staleTime: 0,
  });

export function useInvitation(invitationId: string) {
  return useQuery(invitationQueryOptions(invitationId));
}

/** Accepting signs the new admin in (the server sets the session cookie). */
export function acceptInvitation(invitationId: string, input: AcceptInvitationInput) {
  return apiFetch<unknown>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, {
    method: 'POST',
    json: input,
  });
}
