import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { photos } from '../db/schema';
import type { Logger } from '../logger';

// Earlier versions kept photos as files under DATA_DIR/uploads. On start, each such file is
// copied into the photos table (keeping its key, so stored URLs stay valid, and its time, so the
// retention job ages it right) and then removed: a file left on disk would outlive the deletion
// of its photo. A crash midway is fine: the next start copies what is left, and a key already in
// the table is never overwritten.

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Moves the photo files of DATA_DIR/uploads into the database; returns how many it copied. */
export async function importLocalPhotos(db: Db, dataDir: string, log: Logger): Promise<number> {
  const root = path.resolve(dataDir, 'uploads');
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let imported = 0;
  for (const entry of entries) {
    const contentType = CONTENT_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !contentType) continue;
    const file = path.join(entry.parentPath, entry.name);
    const [body, stat] = await Promise.all([fs.promises.readFile(file), fs.promises.stat(file)]);
    const inserted = await db
      .insert(photos)
      .values({
        key: path.relative(root, file).split(path.sep).join('/'),
        contentType,
        bytes: body,
        size: body.length,
        createdAt: stat.mtime,
      })
      .onConflictDoNothing()
      .returning({ key: photos.key });
    imported += inserted.length;
    await fs.promises.unlink(file);
  }
  // Folders left empty go too; anything else stays for the operator to look at.
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
  for (const dir of [...dirs.sort((x, y) => y.length - x.length), root]) {
    await fs.promises.rmdir(dir).catch(() => {});
  }
  if (imported > 0) log.info({ imported }, 'photos moved from DATA_DIR/uploads into the database');
  return imported;
}
