// npm run retention: deletes once what is past its retention period (for cron).
// Runs the built command; never builds (scripts/build-dir.mjs).
import { pathToFileURL } from 'node:url';
import { builtEntry } from './build-dir.mjs';

await import(pathToFileURL(builtEntry('retention')).href);
