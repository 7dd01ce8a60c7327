import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { errors } from '../../errors';
import type { ParsedFile } from './ministry-csv';

/**
 * The Ministry's file is decoded and parsed in a worker thread (ministry-csv.worker.ts), so the
 * server's event loop answers voters meanwhile (issue #32 F1: on the main thread, even in 10 ms
 * slices, a 40 MB file of junk kept voter requests waiting up to 300 ms). One worker per
 * process reads one file at a time; one more file may wait for it, and a further one is refused
 * with 429 and Retry-After. The worker stays for {@link IDLE_MS} after
 * its last file (a preview is usually followed by the import) and then ends, giving its memory
 * back. docs/official-candidates.md.
 */
export interface ParseRequest {
  buffer: ArrayBuffer;
  offset: number;
  length: number;
  /** The municipalities whose rows are read into candidates (the others are counted). */
  covered: string[];
}
export type ParseReply = { parsed: ParsedFile } | { error: string };

/** Seconds a file beyond the one waiting is asked to wait. */
export const IMPORT_BUSY_RETRY_SECONDS = 10;
const IDLE_MS = 2000;
/** A file of the largest accepted size needs about 100 MB of the worker's heap. */
const WORKER_HEAP_MB = 512;

const WORKER = 'ministry-csv.worker';

/**
 * The worker: the built entry `ministry-csv.worker.js` of the server bundle, which lies beside
 * the bundle's entry (this code is in it or in a chunk under `assets/`), or, run from the
 * TypeScript source (tsx in development, the tests, the benchmarks), the `.ts` file beside this
 * module loaded through tsx's loader (a worker's `--import tsx` is not applied to its own entry
 * on Node 20, hence the small script).
 */
function newWorker(options: WorkerOptions): Worker {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    // tsx's loader API as ES module (its CommonJS build looks for its hooks at a wrong path
    // when run from a worker's script).
    const tsxApi = createRequire(import.meta.url).resolve('tsx/esm/api');
    const tsx = pathToFileURL(path.join(path.dirname(tsxApi), 'index.mjs')).href;
    const entry = pathToFileURL(path.join(dir, `${WORKER}.ts`)).href;
    const script = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(script, { ...options, eval: true });
  }
  for (const file of [path.join(dir, `${WORKER}.js`), path.join(dir, '..', `${WORKER}.js`)])
    if (fs.existsSync(file)) return new Worker(file, options);
  throw new Error(`${WORKER}.js is missing beside the server bundle (${dir})`);
}

interface Job {
  request: ParseRequest;
  resolve: (parsed: ParsedFile) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let running: Job | undefined;
let waiting: Job | undefined;
let idle: NodeJS.Timeout | undefined;

function startWorker(): Worker {
  const w = newWorker({ resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  w.on('message', (reply: ParseReply) => {
    const job = running;
    running = undefined;
    if (job) {
      if ('parsed' in reply) job.resolve(reply.parsed);
      else job.reject(new Error(`Reading the candidate file failed: ${reply.error}`));
    }
    next();
  });
  const lost = (error: Error) => {
    if (worker === w) worker = undefined;
    const job = running;
    running = undefined;
    job?.reject(error);
    next();
  };
  w.on('error', lost);
  w.on('exit', (code) => {
    if (running && worker === w)
      lost(new Error(`The candidate file's worker ended (${String(code)})`));
    if (worker === w) worker = undefined;
  });
  return w;
}

function next() {
  const job = waiting;
  waiting = undefined;
  if (!job) {
    // An idle worker does not keep the process alive; one reading a file does.
    worker?.unref();
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      idle = undefined;
      if (!running && worker) {
        const w = worker;
        worker = undefined;
        void w.terminate();
      }
    }, IDLE_MS);
    idle.unref();
    return;
  }
  if (idle) clearTimeout(idle);
  idle = undefined;
  running = job;
  worker ??= startWorker();
  worker.ref();
  const { request } = job;
  try {
    worker.postMessage(request, [request.buffer]);
  } catch (error) {
    // A buffer that cannot be transferred: this file fails, the next one is still read.
    running = undefined;
    job.reject(error instanceof Error ? error : new Error(String(error)));
    next();
  }
}

/** Whether a file given now would be refused: one is read and another waits. */
export function importQueueFull(): boolean {
  return running !== undefined && waiting !== undefined;
}

/**
 * Decodes and parses the file in the worker, with rows of the `covered` municipalities. The
 * bytes' whole buffer is transferred to the worker, not copied: `bytes` and every other view of
 * its buffer are empty afterwards (a Node Buffer, which may share a pool with others, is copied
 * first).
 */
export function parseInWorker(bytes: Uint8Array, covered: Iterable<string>): Promise<ParsedFile> {
  if (importQueueFull())
    return Promise.reject(
      errors.rateLimited(
        'Toista ehdokaslistan tiedostoa luetaan juuri. Yritä hetken kuluttua uudelleen.',
        IMPORT_BUSY_RETRY_SECONDS,
      ),
    );
  const own =
    Buffer.isBuffer(bytes) || !(bytes.buffer instanceof ArrayBuffer)
      ? new Uint8Array(bytes)
      : bytes;
  const request: ParseRequest = {
    buffer: own.buffer as ArrayBuffer,
    offset: own.byteOffset,
    length: own.byteLength,
    covered: [...covered],
  };
  return new Promise<ParsedFile>((resolve, reject) => {
    waiting = { request, resolve, reject };
    if (!running) next();
  });
}
