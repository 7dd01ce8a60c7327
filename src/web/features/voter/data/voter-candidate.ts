import type { CandidateDetails, CandidateProfile, RankedRow } from '#core/candidate-list';

/**
 * A candidate as the voter's pages show them: the ranking file's row, with the profiles file's
 * profession and the details file's justifications once they have come (`profession` '' and
 * `answer_justifications` null until then).
 */
export type VoterCandidate = RankedRow & {
  profession: string;
  language: 'fi' | 'sv' | undefined;
  answer_justifications: string[] | null;
};

/**
 * Rows with their profiles and details (each when it has come), in the same order, other fields
 * kept. The details file holds the profession and language too, so either file gives them.
 */
export function withDetails<C extends RankedRow>(
  rows: readonly C[],
  details: ReadonlyMap<number, CandidateDetails> | undefined,
  profiles?: ReadonlyMap<number, CandidateProfile>,
): (C & VoterCandidate)[] {
  return rows.map((row) => {
    const more = details?.get(row.id);
    const profile = more ?? profiles?.get(row.id);
    return {
      ...row,
      profession: profile?.profession ?? '',
      language: profile?.language,
      answer_justifications: details ? (more?.justifications ?? []) : null,
    };
  });
}
