import { and, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode } from '#core/error-codes';
import type { Db, Tx } from '../../db/client';
import { authMember, authUser, candidateSubmissions } from '../../db/schema';
import { toOrgRole } from '../../auth/access';
import { AppError } from '../../errors';
import { findMunicipality } from './municipality-lookup';
import type { Actor } from './audit';

// Who reviews a paper form an admin typed in (docs/official-candidates.md, paper forms): a second
// admin of the municipality when it has one; the entering admin may then not approve it.

/**
 * Whether the municipality has an admin other than `userId`: an admin (or owner) of the
 * municipality's own organization. Super admins manage every municipality but are not counted:
 * "another admin of the municipality" is someone who answers for it.
 */
export async function hasOtherAdmin(db: Db | Tx, municipalityId: string, userId: string | null) {
  const municipality = await findMunicipality(db, municipalityId);
  if (!municipality?.organizationId) return false;
  const members = await db
    .select({ role: authMember.role })
    .from(authMember)
    .where(
      and(
        eq(authMember.organizationId, municipality.organizationId),
        ...(userId === null ? [] : [ne(authMember.userId, userId)]),
      ),
    );
  return members.some((m) => toOrgRole(m.role) === 'org:admin');
}

/**
 * Refuses (403) an admin approving the paper form they typed in themselves while the
 * municipality has another admin to review it. Called before an approval changes anything.
 */
export async function assertNotOwnPaperEntry(
  db: Db | Tx,
  municipalityId: string,
  id: number,
  actor: Actor,
) {
  const [row] = await db
    .select({ enteredBy: candidateSubmissions.enteredBy })
    .from(candidateSubmissions)
    .where(
      and(eq(candidateSubmissions.id, id), eq(candidateSubmissions.municipalityId, municipalityId)),
    );
  if (!row?.enteredBy || row.enteredBy !== actor.id) return;
  if (await hasOtherAdmin(db, municipalityId, actor.id)) {
    throw new AppError(
      ErrorCode.Forbidden,
      403,
      'Syötit tämän paperilomakkeen itse: kunnan toinen ylläpitäjä tarkistaa ja hyväksyy sen.',
    );
  }
}

/** "syötetty paperilomakkeelta (ylläpitäjä N.N.)": how the review and the audit log name it. */
export const paperMark = (adminName: string) =>
  `syötetty paperilomakkeelta (ylläpitäjä ${adminName})`;

/** An admin's name for the mark: the name given, else the email address. */
export const adminName = (user: { name?: string | null; email: string | null }) =>
  user.name?.trim() || user.email || 'tuntematon';

/** Each row's paper mark, or null for a candidate's own form (one query for the names). */
export async function paperMarks(
  db: Db | Tx,
  rows: readonly { enteredBy: string | null; paperReceivedOn: string | null }[],
): Promise<(string | null)[]> {
  const ids = [...new Set(rows.map((r) => r.enteredBy).filter((id) => id !== null))];
  const users = ids.length
    ? await db
        .select({ id: authUser.id, name: authUser.name, email: authUser.email })
        .from(authUser)
        .where(inArray(authUser.id, ids))
    : [];
  const names = new Map(users.map((u) => [u.id, adminName(u)]));
  // A removed admin's entry keeps its mark (entered_by is set null, the received day stays).
  return rows.map((r) =>
    r.paperReceivedOn === null
      ? null
      : paperMark((r.enteredBy && names.get(r.enteredBy)) || 'poistettu käyttäjä'),
  );
}
