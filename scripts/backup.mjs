// npm run backup [-- --out FILE]: the whole database as one SQL file (src/server/cli/backup.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/backup.js')).href);
