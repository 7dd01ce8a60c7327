// The floors of the load benchmarks: a bare node:http server, started by
// scripts/bench-load-support.ts in a process of its own on 127.0.0.1:FLOOR_PORT.
// - FLOOR_MODE=read: answers every GET with the bytes and headers our server sent for the
//   candidate list (FLOOR_BODY_FILE, FLOOR_HEADERS), from memory.
// - FLOOR_MODE=files (bench:peak): answers each GET with the bytes and headers our server sent
//   for that path (FLOOR_FILES_DIR/manifest.json lists them), from memory, and every POST with a
//   small fixed JSON body once its body is read.
// - FLOOR_MODE=write: POST /api/statistics/visits and POST /api/matches do the same INSERT as
//   our server into tables identical to ours that no statistics summarizer reads
//   (bench_floor_visits, bench_floor_matches), through a bare `pg` pool of 10 on FLOOR_DATABASE_URL. No validation,
//   no limits, no logging: what is left is the database's share.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.FLOOR_PORT);
const mode = process.env.FLOOR_MODE;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function readHandler(): http.RequestListener {
  const body = fs.readFileSync(process.env.FLOOR_BODY_FILE!);
  const headers = {
    ...(JSON.parse(process.env.FLOOR_HEADERS!) as Record<string, string>),
    'content-length': String(body.length),
  };
  return (req, res) => {
    if (req.url === '/ready') return void res.end('ok');
    res.writeHead(200, headers);
    res.end(body);
  };
}

function filesHandler(): http.RequestListener {
  const dir = process.env.FLOOR_FILES_DIR!;
  const manifest = JSON.parse(fs.readFileSync(`${dir}/manifest.json`, 'utf8')) as {
    path: string;
    file: string;
    headers: Record<string, string>;
  }[];
  const files = new Map(
    manifest.map((entry) => {
      const body = fs.readFileSync(`${dir}/${entry.file}`);
      return [
        entry.path,
        { body, headers: { ...entry.headers, 'content-length': String(body.length) } },
      ];
    }),
  );
  const written = Buffer.from('{"success":true,"recorded":true}');
  const writtenHeaders = {
    'content-type': 'application/json',
    'content-length': String(written.length),
  };
  return (req, res) => {
    if (req.url === '/ready') return void res.end('ok');
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, writtenHeaders);
        res.end(written);
      });
      return;
    }
    const file = files.get(req.url ?? '');
    if (!file) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(200, file.headers);
    res.end(file.body);
  };
}

function writeHandler(): http.RequestListener {
  const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  const json = (res: http.ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  return (req, res) => {
    if (req.url === '/ready') return void res.end('ok');
    const work = async () => {
      const input = JSON.parse(await readBody(req)) as Record<string, unknown>;
      if (req.url === '/api/statistics/visits') {
        const { rowCount } = await pool.query(
          `insert into bench_floor_visits (municipality_id, user_uuid, city, visit_day)
           values ($1, $2, 'Helsinki', (now() at time zone 'Europe/Helsinki')::date)
           on conflict do nothing returning id`,
          [input.p_municipality_id, input.p_user_uuid],
        );
        return json(res, 200, { success: true, recorded: rowCount === 1 });
      }
      if (req.url === '/api/matches') {
        await pool.query(
          `insert into bench_floor_matches
             (municipality_id, user_id, match_percentage, category_matches, candidate_id)
           values ($1, $2, $3, $4, $5)`,
          [
            input.municipality_id,
            input.user_id,
            input.match_percentage,
            JSON.stringify(input.category_matches),
            input.candidate_id,
          ],
        );
        return json(res, 200, { success: true });
      }
      json(res, 404, { error: { code: 'not_found', message: 'Not found' } });
    };
    work().catch((err: unknown) => {
      console.error(err);
      json(res, 500, { error: { code: 'internal', message: String(err) } });
    });
  };
}

const handler =
  mode === 'read' ? readHandler() : mode === 'files' ? filesHandler() : writeHandler();
const server = http.createServer(handler);
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
