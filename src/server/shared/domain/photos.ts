import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { candidates, candidateSubmissions, photos as photoTable } from '../../db/schema';
import type { Logger } from '../../logger';
import { photoKeyOfUrl, type PhotoStorage } from '../../storage/photo-storage';
import { safeError } from '../../safe-error';

/** The photo URLs among `urls` that a candidate or a submission still shows. */
export async function photosInUse(db: Db | Tx, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [shown, submitted] = await Promise.all([
    db.select({ image: candidates.image }).from(candidates).where(inArray(candidates.image, urls)),
    db
      .select({ image: candidateSubmissions.image })
      .from(candidateSubmissions)
      .where(inArray(candidateSubmissions.image, urls)),
  ]);
  return new Set([...shown, ...submitted].map((r) => r.image).filter((i) => i !== null));
}

/**
 * Deletes the photos stored before `before` that no candidate or submission shows (uploads never
 * sent with a form, or left behind by a failed deletion), in one statement of the caller's
 * transaction. Returns how many it deleted.
 */
export async function deleteUnattachedPhotos(db: Db | Tx, before: Date): Promise<number> {
  const url = sql`'/uploads/' || ${photoTable.key}`;
  const deleted = await db
    .delete(photoTable)
    .where(
      and(
        lt(photoTable.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(candidates)
            .where(sql`${candidates.image} = ${url}`),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(candidateSubmissions)
            .where(sql`${candidateSubmissions.image} = ${url}`),
        ),
      ),
    )
    .returning({ key: photoTable.key });
  return deleted.length;
}

/**
 * Deletes the stored photos of `urls` that no candidate or submission shows any more, so they
 * stop being served at once. Call it after the change that let go of them has committed. A
 * failure is only logged: the retention job's sweep deletes any photo left behind.
 * Returns how many files were deleted.
 */
export async function deleteUnusedPhotos(
  db: Db,
  photos: PhotoStorage,
  urls: (string | null | undefined)[],
  log?: Logger,
): Promise<number> {
  const released = [...new Set(urls.filter((u): u is string => !!u && photoKeyOfUrl(u) !== null))];
  if (released.length === 0) return 0;
  let deleted = 0;
  try {
    const inUse = await photosInUse(db, released);
    for (const url of released) {
      if (inUse.has(url)) continue;
      if (await photos.delete(photoKeyOfUrl(url)!)) deleted += 1;
    }
  } catch (err) {
    log?.error(
      { err: safeError(err) },
      'deleting unused photos failed; the retention job will retry',
    );
  }
  return deleted;
}
