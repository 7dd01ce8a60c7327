// npm run test:screen-reader [journey ...]: a real screen reader through the voter's journeys.
// Builds the app, starts it in demo mode on a DATA_DIR of its own, and for each journey in
// scripts/screen-reader/journeys/ starts Orca on a virtual display reading Debian's Chromium
// (scripts/screen-reader/start.sh), presses the journey's keys (drive.py), and checks what Orca
// said (scripts/screen-reader/transcript.ts). Transcripts go to .tmp/screen-reader/. Needs the
// Debian packages of scripts/screen-reader/install.sh; not part of `npm test` (docs/screen-reader.md).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, createAdminCli, E2E_ADMIN, startAppProcess } from '../tests/e2e/global-setup';
import {
  checkTranscript,
  parseTranscript,
  type Problem,
  type Step,
} from './screen-reader/transcript';

const ROOT = path.resolve(import.meta.dirname, '..');
const HERE = path.join(ROOT, 'scripts', 'screen-reader');
const OUT = path.join(ROOT, '.tmp', 'screen-reader');
/** One journey takes about four minutes; a hung Orca or Chromium must not hold CI. */
const JOURNEY_TIMEOUT_MS = 12 * 60_000;
/** Which statements each journey's language reads, from the public API. */
const LANGUAGE_OF: Record<string, 'fi' | 'sv'> = { 'voter-sv': 'sv' };
/** Journeys whose statements come in the voter's own order ("Lyhyempi versio"). */
const ANY_ORDER = new Set(['voter-shorter']);

function missingTools(): string[] {
  const need = ['/usr/bin/orca', '/usr/bin/Xvfb', '/usr/bin/xdotool', '/usr/bin/chromium'];
  const missing = need.filter((file) => !fs.existsSync(file));
  const pyatspi = spawnSync('/usr/bin/python3', ['-c', 'import pyatspi'], { stdio: 'ignore' });
  if (pyatspi.status !== 0) missing.push('python3-pyatspi');
  return missing;
}

/** A display number nobody uses (another run, another developer's Xvfb). */
function freeDisplay(): string {
  for (let n = 140; n < 240; n += 1) {
    if (
      !fs.existsSync(`/tmp/.X11-unix/X${String(n)}`) &&
      !fs.existsSync(`/tmp/.X${String(n)}-lock`)
    ) {
      return String(n);
    }
  }
  throw new Error('No free X display number between 140 and 239.');
}

async function statementsOf(baseURL: string, language: 'fi' | 'sv'): Promise<string[]> {
  const prefix = language === 'sv' ? '/sv' : '';
  const res = await fetch(`${baseURL}/api/municipalities/091?lang=${language}`, {
    headers: { 'Accept-Language': language, Referer: `${baseURL}${prefix}/` },
  });
  if (!res.ok) throw new Error(`GET /api/municipalities/091: ${String(res.status)}`);
  const body = (await res.json()) as { questions: { id: number; text: string }[] };
  return body.questions.map((question) => question.text);
}

/** The statements in plain Finnish (Selkokieli), in the order of the standard ones. */
async function plainStatementsOf(baseURL: string): Promise<string[]> {
  const headers = { Referer: `${baseURL}/` };
  const standard = await fetch(`${baseURL}/api/municipalities/091`, { headers });
  const plain = await fetch(`${baseURL}/api/municipalities/091/selkokieli`, { headers });
  if (!standard.ok || !plain.ok) throw new Error('GET /api/municipalities/091 (selkokieli)');
  const { questions } = (await standard.json()) as { questions: { id: number; text: string }[] };
  const texts = new Map(
    ((await plain.json()) as { questions: { id: number; text: string }[] }).questions.map((q) => [
      q.id,
      q.text,
    ]),
  );
  return questions.map((question) => texts.get(question.id) ?? question.text);
}

/** An access code for Helsinki, made as an admin makes one (no mail sent). */
async function accessCode(baseURL: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: baseURL };
  const signIn = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`Admin sign-in: ${String(signIn.status)}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseURL}/api/admin/municipalities/091/access-codes`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      emails: ['ruudunlukija@example.fi'],
      valid_days: 14,
      send_email: false,
    }),
  });
  if (res.status !== 201) throw new Error(`Access code: ${String(res.status)} ${await res.text()}`);
  const { codes } = (await res.json()) as { codes: { code: string }[] };
  const code = codes[0]?.code;
  if (!code) throw new Error('No access code in the answer.');
  return code;
}

