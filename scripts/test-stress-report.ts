// The parts of `npm run test:stress` (scripts/test-stress.ts) that are plain data: its options
// and what one Vitest JSON report says failed. Tested in test-stress-report.test.ts.

export interface StressOptions {
  /** How many times the suites run. */
  runs: number;
  /** Busy processes (one endless loop each) running beside the tests. */
  busy: number;
  /** Vitest projects to run (`--project`). */
  projects: string[];
  /** Test file filters handed to Vitest as they are (paths or parts of paths). */
  files: string[];
}

export const DEFAULT_PROJECTS = ['unit', 'web'];

export const USAGE = `npm run test:stress [-- [--runs N] [--busy N] [--project NAME]... [FILE]...]

Runs the unit and component suites (Vitest projects "unit" and "web") N times, one run after the
other, with busy processes beside them, and prints how many runs failed and which tests.
  --runs N        runs (default 5; or STRESS_RUNS)
  --busy N        busy processes, each an endless loop on one core (default 2; or STRESS_BUSY)
  --project NAME  a Vitest project instead of the default ones (repeatable; e.g. api)
  FILE            only test files whose path contains FILE (as \`vitest run FILE\`)
Exits with 1 when any run failed.`;

function count(name: string, value: string | undefined, min: number): number {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(number) || number < min) {
    throw new Error(
      `${name} must be a whole number of at least ${String(min)}, not "${String(value)}"`,
    );
  }
  return number;
}

/** Options from the command line, with STRESS_RUNS and STRESS_BUSY as defaults. */
export function parseStressArgs(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): StressOptions {
  const options: StressOptions = {
    runs: count('STRESS_RUNS', env.STRESS_RUNS ?? '5', 1),
    busy: count('STRESS_BUSY', env.STRESS_BUSY ?? '2', 0),
    projects: [],
    files: [],
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      return args[i];
    };
    if (flag === '--runs') options.runs = count('--runs', value(), 1);
    else if (flag === '--busy') options.busy = count('--busy', value(), 0);
    else if (flag === '--project') {
      const project = value();
      if (!project) throw new Error('--project needs a project name');
      options.projects.push(project);
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}`);
    else options.files.push(arg);
  }
  if (options.projects.length === 0) options.projects = [...DEFAULT_PROJECTS];
  return options;
}

/** What a Vitest JSON report (`--reporter=json`) holds that we read. */
interface JsonReport {
  numTotalTests?: number;
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string }[];
  }[];
}

export interface RunResult {
  passed: number;
  /** "file › test" for each failed test; "file" alone when the file failed outside a test. */
  failures: string[];
}

/**
 * The failed tests of one run from its JSON report. A file that failed without a failed test
 * (an import error, a failing hook, an unhandled error) counts as a failure under its own name.
 */
export function failuresOf(report: JsonReport, root: string): RunResult {
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed') {
      const reason = file.message?.split('\n')[0]?.trim();
      failures.push(reason ? `${name} (${reason})` : name);
    }
  }
  return { passed: report.numPassedTests ?? 0, failures };
}

function relative(file: string, root: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** Each failure with the number of runs it failed in, most frequent first. */
export function tally(runs: readonly RunResult[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const run of runs) {
    for (const failure of new Set(run.failures)) {
      counts.set(failure, (counts.get(failure) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
