import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { buildDeps } from '#server/deps';
import { openDatabase } from '#server/db/client';
import { authVerification } from '#server/db/schema';
import { BACKUP_TMP_DIR } from '#server/features/backup/backup.routes';
import { restoreBackup } from '#server/features/backup/restore';
import { createLogger } from '#server/logger';
import {
  createTestContextWithSmtp,
  signedInUser,
  type SmtpTestContext,
  TEST_PASSWORD,
  testConfig,
} from '../factories';
import { request } from '#tests/request';

// Issue #32 F2 and F3, on both databases: a backup holds no secret that works on its own (a
// live password-reset token, a session token), a restored system still signs its admins in, and
// a download that is not read does not hold the database.

const EMAIL = 'varmistaja@example.fi';
let t: SmtpTestContext;
let cookie: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-backup-secrets-'));
beforeAll(async () => {
  t = await createTestContextWithSmtp();
  cookie = await signedInUser(t, { email: EMAIL, superAdmin: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const post = (p: string, body: unknown) => request(t, p, { body });
const backup = () => t.app.request('/api/admin/backup', { headers: { Cookie: cookie } });

describe('a backup (issue #32 F2)', () => {
  it('holds no live reset or session token, and a restored system signs its admins in', async () => {
    expect((await post('/api/auth/request-password-reset', { email: EMAIL })).status).toBe(200);
    const mail = await t.smtp.nextTo(EMAIL, () => t.deps.mailer.deliverDue());
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    // The database keeps only a hash of the identifier.
    const stored = await t.database.db.select().from(authVerification);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.identifier).not.toContain(token);

    const res = await backup();
    expect(res.status).toBe(200);
    const dump = await res.text();
    expect(dump).toMatch(/COMMIT;\n-- Valmis: [^\n]*\n$/);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('reset-password:');
    const sessionToken = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(
      '.',
    )[0]!;
    expect(dump).not.toContain(sessionToken);
    // Password hashes stay: they are what lets the admins back in.
    expect(dump).toContain('auth_account');

    // The reset still works with the mailed link.
    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'uusi-varmistajan-salasana',
    });
    expect(reset.status).toBe(200);

    // Restored into an empty embedded database, the admin signs in with the password they had
    // when the backup was made.
    const file = path.join(tmp, 'backup.sql');
    fs.writeFileSync(file, dump, { mode: 0o600 });
    const dataDir = path.join(tmp, 'restored');
    await restoreBackup(file, { kind: 'pglite', dataDir });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const config = testConfig({ dataDir: path.join(tmp, 'restored-app') });
    const deps = buildDeps(config, database, createLogger('silent'));
    try {
      const app = createApp(deps);
      const signIn = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
        body: JSON.stringify({ email: EMAIL, password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const sessions = await database.db.execute(sql`select count(*)::int as n from auth_session`);
      expect((sessions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await deps.mailer.stop();
      await database.close();
    }
  });
});

describe('a backup download (issue #32 F3)', () => {
  it('does not hold the database while the client does not read it', async () => {
    // The reset above ended the first admin's sessions.
    cookie = await signedInUser(t, { email: 'toinen-varmistaja@example.fi', superAdmin: true });
    const download = await backup();
    expect(download.status).toBe(200);
    // Nothing of the body has been read; the database answers reads and writes meanwhile.
    const stalled = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 20_000));
    const work = (async () => {
      const visit = await post('/api/statistics/visits', {
        p_user_uuid: crypto.randomUUID(),
        p_municipality_id: '091',
      });
      const list = await t.app.request('/api/municipalities/091/candidates');
      const admin = await t.app.request('/api/admin/users', { headers: { Cookie: cookie } });
      return [visit.status, list.status, admin.status];
    })();
    expect(await Promise.race([work, stalled])).toEqual([200, 200, 200]);
    // The dump went through a private file in DATA_DIR that is already gone.
    expect(fs.readdirSync(path.join(t.config.dataDir, BACKUP_TMP_DIR))).toEqual([]);
    expect(await download.text()).toMatch(/COMMIT;\n-- Valmis: [^\n]*\n$/);
  });
});
