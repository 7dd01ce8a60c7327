// npm run create-admin -- --email EMAIL --password PASSWORD: creates or updates a super admin.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/create-admin.js')).href);
