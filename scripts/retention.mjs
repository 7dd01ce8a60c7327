// npm run retention: deletes once what is past its retention period (for cron).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/retention.js')).href);
