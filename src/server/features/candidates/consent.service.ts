import { eq, inArray } from 'drizzle-orm';
import type { ConsentKind } from '#core/consent';
import { ErrorCode } from '#core/error-codes';
import type { Db, Tx } from '../../db/client';
import { candidateAccessCodes, candidates, candidateSubmissions } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { requireAnsweringCode } from '../../shared/domain/access-codes';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { deleteUnusedPhotos } from '../../shared/domain/photos';
import type { PhotoStorage } from '../../storage/photo-storage';
import { deleteCandidateRows, ownCandidate } from './candidates.admin.service';

// Withdrawing a consent (docs/product.md, "Consent"). (a) publication here: the profile, the
// submissions and the access code are deleted at once, as the privacy page promises; (b) open
// data: the candidate leaves the open data files at once. The public caches follow by
// themselves (the candidates table's triggers bump the public version). Until the answering
// deadline the candidate does it with their code; after it an admin does it on their request.
// Either way one audit row records it (`consent.withdraw`): the record that consent ended.

/** The candidate acting with their access code: no admin user. */
const CANDIDATE: Actor = { id: null, email: null };

interface Photos {
  storage: PhotoStorage;
  log: Logger;
}

const nothingSent = () =>
  new AppError(ErrorCode.Validation, 400, {
    fi: 'Tällä koodilla ei ole vielä lähetetty vastauksia, joten peruttavaa suostumusta ei ole.',
    sv: 'Inga svar har skickats med den här koden ännu, så det finns inget samtycke att återkalla.',
  });

/** (b) ends on the candidate and on every submission of theirs (a waiting correction too). */
async function endOpenData(tx: Tx, candidateIds: number[], codes: string[]) {
  if (codes.length > 0)
    await tx
      .update(candidateSubmissions)
      .set({ consentOpenDataAt: null })
      .where(inArray(candidateSubmissions.accessCode, codes));
  if (candidateIds.length > 0) {
    await tx
      .update(candidateSubmissions)
      .set({ consentOpenDataAt: null })
      .where(inArray(candidateSubmissions.candidateId, candidateIds));
    await tx
      .update(candidates)
      .set({ consentOpenDataAt: null, updatedAt: new Date() })
      .where(inArray(candidates.id, candidateIds));
  }
}

/**
 * The candidate withdraws a consent with their access code, until the answering deadline (after
 * it: 403 answering_closed; a code that has sent nothing: 400).
 */
export async function withdrawWithCode(
  db: Db,
  code: string,
  kind: ConsentKind,
  deadline: string,
  photos: Photos,
  onCodeAccepted: () => void = () => {},
) {
  const released = await db.transaction(async (tx) => {
    const { row, mode } = await requireAnsweringCode(tx, code, deadline);
    onCodeAccepted();
    if (mode === 'first') throw nothingSent();
    const submissions = await tx
      .select({ id: candidateSubmissions.id, candidateId: candidateSubmissions.candidateId })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.accessCode, code));
    if (submissions.length === 0) throw nothingSent();
    const candidateIds = [
      ...new Set(submissions.map((s) => s.candidateId).filter((id) => id !== null)),
    ];
    const audit = {
      action: 'consent.withdraw',
      entity: 'candidate',
      entityId: candidateIds[0] === undefined ? null : String(candidateIds[0]),
      municipalityId: row.municipalityId,
      details: { consent: kind, by: 'candidate' },
    };
    if (kind === 'open_data') {
      await endOpenData(tx, candidateIds, [code]);
      await writeAudit(tx, CANDIDATE, audit);
      return [];
    }
    const images: (string | null)[] = [];
    for (const id of candidateIds) images.push(...(await deleteCandidateRows(tx, id)));
    const rest = await tx
      .delete(candidateSubmissions)
      .where(eq(candidateSubmissions.accessCode, code))
      .returning({ image: candidateSubmissions.image });
    images.push(...rest.map((r) => r.image));
    await tx.delete(candidateAccessCodes).where(eq(candidateAccessCodes.code, code));
    await writeAudit(tx, CANDIDATE, audit);
    return images;
  });
  await deleteUnusedPhotos(db, photos.storage, released, photos.log);
}

/**
 * An admin withdraws a published candidate's consent on the candidate's request (after the
 * deadline the candidate's code no longer does it). Audited with the admin's name.
 */
export async function withdrawByAdmin(
  db: Db,
  municipalityId: string,
  candidateId: number,
  kind: ConsentKind,
  actor: Actor,
  photos: Photos,
) {
  const candidate = await ownCandidate(db, municipalityId, candidateId);
  const released = await db.transaction(async (tx) => {
    const audit = {
      action: 'consent.withdraw',
      entity: 'candidate',
      entityId: String(candidateId),
      municipalityId,
      details: { consent: kind, by: 'admin', name: candidate.name, party: candidate.party },
    };
    if (kind === 'open_data') {
      await endOpenData(tx, [candidateId], []);
      await writeAudit(tx, actor, audit);
      return [];
    }
    const images = await deleteCandidateRows(tx, candidateId);
    await writeAudit(tx, actor, audit);
    return [candidate.image, ...images];
  });
  await deleteUnusedPhotos(db, photos.storage, released, photos.log);
}
