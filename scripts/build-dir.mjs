// Where the build lives: `npm run build` writes each build into .builds/<time>/ and then points
// the symlink `dist` at it in one step (scripts/build.mjs); the commands (npm start, backup,
// restore, create-admin, retention) run what `dist` points at and never build
// (docs/decisions/0037-builds-beside-running-servers.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The build the commands run: the checkout's `dist` link, or VAALIKONE_DIST (tests run a build
 * of their own). `npm run build` writes .builds/ beside it.
 */
export const dist = path.resolve(process.env.VAALIKONE_DIST ?? path.join(root, 'dist'));
export const buildRoot = path.dirname(dist);

/** What a build is made of: a newer file among these means the build is older than the sources. */
const inputs = [
  'src',
  'public',
  'index.html',
  'drizzle',
  'vite.config.ts',
  'vite.server.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-lingui.ts',
  'package-lock.json',
];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** 'missing' (no complete build), 'stale' (older than the sources) or 'current'. */
export function buildState() {
  if (
    !fs.existsSync(path.join(dist, 'server', 'index.js')) ||
    !fs.existsSync(path.join(dist, 'web', 'index.html'))
  )
    return 'missing';
  const stamp = path.join(dist, '.build-stamp');
  if (!fs.existsSync(stamp)) return 'stale';
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.every((p) => newestMtime(path.join(root, p)) <= built) ? 'current' : 'stale';
}

/**
 * The built file of a command (dist/server/NAME.js). Never builds: with no build it says so and
 * exits, so that a command run beside running servers cannot rebuild what they serve.
 */
export function builtEntry(name) {
  const file = path.join(dist, 'server', `${name}.js`);
  if (buildState() === 'missing' || !fs.existsSync(file)) {
    console.error(
      `Sovellusta ei ole käännetty (${path.relative(process.cwd(), dist) || 'dist'} puuttuu). ` +
        'Aja ensin: npm ci && npm run build',
    );
    process.exit(1);
  }
  return fs.realpathSync(file);
}

/** For benches and tools: builds (npm run build) when the build is missing or stale. */
export function ensureBuild() {
  if (buildState() === 'current') return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('Käännös epäonnistui.');
    process.exit(result.status ?? 1);
  }
}
