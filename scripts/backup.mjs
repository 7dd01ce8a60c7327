// npm run backup [-- --out FILE]: the whole database as one SQL file (src/server/cli/backup.ts).
// Runs the built command; never builds (scripts/build-dir.mjs).
import { pathToFileURL } from 'node:url';
import { builtEntry } from './build-dir.mjs';

await import(pathToFileURL(builtEntry('backup')).href);
