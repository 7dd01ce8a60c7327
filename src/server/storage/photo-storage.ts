import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Where candidate photos live. Local disk under DATA_DIR/uploads; the interface is small so an
// S3-compatible store can implement it for several instances (see docs/decisions/0004-photos.md).

export interface PhotoStorage {
  /** Stores new bytes under a fresh key (never overwrites) and returns the key. */
  putNew(keyWithoutName: string, ext: string, body: Buffer, contentType: string): Promise<string>;
  read(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deletes a stored photo; true when it existed. Reading it afterwards answers null. */
  delete(key: string): Promise<boolean>;
  /** Every stored photo with the time it was stored (for the retention job's sweep). */
  list(): Promise<{ key: string; storedAt: Date }[]>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** SPEC.md section 5: lowercase, only letters, digits and hyphens. */
export function storageSegment(municipalityId: string): string {
  return municipalityId.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export function photoKey(municipalityId: string): string {
  return `candidates/${storageSegment(municipalityId)}`;
}

export function createLocalPhotoStorage(dataDir: string): PhotoStorage {
  const root = path.resolve(dataDir, 'uploads');
  /** The file of a key, or null when the key points outside the uploads folder. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, '.' + path.posix.normalize('/' + key));
    return file.startsWith(root + path.sep) ? file : null;
  };
  return {
    async putNew(dir, ext, body) {
      const folder = path.join(root, dir);
      await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
      for (;;) {
        const name = `${Date.now()}_${randomBytes(6).toString('hex')}.${ext}`;
        try {
          // 'wx': never overwrite an existing file.
          await fs.promises.writeFile(path.join(folder, name), body, { flag: 'wx' });
          return `${dir}/${name}`;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
      }
    },
    async read(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const body = await fs.promises.readFile(file);
        return {
          body,
          contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      if (!file) return false;
      try {
        await fs.promises.unlink(file);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async list() {
      const out: { key: string; storedAt: Date }[] = [];
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return out;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        try {
          const stat = await fs.promises.stat(file);
          out.push({
            key: path.relative(root, file).split(path.sep).join('/'),
            storedAt: stat.mtime,
          });
        } catch {
          // deleted meanwhile
        }
      }
      return out;
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
