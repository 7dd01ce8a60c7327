// The worker thread that reads the Ministry's candidate file (ministry-csv-worker.ts starts it):
// decoding and parsing a 40 MB file take seconds of CPU and tens of megabytes, none of it on the
// server's event loop or in its heap (issue #32 F1). Built as its own entry beside the server's
// (vite.server.config.ts).
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { decodeMinistryFile, parseMinistryFile } from './ministry-csv';
import type { ParseReply, ParseRequest } from './ministry-csv-worker';

const port = parentPort;
if (!port) throw new Error('ministry-csv.worker runs only as a worker thread');

// A file's bytes and text are tens of megabytes that V8 would keep until it next needs room: one
// full collection after each file gives them back before the next one is read (`gc` exists only
// with --expose-gc; set now, it is taken from a fresh context, as shared/infrastructure/release-memory.ts does).
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

port.on('message', (request: ParseRequest) => {
  void (async () => {
    let reply: ParseReply;
    try {
      const covered = new Set(request.covered);
      const bytes = new Uint8Array(request.buffer, request.offset, request.length);
      const parsed = await parseMinistryFile(decodeMinistryFile(bytes), (code) =>
        covered.has(code),
      );
      reply = { parsed };
    } catch (error) {
      reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
    setImmediate(collect);
  })();
});
