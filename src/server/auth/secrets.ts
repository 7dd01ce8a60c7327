import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../db/data-dir-lock';

/**
 * AUTH_SECRET from the configuration, or one generated into DATA_DIR/secrets.json on first start
 * (readable by the owner only). Several instances must share AUTH_SECRET explicitly.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { authSecret?: string };
    if (stored.authSecret && stored.authSecret.length >= 32) return stored.authSecret;
  } catch {
    // not there yet
  }
  const authSecret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ authSecret }, null, 2), { mode: 0o600 });
  return authSecret;
}
