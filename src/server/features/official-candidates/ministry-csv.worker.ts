// The worker thread that reads the Ministry's candidate file (ministry-csv-worker.ts starts it):
// decoding and parsing a 40 MB file take seconds of CPU and tens of megabytes, none of it on the
// server's event loop or in its heap (issue #32 F1). Built as its own entry beside the server's
// (vite.server.config.ts).
import { parentPort } from 'node:worker_threads';
import { decodeMinistryFile, parseMinistryFile } from './ministry-csv';
import type { ParseReply, ParseRequest } from './ministry-csv-worker';

const port = parentPort;
if (!port) throw new Error('ministry-csv.worker runs only as a worker thread');

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
  })();
});
