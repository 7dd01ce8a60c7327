import type { z } from 'zod';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import { candidateProfileSchema } from '#core/schemas';
import type { AdminCandidate } from '../../api/admin-candidates';
import { partyName } from '#core/parties';

export const candidateFormSchema = candidateProfileSchema;
export type CandidateFormValues = z.input<typeof candidateFormSchema>;
export type CandidateFormOutput = z.output<typeof candidateFormSchema>;

const FIELDS = [
  'name',
  'age',
  'party',
  'profession',
  'voting_number',
  'image',
  'answers',
  'answer_justifications',
] as const;

export function formValuesOf(candidate: AdminCandidate): CandidateFormValues {
  return {
    name: candidate.name,
    age: candidate.age,
    party: partyName(candidate.party),
    profession: candidate.profession,
    voting_number: candidate.voting_number,
    image: candidate.image,
    // A missing answer stays missing until the admin picks one (the form then asks for it).
    answers: candidate.answers as number[],
    answer_justifications: candidate.answer_justifications,
  };
}

/** Only the fields that differ from the stored candidate. */
export function changedFields(
  candidate: AdminCandidate,
  values: CandidateFormOutput,
): UpdateCandidateInput {
  const original = formValuesOf(candidate) as Record<string, unknown>;
  const next = values as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const before = JSON.stringify(original[field] ?? null);
    const after = JSON.stringify(next[field] ?? null);
    if (before !== after) changed[field] = next[field] ?? null;
  }
  return changed as UpdateCandidateInput;
}
