import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contentVersions } from '../db/schema';

// Public data that an instance caches (today the candidate lists) is validated against one
// version number kept in the database. Writers bump it in their own
// transaction; readers compare one primary-key lookup against what they cached.

export const PUBLIC_CONTENT = 'public';

export async function currentContentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(sql`${contentVersions.name} = ${PUBLIC_CONTENT}`);
  return row?.version ?? 0;
}

export async function bumpContentVersion(db: Db | Tx): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ name: PUBLIC_CONTENT, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.name,
      set: { version: sql`${contentVersions.version} + 1` },
    });
}
