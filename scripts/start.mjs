// npm start: runs the built server in this process (so SIGTERM/SIGINT reach it directly). It
// builds only when nothing has been built yet (a fresh clone: no server can be running a build
// that does not exist); otherwise it never builds, so a start beside running servers cannot
// change what they serve (docs/decisions/0037-builds-beside-running-servers.md).
import { pathToFileURL } from 'node:url';
import { buildState, builtEntry, ensureBuild } from './build-dir.mjs';

const state = buildState();
if (state === 'missing' && !process.env.VAALIKONE_DIST) {
  console.error('Sovellusta ei ole vielä käännetty: käännetään ensin (npm run build).');
  ensureBuild();
} else if (state === 'stale') {
  console.error(
    'Huom.: käännös on vanhempi kuin lähdekoodi. Aja npm run build ja käynnistä uudelleen.',
  );
}
await import(pathToFileURL(builtEntry('index')).href);
