import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../scripts/test-postgres';
import { upsertPasswordUser, setMembership } from '#server/auth/accounts';
import { openDatabase } from '#server/db/client';
import { systemSettings } from '#server/db/schema';
import { bootstrapDatabase, ensureOrganization } from '#server/db/seed';
import { downloadBackup, dumpToFile } from '#server/features/backup/backup-file';
import { readLocalAccess } from '#server/features/backup/local-access';
import { restoreBackup } from '#server/features/backup/restore';
import { createDatabasePhotoStorage } from '#server/storage/photo-storage';
import { createLogger } from '#server/logger';
import { startServer, type RunningServer } from '#server/server';
import { candidateForm, insertAccessCode, insertCandidate, consentsGiven } from '../data';
import { testConfig, testsUsePostgres } from '../factories';

// Issue #21: the move from the embedded database to PostgreSQL. Data is made on PGlite in a
// DATA_DIR, the running server makes the backup (npm run backup's path: the local token), the
// backup goes into an empty PostgreSQL database, and a server on DATABASE_URL serves it all.

const PASSWORD = 'siirron-salasana-123';
const EMAIL = 'paakayttaja@example.fi';
const PHOTO = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 0xff, 0xfe, 0x27, 0x5c, 0x0a]);
const logger = createLogger('silent');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-move-'));
let pgServer: TestPostgres | null = null;
const running: RunningServer[] = [];

afterAll(async () => {
  for (const s of running) await s.stop();
  await pgServer?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function signIn(url: string, origin: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** What a visitor and the admin see: compared before and after the move. */
async function observe(url: string, origin: string, photoKey: string) {
  const cookie = await signIn(url, origin);
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${p}`, { headers: { Cookie: cookie, ...headers } });
    expect(res.status, p).toBe(200);
    return res;
  };
  const photo = await get(`/uploads/${photoKey}`);
  return {
    candidates: await (await get('/api/municipalities/091/candidates')).json(),
    settings: await (await get('/api/settings/public')).json(),
    statistics: await (await get('/api/admin/statistics')).json(),
    submissions: await (await get('/api/admin/municipalities/091/submissions')).json(),
    codes: await (await get('/api/admin/municipalities/091/access-codes')).json(),
    users: await (await get('/api/admin/users')).json(),
    photo: Buffer.from(await photo.arrayBuffer()),
    photoType: photo.headers.get('content-type'),
  };
}

/** The backup's rows (everything after the schema), without its time stamp. */
const rowsOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n-- Tiedot\n')[1];

describe.skipIf(testsUsePostgres())('the move from the embedded database to PostgreSQL', () => {
  it(
    'keeps municipalities, settings, candidates with photos, submissions, codes, admins and statistics',
    { timeout: 300_000 },
    async () => {
      const dataDir = path.join(tmp, 'data');
      const config = testConfig({ dataDir, port: 0 });

      // The embedded database's data, made as the app makes it.
      const embedded = await openDatabase({ kind: 'pglite', dataDir });
      await bootstrapDatabase(embedded.db, config.systemOrgSlug);
      const user = await upsertPasswordUser(embedded.db, {
        email: EMAIL,
        name: 'Pää Käyttäjä',
        password: PASSWORD,
      });
      await setMembership(
        embedded.db,
        user.id,
        await ensureOrganization(embedded.db, config.systemOrgSlug, 'Järjestelmän ylläpito'),
        'admin',
      );
      const photoKey = await createDatabasePhotoStorage(embedded.db).putNew(
        'candidates/siirto',
        'webp',
        PHOTO,
        'image/webp',
      );
      const candidate = await insertCandidate(embedded.db, {
        municipalityId: '091',
        name: "Åke O'Brien-Äyräpää",
        image: `/uploads/${photoKey}`,
        answerJustifications: Array.from({ length: 25 }, (_, i) =>
          i === 0 ? 'Rivi 1\nrivi 2; "lainaus" \\ ja \'heittomerkki\'' : '',
        ),
      });
      await insertAccessCode(embedded.db, { municipalityId: '091', email: 'ehdokas@example.fi' });
      const code = await insertAccessCode(embedded.db, { municipalityId: '091' });
      await embedded.db
        .insert(systemSettings)
        .values({ key: 'siirtotesti', value: { teksti: 'ä ö å', luku: 1.5 } })
        .onConflictDoNothing();
      await embedded.close();
      expect(candidate.id).toBeGreaterThan(0);

      // The embedded server runs; visits and matches come in; the backup is made by it.
      const before = await startServer(config, logger);
      running.push(before);
      for (let i = 0; i < 3; i++) {
        const visit = await fetch(`${before.url}/api/statistics/visits`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
          body: JSON.stringify({ p_user_uuid: `kavija-${i}`, p_municipality_id: '091' }),
        });
        expect(visit.status).toBeLessThan(300);
        const match = await fetch(`${before.url}/api/matches`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
          body: JSON.stringify({
            municipality_id: '091',
            user_id: `kavija-${i}`,
            match_percentage: 40 + i * 10,
            category_matches: { Palvelut: 50 },
            candidate_id: candidate.id,
          }),
        });
        expect(match.status).toBeLessThan(300);
      }
      const submitted = await fetch(`${before.url}/api/candidate-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
        body: JSON.stringify({
          code: code.code,
          consents: consentsGiven(),
          form_data: candidateForm({ name: 'Lähetetty Ehdokas' }),
        }),
      });
      expect(submitted.status).toBeLessThan(300);
      const seen = await observe(before.url, config.publicUrl, photoKey);
      const access = readLocalAccess(dataDir);
      expect(access).not.toBeNull();
      const file = path.join(tmp, 'varmuuskopio.sql');
      await downloadBackup(access!, file);
      await before.stop();
      expect(readLocalAccess(dataDir)).toBeNull();
      expect(fs.statSync(file).mode & 0o077).toBe(0);

      // Into an empty PostgreSQL database; a second restore is refused.
      pgServer = await startTestPostgres();
      await restoreBackup(file, { kind: 'postgres', url: pgServer.url });
      await expect(restoreBackup(file, { kind: 'postgres', url: pgServer.url })).rejects.toThrow(
        /ei ole tyhjä/,
      );

      // Every row: a backup of the restored database has exactly the rows of the first.
      const database = await openDatabase({ kind: 'postgres', url: pgServer.url, migrate: false });
      const again = path.join(tmp, 'uudelleen.sql');
      try {
        await dumpToFile(database, again);
      } finally {
        await database.close();
      }
      expect(rowsOf(again)).toBe(rowsOf(file));
      // A server on DATABASE_URL: the same rows, the same password, statistics and photos.
      const after = await startServer(
        testConfig({ databaseUrl: pgServer.url, authSecret: 'x'.repeat(40), port: 0 }),
        logger,
      );
      running.push(after);
      const moved = await observe(after.url, config.publicUrl, photoKey);
      expect(moved).toEqual(seen);
      expect(moved.photo.equals(PHOTO)).toBe(true);
      expect(JSON.stringify(moved.candidates)).toContain("Åke O'Brien-Äyräpää");
    },
  );
});
