import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationInput } from '../../../../core/account-schemas';
import { apiFetch } from '../../../lib/api';

// The invitation id here is the secret token from the emailed link (/login/kutsu/{token}).

/** `GET /api/invitations/{token}`: a pending invitation. */
export interface Invitation {
  email: string;
  organization_name: string;
  role: 'admin' | 'member';
  /** The address already has an account: it accepts by signing in, not with a new password. */
  account_exists: boolean;
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

/**
 * A new account accepts with a name and a password; this signs the new admin in (the server sets
 * the session cookie). 409 `account_exists` when the address already has an account.
 */
export function acceptInvitation(invitationId: string, input: AcceptInvitationInput) {
  return apiFetch<unknown>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, {
    method: 'POST',
    json: input,
  });
}

/** An existing account accepts while signed in to it: only the membership is added. */
export function joinInvitation(invitationId: string) {
  return apiFetch<unknown>(`/api/invitations/${encodeURIComponent(invitationId)}/join`, {
    method: 'POST',
  });
}
