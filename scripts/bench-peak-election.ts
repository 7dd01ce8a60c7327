// The election that npm run bench:peak runs on, and what a voter's browser asks of it.
// - `national` (the default): 292 municipalities, 35,000 approved candidates, Helsinki 1,200
//   (scripts/national-data.ts), demo mode off; `demo` (BENCH_PEAK_SEED=demo): the demo's three
//   municipalities (Helsinki, Tampere, Turku) in demo mode with one real candidate each.
// - Pending submissions in every municipality, for the admin who approves during the second pass,
//   and the first admin (the create-admin CLI, which also migrates the empty database).
// - A voter session as the voter pages send it (src/web/features/voter/): the municipality with
//   its statements, the visit, the ranking file (prefetched on the review page), the saved match
//   and the profiles file once the results are on screen, and the details file for the share of
//   voters who open a candidate's answers. Photos are immutable and cached, so not fetched.
// - Every file of every municipality read once from an instance: warms its cache, as on election
//   eve, and gives the floor the same bytes to answer.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count, min } from 'drizzle-orm';
import { CATEGORIES } from '#core/questions';
import { createRng } from '#core/random';
import { openDatabase } from '#server/db/client';
import { candidates, candidateSubmissions } from '#server/db/schema';
import { addressFor, createBenchAdmin } from './bench-load-support';
import { nationalPlan, seedElection } from './national-data';
import { spread, weightedPicker, type SessionPlan } from './bench-peak-sessions';

export const ADMIN = { email: 'peak-admin@example.fi', password: 'peak-admin-salasana-pitka' };
/** Voters who open a candidate's answers and so fetch the details file. */
export const DETAILS_SHARE = 0.3;
const PENDING_PER_MUNICIPALITY = 3;
const DEMO_MUNICIPALITIES = ['091', '837', '853'];

export interface Election {
  /** Each municipality with its candidates (the sessions' weight) and one real candidate's id. */
  municipalities: { id: string; candidates: number; candidateId: number }[];
  /** Pending submissions, shuffled: the admin approves them in this order. */
  pending: { municipalityId: string; id: number }[];
}

interface Site {
  publicUrl: string;
  authSecret: string;
}

/** Creates the first admin (migrating the database), seeds the election and the pending queue. */
export async function seedBenchElection(
  databaseUrl: string,
  site: Site,
  kind: 'national' | 'demo',
): Promise<Election> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-peak-admin-'));
  try {
    createBenchAdmin(ADMIN, {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: site.publicUrl,
      AUTH_SECRET: site.authSecret,
      LOG_LEVEL: 'warn',
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const db = database.db;
    const plan =
      kind === 'national'
        ? nationalPlan()
        : DEMO_MUNICIPALITIES.map((municipalityId) => ({ municipalityId, count: 1 }));
    await seedElection(db, plan, { demoOff: kind === 'national' });
    const firsts = await db
      .select({ municipalityId: candidates.municipalityId, id: min(candidates.id), n: count() })
      .from(candidates)
      .groupBy(candidates.municipalityId);
    const byId = new Map(firsts.map((r) => [r.municipalityId, r]));
    const rows = plan.flatMap(({ municipalityId }) =>
      Array.from({ length: PENDING_PER_MUNICIPALITY }, (_, i) => ({
        name: `Odottava Ehdokas ${String(i + 1)}`,
        age: 66 + i,
        party: 'Sitoutumaton',
        answers: Array.from({ length: 25 }, (_, q) => ((q + i) % 5) + 1),
        answerJustifications: Array.from({ length: 25 }, () => ''),
        municipalityId,
        votingNumber: 9000 + i,
        status: 'pending' as const,
      })),
    );
    const pending: Election['pending'] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await db
        .insert(candidateSubmissions)
        .values(rows.slice(i, i + 500))
        .returning({
          id: candidateSubmissions.id,
          municipalityId: candidateSubmissions.municipalityId,
        });
      pending.push(...inserted);
    }
    const rng = createRng(37);
    for (let i = pending.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [pending[i], pending[j]] = [pending[j]!, pending[i]!];
    }
    return {
      municipalities: plan.map(({ municipalityId }) => {
        const row = byId.get(municipalityId);
        if (!row?.id) throw new Error(`no candidate seeded in ${municipalityId}`);
        return { id: municipalityId, candidates: row.n, candidateId: row.id };
      }),
      pending,
    };
  } finally {
    await database.close();
  }
}

