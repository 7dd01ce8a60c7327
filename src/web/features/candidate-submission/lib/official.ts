import type { CandidateDraft } from './draft';
import { OTHER_PARTY } from './draft';
import { PARTY_LABELS } from './validation';

/** An official candidate's details, from their access code (the server's official list). */
export interface OfficialDetails {
  name: string;
  party: string;
  voting_number: number;
}

/**
 * The draft with name, party and number from the official list: the form shows them locked,
 * whatever this device kept (the server takes them from the list in any case).
 */
export function withOfficial(
  draft: CandidateDraft,
  official: OfficialDetails | null,
): CandidateDraft {
  if (!official) return draft;
  const known = PARTY_LABELS.includes(official.party);
  return {
    ...draft,
    name: official.name,
    party: known ? official.party : OTHER_PARTY,
    otherParty: known ? '' : official.party,
    votingNumber: String(official.voting_number),
  };
}
