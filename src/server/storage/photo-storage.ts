import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photos } from '../db/schema';

// Where candidate photos live: the photos table, so every instance finds them and one backup
// holds everything (docs/decisions/0004-photos-in-the-database.md).

export interface PhotoStorage {
  /** Stores new bytes under a fresh key (never overwrites) and returns the key. */
  putNew(keyWithoutName: string, ext: string, body: Buffer, contentType: string): Promise<string>;
  read(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deletes a stored photo; true when it existed. Reading it afterwards answers null. */
  delete(key: string): Promise<boolean>;
}

/** A municipality's folder name: lowercase, only letters, digits and hyphens. */
export function storageSegment(municipalityId: string): string {
  return municipalityId.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export function photoKey(municipalityId: string): string {
  return `candidates/${storageSegment(municipalityId)}`;
}

/** A fresh name under `dir`; a name is never given to other bytes, so URLs stay immutable. */
function newPhotoName(dir: string, ext: string): string {
  return `${dir}/${Date.now()}_${randomBytes(6).toString('hex')}.${ext}`;
}

export function createDatabasePhotoStorage(db: Db): PhotoStorage {
  return {
    async putNew(dir, ext, body, contentType) {
      for (;;) {
        const key = newPhotoName(dir, ext);
        const inserted = await db
          .insert(photos)
          .values({ key, contentType, bytes: body, size: body.length })
          .onConflictDoNothing()
          .returning({ key: photos.key });
        if (inserted.length > 0) return key;
      }
    },
    async read(key) {
      const [row] = await db
        .select({ body: photos.bytes, contentType: photos.contentType })
        .from(photos)
        .where(eq(photos.key, key));
      return row ?? null;
    },
    async delete(key) {
      const deleted = await db
        .delete(photos)
        .where(eq(photos.key, key))
        .returning({ key: photos.key });
      return deleted.length > 0;
    },
  };
}

/** True for a photo uploaded to this municipality's folder on this server. */
export function isOwnPhotoUrl(url: string, municipalityId: string): boolean {
  const prefix = `/uploads/${photoKey(municipalityId)}/`;
  return url.startsWith(prefix) && /^\d+_[0-9a-f]+\.webp$/.test(url.slice(prefix.length));
}

/** The storage key of a photo URL served by this server (/uploads/<key>), or null. */
export function photoKeyOfUrl(url: string): string | null {
  return url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
}
