// npm start: builds the app when there is no up-to-date build, then runs the server in this
// process (so SIGTERM/SIGINT reach it directly).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
