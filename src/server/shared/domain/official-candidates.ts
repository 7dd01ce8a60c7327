import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { officialCandidates } from '../../db/schema';

type OfficialRow = typeof officialCandidates.$inferSelect;

/** "Etunimi Sukunimi", the name a candidate's profile shows. */
export const officialName = (row: Pick<OfficialRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`;

/** The details an access code of an official candidate fills in and locks on the form. */
export async function officialDetails(db: Db | Tx, officialCandidateId: number | null) {
  if (officialCandidateId === null) return null;
  const [row] = await db
    .select()
    .from(officialCandidates)
    .where(eq(officialCandidates.id, officialCandidateId));
  return row
    ? {
        name: officialName(row),
        party: row.party,
        voting_number: row.candidateNumber,
        age: row.age,
        profession: row.profession,
      }
    : null;
}

const normalize = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Why a submission does not match the municipality's official list (Finnish, for the review),
 * or null when it matches or the municipality has no official list.
 */
export async function officialMismatches(
  db: Db | Tx,
  municipalityId: string,
  submissions: readonly { name: string; votingNumber: number | null }[],
): Promise<(string | null)[]> {
  const [any] = await db
    .select({ id: officialCandidates.id })
    .from(officialCandidates)
    .where(eq(officialCandidates.municipalityId, municipalityId))
    .limit(1);
  if (!any) return submissions.map(() => null);
  const numbers = [...new Set(submissions.map((s) => s.votingNumber).filter((n) => n !== null))];
  const rows = numbers.length
    ? await db
        .select()
        .from(officialCandidates)
        .where(
          and(
            eq(officialCandidates.municipalityId, municipalityId),
            inArray(officialCandidates.candidateNumber, numbers),
          ),
        )
    : [];
  const byNumber = new Map(rows.map((r) => [r.candidateNumber, r]));
  return submissions.map((s) => {
    if (s.votingNumber === null)
      return 'Ehdokasnumero puuttuu; sitä ei voi verrata viralliseen ehdokaslistaan.';
    const official = byNumber.get(s.votingNumber);
    if (!official) return `Ehdokasnumeroa ${s.votingNumber} ei ole virallisella ehdokaslistalla.`;
    if (normalize(officialName(official)) !== normalize(s.name))
      return `Virallisella ehdokaslistalla numero ${s.votingNumber} on ${officialName(official)}.`;
    return null;
  });
}