const BROWSER_ENCODINGS = 'gzip, deflate, br';
const FILES = ['', '/candidates/ranking', '/candidates/profiles', '/candidates/details'];

/** Voter sessions spread over the municipalities by their candidates (Helsinki most). */
export function voterSessions(election: Election, publicUrl: string, run: string): SessionPlan {
  const pick = weightedPicker(
    election.municipalities.map((m) => ({ value: m, weight: m.candidates })),
  );
  const categories = Object.fromEntries(CATEGORIES.map((c, i) => [c, 40 + i * 7]));
  return (n) => {
    const m = pick(spread(n));
    const voter = `peak-${run}-${String(n)}`;
    const browser = { 'accept-encoding': BROWSER_ENCODINGS, 'x-forwarded-for': addressFor(n) };
    const write = { ...browser, origin: publicUrl, 'content-type': 'application/json' };
    const file = (kind: string, suffix: string) => ({
      kind,
      method: 'GET' as const,
      path: `/api/municipalities/${m.id}${suffix}`,
      headers: browser,
    });
    return [
      file('municipality', ''),
      {
        kind: 'visit',
        method: 'POST',
        path: '/api/statistics/visits',
        headers: write,
        body: JSON.stringify({ p_user_uuid: voter, p_municipality_id: m.id }),
      },
      file('ranking', '/candidates/ranking'),
      {
        kind: 'match',
        method: 'POST',
        path: '/api/matches',
        headers: write,
        body: JSON.stringify({
          municipality_id: m.id,
          user_id: voter,
          match_percentage: 73.5,
          category_matches: categories,
          candidate_id: m.candidateId,
        }),
      },
      file('profiles', '/candidates/profiles'),
      ...(spread(n, Math.SQRT2 - 1) < DETAILS_SHARE
        ? [file('details', '/candidates/details')]
        : []),
    ];
  };
}

export interface CapturedFile {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

function getRaw(baseURL: string, urlPath: string): Promise<CapturedFile> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseURL}${urlPath}`,
      { headers: { 'accept-encoding': BROWSER_ENCODINGS, 'x-forwarded-for': '10.255.0.1' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) {
            reject(new Error(`${urlPath}: ${String(res.statusCode)}`));
            return;
          }
          const headers: Record<string, string> = {};
          for (const name of [
            'content-type',
            'content-encoding',
            'etag',
            'cache-control',
            'vary',
          ]) {
            const value = res.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ path: urlPath, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
  });
}

/** Reads every file of every municipality once (four at a time): the cache is warm after it. */
export async function readEveryFile(baseURL: string, election: Election): Promise<CapturedFile[]> {
  const paths = election.municipalities.flatMap((m) =>
    FILES.map((suffix) => `/api/municipalities/${m.id}${suffix}`),
  );
  const files: CapturedFile[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) files.push(await getRaw(baseURL, paths[next++]!));
    }),
  );
  return files;
}

/** Writes the files for the floor (scripts/bench-floor.ts, FLOOR_MODE=files) into `dir`. */
export function writeFloorFiles(dir: string, files: readonly CapturedFile[]): number {
  let bytes = 0;
  const manifest = files.map((f, i) => {
    fs.writeFileSync(path.join(dir, `${String(i)}.bin`), f.body);
    bytes += f.body.byteLength;
    return { path: f.path, file: `${String(i)}.bin`, headers: f.headers };
  });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return bytes;
}
