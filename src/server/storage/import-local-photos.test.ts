import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#tests/factories';
import { photos } from '../db/schema';
import { createLogger } from '../logger';
import { importLocalPhotos } from './import-local-photos';

// An install from before photos moved into the database: its files under DATA_DIR/uploads are
// copied in once on start, keep their URLs and age, and leave the disk.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe('photos left on disk by an earlier version', () => {
  it('moves them into the database once, keeping their URL and age, and logs one line', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'candidates', '091');
    fs.mkdirSync(folder, { recursive: true });
    const old = new Date('2026-01-02T03:04:05Z');
    const files = {
      '1700000000000_0a1b2c3d4e5f.webp': Buffer.from('RIFF0000WEBPvanha'),
      '1700000000001_0a1b2c3d4e60.webp': Buffer.from('RIFF0000WEBPtoinen'),
    };
    for (const [name, bytes] of Object.entries(files)) {
      fs.writeFileSync(path.join(folder, name), bytes);
      fs.utimesSync(path.join(folder, name), old, old);
    }
    // A key already in the table (an earlier start that stopped midway) is never overwritten.
    const kept = 'candidates/091/1700000000001_0a1b2c3d4e60.webp';
    await t.database.db.insert(photos).values({
      key: kept,
      contentType: 'image/webp',
      bytes: Buffer.from('jo tallessa'),
      size: 11,
    });

    const { log, lines } = capture();
    expect(await importLocalPhotos(t.database.db, t.config.dataDir, log)).toBe(1);
    expect(
      lines.filter((l) => l.msg === 'photos moved from DATA_DIR/uploads into the database'),
    ).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ imported: 1 });

    const served = await t.app.request('/uploads/candidates/091/1700000000000_0a1b2c3d4e5f.webp');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      files['1700000000000_0a1b2c3d4e5f.webp'],
    );
    const [row] = await t.database.db
      .select({ createdAt: photos.createdAt })
      .from(photos)
      .where(eq(photos.key, 'candidates/091/1700000000000_0a1b2c3d4e5f.webp'));
    expect(row!.createdAt.toISOString()).toBe(old.toISOString());
    expect(
      Buffer.from(await (await t.app.request(`/uploads/${kept}`)).arrayBuffer()).toString(),
    ).toBe('jo tallessa');

    // The files are gone, so a photo deleted later cannot come back on the next start.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    const again = capture();
    expect(await importLocalPhotos(t.database.db, t.config.dataDir, again.log)).toBe(0);
    expect(again.lines).toEqual([]);
  });
});