/** Runs one journey under Orca and returns its transcript. */
async function runJourney(name: string, env: Record<string, string>): Promise<string> {
  const srDir = path.join(OUT, name);
  fs.rmSync(srDir, { recursive: true, force: true });
  fs.mkdirSync(srDir, { recursive: true });
  const stepFile = path.join(HERE, 'journeys', `${name}.txt`);
  const child = spawn('bash', [path.join(HERE, 'run-journey.sh'), stepFile], {
    env: { ...process.env, ...env, SR_DIR: srDir, SR_DISPLAY: freeDisplay() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let transcript = '';
  child.stdout.on('data', (chunk: Buffer) => {
    transcript += chunk.toString('utf8');
  });
  const timer = setTimeout(() => {
    // run-journey.sh stops its own processes on SIGTERM (by the ids start.sh wrote).
    child.kill('SIGTERM');
  }, JOURNEY_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Journey ${name} did not finish (exit ${String(code)}).`);
  return transcript;
}

/** The `count` steps before the step labelled `label`, to show what led to a problem. */
function stepsBefore(steps: readonly Step[], label: string, count: number): Step[] {
  const index = steps.findIndex((step) => step.label === label);
  return index <= 0 ? [] : steps.slice(Math.max(0, index - count), index);
}

async function main() {
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install them (root): scripts/screen-reader/install.sh`,
    );
    process.exit(2);
  }
  const all = fs
    .readdirSync(path.join(HERE, 'journeys'))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -4))
    .sort();
  const asked = process.argv.slice(2);
  const journeys = asked.length > 0 ? all.filter((name) => asked.includes(name)) : all;
  fs.mkdirSync(OUT, { recursive: true });

  console.log('== build');
  const buildDir = buildApp();
  const dataDir = fs.mkdtempSync(path.join(OUT, 'data-'));
  await createAdminCli(buildDir, dataDir, E2E_ADMIN.email, E2E_ADMIN.password);
  const app = await startAppProcess(buildDir, { DATA_DIR: dataDir });
  let failed = 0;
  try {
    const code = await accessCode(app.baseURL);
    for (const name of journeys) {
      const statements =
        name === 'plain-language'
          ? await plainStatementsOf(app.baseURL)
          : await statementsOf(app.baseURL, LANGUAGE_OF[name] ?? 'fi');
      let problems: Problem[] = [];
      // A journey that failed is walked once more: a virtual desktop's timing (a step's speech
      // arriving after its wait) fails a step now and then. Both walks' problems are printed, so
      // a problem that comes back is seen, and one that fails twice fails the run.
      for (const walk of [1, 2]) {
        console.log(walk === 1 ? `== ${name}` : `== ${name} (walked again)`);
        const transcript = await runJourney(name, { BASE_URL: app.baseURL, ACCESS_CODE: code });
        const file = path.join(OUT, walk === 1 ? `${name}.txt` : `${name}.again.txt`);
        fs.writeFileSync(file, transcript);
        const steps = parseTranscript(transcript);
        problems = checkTranscript(steps, {
          statements,
          notWords: [code],
          anyOrder: ANY_ORDER.has(name),
        });
        if (steps.length === 0) problems.push({ step: '-', rule: 'Orca said nothing.', said: '' });
        for (const problem of problems) {
          console.log(`  FAIL ${problem.step}: ${problem.rule}\n       Orca: ${problem.said}`);
          for (const before of stepsBefore(steps, problem.step, 2)) {
            console.log(`       before, ${before.label}: ${before.said.join(' | ')}`);
          }
        }
        console.log(
          `   ${String(steps.length)} steps, ${String(problems.length)} problems: ${file}`,
        );
        if (problems.length === 0) break;
      }
      if (problems.length > 0) failed += 1;
    }
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  console.log(
    failed === 0
      ? 'screen reader: all journeys passed'
      : `screen reader: ${String(failed)} journey(s) failed`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

await main();
