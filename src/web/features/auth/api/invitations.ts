import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationInput } from '#core/account-schemas';
import type { Invitation } from '#server/features/users/users.schemas';
import { apiFetch } from '#web/lib/api';
import { authKeys } from './keys';

// The invitation id here is the secret token from the emailed link (/login/kutsu/{token}).

export type { Invitation } from '#server/features/users/users.schemas';

export const invitationQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: authKeys.invitation(invitationId),
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
