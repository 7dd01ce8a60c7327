import type { CandidateDraft } from './draft';
import { emptyDraft, isEmptyDraft, OTHER_PARTY } from './draft';
import { PARTY_LABELS } from './validation';

/** An official candidate's details, from their access code (the server's official list). */
export interface OfficialDetails {
  name: string;
  party: string;
  voting_number: number;
  /** From the list too, but only a start: the candidate may change them. */
  age: number | null;
  profession: string;
}

/**
 * What an official candidate's form starts with on a new device: the list's age and profession
 * (the candidate may change them). Nothing else: name, party and number come from withOfficial.
 */
export function officialStart(official: OfficialDetails): Partial<CandidateDraft> {
  return {
    age: official.age === null ? '' : String(official.age),
    profession: official.profession,
  };
}

/** Only the list's own start (or nothing): the candidate has not yet started on this device. */
export function isUntouched(draft: CandidateDraft, official: OfficialDetails | null): boolean {
  if (isEmptyDraft(draft)) return true;
  if (!official) return false;
  return JSON.stringify(draft) === JSON.stringify({ ...emptyDraft(), ...officialStart(official) });
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
