// npm run restore -- FILE: a backup into an empty database (src/server/cli/restore.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/restore.js')).href);
