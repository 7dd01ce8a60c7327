// npm run build: the web app and the server bundle into a new folder .builds/<time>/, then the
// symlink `dist` is pointed at it in one step (a rename over the old link). Running servers keep
// what they loaded at start (the web files are held in memory, src/server/static.ts) until they
// are restarted; a command started meanwhile sees either the old build or the new one, never a
// half-written one. The newest builds are kept for servers still running an older one.
// See docs/decisions/0037-builds-beside-running-servers.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRoot, dist, root } from './build-dir.mjs';

const KEEP = 3;
const startedAt = new Date();
const builds = path.join(buildRoot, '.builds');
const name = startedAt.toISOString().replace(/[:.]/g, '-');
const out = path.join(builds, name);
fs.mkdirSync(builds, { recursive: true });

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
for (const args of [
  ['build', '--outDir', path.join(out, 'web'), '--emptyOutDir'],
  [
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    path.join(out, 'server'),
    '--emptyOutDir',
  ],
]) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    fs.rmSync(out, { recursive: true, force: true });
    console.error('Käännös epäonnistui; käytössä oleva käännös (dist) jäi ennalleen.');
    process.exit(result.status ?? 1);
  }
}
// This build's migrations go with it: an instance started from it applies these, whatever the
// checkout holds by then (src/server/db/client.ts looks beside the server bundle first).
fs.cpSync(path.join(root, 'drizzle'), path.join(out, 'drizzle'), { recursive: true });
const stamp = path.join(out, '.build-stamp');
fs.writeFileSync(stamp, startedAt.toISOString());
fs.utimesSync(stamp, startedAt, startedAt);

// A `dist` folder of an older release (before builds were linked) is moved aside once.
const existing = fs.lstatSync(dist, { throwIfNoEntry: false });
if (existing && !existing.isSymbolicLink()) {
  fs.renameSync(dist, path.join(builds, `${name}-vanha`));
}
const link = path.join(buildRoot, `.dist-${process.pid}`);
fs.rmSync(link, { force: true });
fs.symlinkSync(path.relative(buildRoot, out), link);
fs.renameSync(link, dist);
console.log(`Käännös valmis: dist -> ${path.relative(buildRoot, out)}`);

// Older builds beyond the newest KEEP go (an instance still running one has its web files in
// memory; its server code only loads files at start).
const old = fs
  .readdirSync(builds)
  .filter((d) => d !== name)
  .sort()
  .reverse()
  .slice(KEEP - 1);
for (const d of old) fs.rmSync(path.join(builds, d), { recursive: true, force: true });
