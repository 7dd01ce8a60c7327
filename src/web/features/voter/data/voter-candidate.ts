import type { CandidateDetails, RankedRow } from '#core/candidate-list';

/**
 * A candidate as the voter's pages show them: the ranking file's row, with the details file's
 * texts once it has come (`answer_justifications` null and `profession` '' until then).
 */
export type VoterCandidate = RankedRow & {
  profession: string;
  language: 'fi' | 'sv' | undefined;
  answer_justifications: string[] | null;
};

/** Rows with their details (when `details` has come), in the same order, other fields kept. */
export function withDetails<C extends RankedRow>(
  rows: readonly C[],
  details: ReadonlyMap<number, CandidateDetails> | undefined,
): (C & VoterCandidate)[] {
  return rows.map((row) => {
    const more = details?.get(row.id);
    return {
      ...row,
      profession: more?.profession ?? '',
      language: more?.language,
      answer_justifications: details ? (more?.justifications ?? []) : null,
    };
  });
}
