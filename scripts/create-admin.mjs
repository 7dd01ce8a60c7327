// npm run create-admin -- --email EMAIL --password PASSWORD: creates or updates a super admin.
// Runs the built command; never builds (scripts/build-dir.mjs).
import { pathToFileURL } from 'node:url';
import { builtEntry } from './build-dir.mjs';

await import(pathToFileURL(builtEntry('create-admin')).href);
