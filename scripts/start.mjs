// npm start: runs the built server in this process (so SIGTERM/SIGINT reach it directly). Never
// builds: `npm run build` first (scripts/build-dir.mjs).
import { pathToFileURL } from 'node:url';
import { buildState, builtEntry } from './build-dir.mjs';

const entry = builtEntry('index');
if (buildState() === 'stale') {
  console.error(
    'Huom.: käännös on vanhempi kuin lähdekoodi. Aja npm run build ja käynnistä uudelleen.',
  );
}
await import(pathToFileURL(entry).href);
