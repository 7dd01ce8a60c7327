// Builds the app (npm run build) when dist/ is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'public',
  'index.html',
  'drizzle',
  'vite.config.ts',
  'vite.server.config.ts',
  'scripts/vite-precompress.ts',
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

function buildIsCurrent() {
  for (const f of [
    'dist/web/index.html',
    'dist/server/index.js',
    'dist/server/create-admin.js',
    'dist/server/retention.js',
    'dist/server/backup.js',
    'dist/server/restore.js',
  ]) {
    if (!fs.existsSync(path.join(root, f))) return false;
  }
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.every((p) => newestMtime(path.join(root, p)) <= built);
}

export function ensureBuild() {
  if (process.env.SKIP_BUILD === '1' || buildIsCurrent()) return;
  console.error('Käännetään sovellus (npm run build)...');
  const startedAt = new Date();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('Käännös epäonnistui.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, startedAt.toISOString());
  fs.utimesSync(stamp, startedAt, startedAt);
}
