// npm run restore -- FILE: a backup into an empty database (src/server/cli/restore.ts).
// Runs the built command; never builds (scripts/build-dir.mjs).
import { pathToFileURL } from 'node:url';
import { builtEntry } from './build-dir.mjs';

await import(pathToFileURL(builtEntry('restore')).href);
