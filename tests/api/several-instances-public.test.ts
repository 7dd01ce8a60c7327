import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnotherInstance,
  createTestContext,
  testsUsePostgres,
  type TestContext,
} from '../factories';
import { eventually, publicChanges, warm } from '../public-changes';

// Several instances on one PostgreSQL database each keep the public answers in memory. A change
// made through one reaches the others by NOTIFY, or by the periodic version check when the
// listening connection is down (docs/decisions/0005-public-cache-version.md). PGlite is one
// process's embedded database, so a second instance exists only on PostgreSQL.

const NEVER = 3_600_000;

/** Ends every connection of `instance` (its pool and its listener) from the server side. */
async function terminateConnections(instance: TestContext, url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [instance.database.applicationName],
    );
  } finally {
    await admin.end();
  }
}

describe.skipIf(!testsUsePostgres())(
  'public answers across two instances (PostgreSQL only)',
  () => {
    let a: TestContext;
    beforeAll(async () => {
      a = await createTestContext();
    });
    afterAll(() => a.close());

    it('every kind of admin change made through A shows on B by notification', async () => {
      // B never checks the version row on its own here: only a notification can tell it.
      const b = await createAnotherInstance(a, { changes: { checkIntervalMs: NEVER } });
      try {
        await eventually(async () => b.database.changes.listenerPid() !== null, 'B listens');
        for (const change of await publicChanges(a, 'kaksi')) {
          await warm(b);
          expect(await change.shows(b), `${change.name} on B before`).toBe(false);
          await change.make();
          expect(await change.shows(a), `${change.name} on A`).toBe(true);
          await eventually(() => change.shows(b), `${change.name} on B`);
        }
      } finally {
        await b.close();
      }
    });

    it('changes still reach B by the periodic check while its listening connection is down', async () => {
      // B does not reconnect its listener during this test; it reads the version row every 100 ms.
      // With every connection of B gone, only that check reaches the database again (the pooled
      // connection it opens also LISTENs, so a change may arrive either way, but only through it).
      const b = await createAnotherInstance(a, {
        changes: { checkIntervalMs: 100, reconnectDelayMs: { first: NEVER, max: NEVER } },
      });
      try {
        await eventually(async () => b.database.changes.listenerPid() !== null, 'B listens');
        const changes = await publicChanges(a, 'varalla');
        await warm(b);
        // Every connection of B goes, so no notification can reach it through an old one.
        await terminateConnections(b, a.databaseUrl!);
        await eventually(
          async () => b.database.changes.listenerPid() === null,
          'B stops listening',
        );
        for (const change of changes) {
          await warm(b);
          await change.make();
          await eventually(() => change.shows(b), `${change.name} on B`);
          expect(b.database.changes.listenerPid()).toBeNull();
        }
      } finally {
        await b.close();
      }
    });

    it('B reconnects its listening connection after it is killed and hears changes again', async () => {
      const b = await createAnotherInstance(a, {
        changes: { checkIntervalMs: NEVER, reconnectDelayMs: { first: 50, max: 200 } },
      });
      try {
        await eventually(async () => b.database.changes.listenerPid() !== null, 'B listens');
        const first = b.database.changes.listenerPid();
        const [approval] = await publicChanges(a, 'uudelleen');
        await warm(b);
        await terminateConnections(b, a.databaseUrl!);
        await eventually(async () => {
          const pid = b.database.changes.listenerPid();
          return pid !== null && pid !== first;
        }, 'B listens again');
        await approval!.make();
        await eventually(() => approval!.shows(b), 'approval on B');
      } finally {
        await b.close();
      }
    });
  },
);
