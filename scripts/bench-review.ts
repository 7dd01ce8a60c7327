// npm run bench:review: the review queue at the busy weeks' size (docs/moderation.md). One
// municipality has 2,000 pending submissions (every tenth with a flag, every twentieth not
// matching the official list, every twenty-fifth a correction); the script pages the queue,
// searches it, filters "Valmiit hyväksyttäviksi" and bulk-approves every ready submission, on
// the embedded database (in-memory PGlite) and, with DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; BENCH_PG=0 skips it), on PostgreSQL in a database the
// script creates and drops. Targets: a list page or filter in 1 s, the bulk approval in 3 s.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { and, count, eq } from 'drizzle-orm';
import { submissionListQuerySchema } from '#core/admin-schemas';
import { openDatabase, type DatabaseOptions, type Db } from '#server/db/client';
import {
  auditLog,
  candidates,
  candidateSubmissions,
  officialCandidates,
  participatingMunicipalities,
} from '#server/db/schema';
import { bootstrapDatabase } from '#server/db/seed';
import { createLogger } from '#server/logger';
import type { Mailer } from '#server/mail/mailer';
import { approveMany } from '#server/features/submissions/bulk-approve';
import { listPendingSubmissions } from '#server/features/submissions/submissions.service';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const MUNICIPALITY = '091';
const LIST_TARGET_MS = 1000;
const BULK_TARGET_MS = 3000;
const actor = { id: null, email: 'bench@example.fi' };
const log = createLogger('silent');
// Nothing is emailed in the benchmark (notify: false), so no mailer is used.
const mailer = {} as Mailer;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (n: number) => `${Math.round(n).toLocaleString('fi')} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

const FIRST = ['Aino', 'Eino', 'Helmi', 'Väinö', 'Elsa', 'Toivo', 'Saima', 'Lauri'];
const LAST = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine'];
const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]!} ${LAST[Math.floor(i / FIRST.length) % LAST.length]!}${'a'.repeat(Math.floor(i / 48))}`;
const JUSTIFICATION =
  'Palvelut pitää turvata lähellä ihmisiä, ja kunnan on kuunneltava ikääntyneitä ennen päätöksiä. Tämä on minulle tärkeä asia, koska olen nähnyt sen omassa arjessani.';

async function seed(db: Db) {
  await db
    .insert(participatingMunicipalities)
    .values({ municipalityId: MUNICIPALITY })
    .onConflictDoNothing();
  const official = Array.from({ length: SUBMISSIONS }, (_, i) => {
    const [first, ...last] = nameOf(i).split(' ');
    return {
      municipalityId: MUNICIPALITY,
      candidateNumber: i + 2,
      firstName: first!,
      lastName: last.join(' '),
      party: 'Keskusta',
    };
  });
  for (let i = 0; i < official.length; i += 500) {
    await db.insert(officialCandidates).values(official.slice(i, i + 500));
  }
  // The published candidates that every twenty-fifth submission corrects.
  const published = await db
    .insert(candidates)
    .values(
      Array.from({ length: Math.ceil(SUBMISSIONS / 25) }, (_, i) => ({
        name: nameOf(i * 25),
        age: 70,
        party: 'Keskusta',
        answers: Array.from({ length: 25 }, () => 3),
        answerJustifications: Array.from({ length: 25 }, () => ''),
        municipalityId: MUNICIPALITY,
        votingNumber: i * 25 + 2,
      })),
    )
    .returning({ id: candidates.id });
  const rows = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    name: i % 20 === 7 ? `Väärä ${nameOf(i)}` : nameOf(i),
    age: 65 + (i % 20),
    party: 'Keskusta',
    answers: Array.from({ length: 25 }, (_, q) => ((i + q) % 5) + 1),
    answerJustifications: Array.from({ length: 25 }, (_, q) =>
      i % 10 === 3 && q === 12 ? `${JUSTIFICATION} Lisää: www.esimerkki.fi` : JUSTIFICATION,
    ),
    municipalityId: MUNICIPALITY,
    votingNumber: i + 2,
    status: 'pending' as const,
    candidateId: i % 25 === 0 ? published[i / 25]!.id : null,
    createdAt: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 250) {
    await db.insert(candidateSubmissions).values(rows.slice(i, i + 250));
  }
}

async function bench(label: string, options: DatabaseOptions) {
  const database = await openDatabase(options);
  const db = database.db;
  try {
    await bootstrapDatabase(db, 'jarjestelma');
    await seed(db);
    console.log(`\n== ${label}: ${SUBMISSIONS.toLocaleString('fi')} pending submissions ==`);
    const q = (query: Record<string, string>) => submissionListQuerySchema.parse(query);
    const verdict = (n: number, target: number) =>
      `target ${ms(target)}: ${n <= target ? 'within target' : 'OVER TARGET'}`;
    const line = (what: string, n: number, target: number) =>
      console.log(`${what.padEnd(52)} ${ms(n).padStart(9)}   ${verdict(n, target)}`);

    const [first, firstMs] = await timed(() => listPendingSubmissions(db, MUNICIPALITY, q({})));
    line(`list, page 1 (${first.items.length} of ${first.total})`, firstMs, LIST_TARGET_MS);
    const [, lastMs] = await timed(() =>
      listPendingSubmissions(db, MUNICIPALITY, q({ page: String(Math.ceil(first.total / 50)) })),
    );
    line('list, last page', lastMs, LIST_TARGET_MS);
    const [found, searchMs] = await timed(() =>
      listPendingSubmissions(db, MUNICIPALITY, q({ search: 'mäkinen' })),
    );
    line(`search "mäkinen" (${found.total} found)`, searchMs, LIST_TARGET_MS);
    const [ready, readyMs] = await timed(() =>
      listPendingSubmissions(db, MUNICIPALITY, q({ ready: 'true', page_size: '200' })),
    );
    line(`filter ready, page 1 (${ready.items.length} of ${ready.total})`, readyMs, LIST_TARGET_MS);

    // Every ready submission's id, as the admin would select them page by page.
    const ids: number[] = [];
    for (let page = 1; ids.length < ready.total; page++) {
      const next = await listPendingSubmissions(
        db,
        MUNICIPALITY,
        q({ ready: 'true', page_size: '200', page: String(page) }),
      );
      ids.push(...next.items.map((item) => item.id));
    }
    const [result, bulkMs] = await timed(() =>
      approveMany(db, MUNICIPALITY, ids, actor, { notify: false, mailer, log }),
    );
    line(`bulk approve ${result.approved.length} in one action`, bulkMs, BULK_TARGET_MS);
    const [audit] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'submission.approve'), eq(auditLog.municipalityId, MUNICIPALITY)),
      );
    if (result.approved.length !== ids.length || audit?.n !== ids.length) {
      throw new Error(`expected ${ids.length} approvals and audit rows, got ${audit?.n ?? 0}`);
    }
    const [left, leftMs] = await timed(() => listPendingSubmissions(db, MUNICIPALITY, q({})));
    line(`list after approval (${left.total} left for a person)`, leftMs, LIST_TARGET_MS);
  } finally {
    await database.close();
  }
}

console.log(`load at start: ${load()}`);
await bench('PGlite (embedded, in memory)', { kind: 'pglite', dataDir: null });
if (process.env.BENCH_PG !== '0') {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `vk_bench_review_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', { kind: 'postgres', url: url.toString(), poolSize: 2 });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\nload at end: ${load()}`);
