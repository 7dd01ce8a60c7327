// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy next to every compressible file
// of the web build, so the server sends them as they are (serveStatic's `precompressed` option)
// and never compresses a file per request. A copy is kept only when it is smaller than the file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest|xml|ico)$/i;
/** Smaller files gain too little from compression to be worth a second request path. */
const MIN_BYTES = 512;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
}

/** Writes `file.br` and `file.gz` when each is smaller than `file`; returns how many were kept. */
export async function precompressFile(file: string): Promise<number> {
  const body = await fs.readFile(file);
  for (const stale of ['.br', '.gz']) await fs.rm(file + stale, { force: true });
  if (body.byteLength < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let kept = 0;
  for (const [ext, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.byteLength >= body.byteLength) continue;
    await fs.writeFile(file + ext, bytes);
    kept++;
  }
  return kept;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vaalikone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesIn(outDir);
      const kept = await Promise.all(files.map(precompressFile));
      this.info?.(
        `precompressed ${files.length} files (${kept.reduce((a, b) => a + b, 0)} .br/.gz copies)`,
      );
    },
  };
}
