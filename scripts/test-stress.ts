// npm run test:stress: the unit and component suites (Vitest projects "unit" and "web") run N
// times in a row (default 5) while busy processes (default 2, an endless loop each) compete for
// the cores, as on a loaded CI machine or laptop. A test that passes only when it has the machine
// to itself fails here. Prints each run's result, then how many runs failed and which tests in
// how many of them; exits with 1 when any run failed. Options: `npm run test:stress -- --help`.
// Each run's Vitest output and JSON report are kept in .tmp/stress/. One stress run at a time per
// machine (a lock in the temp directory): two would only measure each other.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failuresOf, parseStressArgs, tally, USAGE, type RunResult } from './test-stress-report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/stress');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const lockFile = path.join(os.tmpdir(), 'vaalikone-test-stress.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the machine-wide lock, or explains who holds it. */
function lock(): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        console.error(`Another stress run (process ${String(holder)}) is running; wait for it.`);
        return false;
      }
      fs.rmSync(lockFile, { force: true }); // left by a run that was killed
    }
  }
  return false;
}

const busy: ChildProcess[] = [];
let vitest: ChildProcess | undefined;

function startBusy(count: number): void {
  for (let i = 0; i < count; i++) {
    busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
}

function stopBusy(): void {
  for (const child of busy.splice(0)) child.kill('SIGKILL');
}

/** On Ctrl-C: the current Vitest run (and its workers, in its process group) and the busy loops. */
function stopAll(): void {
  stopBusy();
  if (vitest?.pid !== undefined && vitest.exitCode === null) {
    try {
      process.kill(-vitest.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function runVitest(args: string[], logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    // CI would add its own JSON reporter (vitest.config.ts); ours is the one named here.
    const env = { ...process.env, CI: '', FORCE_COLOR: '0' };
    // A process group of its own, so that stopAll() also reaches Vitest's workers.
    const child = spawn(process.execPath, [vitestBin, 'run', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', log, log],
      detached: true,
    });
    vitest = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      fs.closeSync(log);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function readReport(file: string) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof failuresOf>[0];
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseStressArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!lock()) return 2;
  process.on('exit', () => {
    stopAll();
    fs.rmSync(lockFile, { force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(130));
  }

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const what = [
    `projects ${options.projects.join(', ')}`,
    ...(options.files.length > 0 ? [`files matching ${options.files.join(', ')}`] : []),
  ].join(', ');
  console.log(
    `test:stress: ${String(options.runs)} runs of ${what}, beside ${String(options.busy)} busy ` +
      `processes, on ${String(os.availableParallelism())} cores (load average ` +
      `${os.loadavg()[0]!.toFixed(1)} before starting)`,
  );

  startBusy(options.busy);
  const results: RunResult[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const report = path.join(outDir, `run-${String(run)}.json`);
    const log = path.join(outDir, `run-${String(run)}.log`);
    const started = performance.now();
    const code = await runVitest(
      [
        ...options.projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...options.files,
      ],
      log,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const parsed = readReport(report);
    const result: RunResult = parsed ? failuresOf(parsed, root) : { passed: 0, failures: [] };
    if (!parsed) result.failures.push(`(no report: Vitest exited with ${String(code)})`);
    else if (code !== 0 && result.failures.length === 0) {
      // Every test passed but Vitest failed the run, e.g. on an unhandled error.
      result.failures.push(`(Vitest exited with ${String(code)} after all tests passed)`);
    } else if (parsed.numTotalTests === 0) result.failures.push('(no tests ran)');
    results.push(result);
    const where = path.relative(root, log);
    if (result.failures.length === 0) {
      console.log(
        `run ${String(run)}/${String(options.runs)}: green, ${String(result.passed)} tests passed in ${seconds} s`,
      );
    } else {
      console.log(
        `run ${String(run)}/${String(options.runs)}: FAILED, ${String(result.passed)} passed, ` +
          `${String(result.failures.length)} failed in ${seconds} s (output: ${where})`,
      );
      for (const failure of result.failures) console.log(`  ✗ ${failure}`);
    }
  }
  stopBusy();

  const failedRuns = results.filter((result) => result.failures.length > 0).length;
  console.log(
    `\ntest:stress: ${String(failedRuns)} of ${String(options.runs)} runs failed` +
      (failedRuns === 0 ? `, ${String(options.runs)} of ${String(options.runs)} green` : ''),
  );
  for (const [failure, runs] of tally(results)) {
    console.log(`  ${String(runs)}/${String(options.runs)} runs: ${failure}`);
  }
  return failedRuns === 0 ? 0 : 1;
}

process.exitCode = await main();
