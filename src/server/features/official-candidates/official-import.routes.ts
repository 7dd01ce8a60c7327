import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { managesMunicipality } from '../../auth/access';
import { requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { errors } from '../../errors';
import { adminErrorResponses, ErrorSchema, jsonContent } from '../../openapi';
import { apiBodyLimit, payloadTooLarge } from '../../shared/middleware/body-limit';
import { releaseMemoryLater } from '../../shared/infrastructure/release-memory';
import { IMPORT_BUSY_RETRY_SECONDS } from './ministry-csv-worker';
import { importOfficialList, previewImport } from './official-import.service';
import {
  ImportConfirmQuerySchema,
  ImportFileBody,
  ImportQuerySchema,
  ImportSummarySchema,
} from './official-candidates.schemas';
import { createRouter, defineRoute } from '../../router';

/** The largest candidate file accepted: the whole country's list is about 8 MB. */
export const OFFICIAL_FILE_MAX_BYTES = 40 * 1024 * 1024;
export const OFFICIAL_IMPORT_PATHS = [
  '/api/admin/official-candidates/preview',
  '/api/admin/official-candidates/import',
] as const;

const fileRoute = <Q extends typeof ImportQuerySchema>(
  path: 'preview' | 'import',
  summary: string,
  query: Q,
) =>
  defineRoute({
    method: 'post',
    path: `/admin/official-candidates/${path}`,
    tags: ['Ylläpito'],
    summary,
    middleware: [apiBodyLimit({ maxSize: OFFICIAL_FILE_MAX_BYTES }), requireUser] as const,
    request: { query, body: ImportFileBody },
    responses: {
      200: jsonContent(ImportSummarySchema),
      ...adminErrorResponses,
      409: jsonContent(
        ErrorSchema,
        "removals_unconfirmed: the import would remove candidates with access codes and confirm_removals is not this file's removals_token; details has the current removals and their removals_token",
      ),
      413: jsonContent(ErrorSchema, 'Over 40 MB'),
      429: jsonContent(
        ErrorSchema,
        'Another file is being read; Retry-After says when to try again',
      ),
    },
  });

/** A file at least this large is followed by a full collection (the national list is ~8 MB). */
const RELEASE_AFTER_BYTES = 1024 * 1024;

/** Uploads being received, read or compared: one read in the worker and one waiting for it. */
const MAX_UPLOADS = 2;
let uploads = 0;

/** Chunks gathered into one buffer: of the declared length when there is one. */
function fileBuffer(declaredLength: string | undefined) {
  const declared = Number(declaredLength);
  const fits = Number.isSafeInteger(declared) && declared > 0;
  let bytes = new Uint8Array(fits ? Math.min(declared, OFFICIAL_FILE_MAX_BYTES) : 64 * 1024);
  let size = 0;
  return {
    /** Adds a chunk; false when the file would pass {@link OFFICIAL_FILE_MAX_BYTES}. */
    add(chunk: Uint8Array): boolean {
      const needed = size + chunk.byteLength;
      if (needed > bytes.byteLength) {
        if (needed > OFFICIAL_FILE_MAX_BYTES) return false;
        const grown = new Uint8Array(
          Math.min(OFFICIAL_FILE_MAX_BYTES, Math.max(needed, bytes.byteLength * 2)),
        );
        grown.set(bytes.subarray(0, size));
        bytes = grown;
      }
      bytes.set(chunk, size);
      size = needed;
      return true;
    },
    bytes: () => bytes.subarray(0, size),
  };
}

/** The body straight from Node's request, chunk by chunk (no web stream in between). */
function readFromNode(incoming: IncomingMessage, file: ReturnType<typeof fileBuffer>) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: unknown) => {
      incoming.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onData = (chunk: Buffer) => {
      if (file.add(chunk)) return;
      incoming.destroy();
      done(payloadTooLarge());
    };
    const onEnd = () => done();
    const onClose = () => {
      if (!incoming.readableEnded) done(new Error('The upload was cut off'));
    };
    incoming.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
}

/**
 * The request's body in one buffer of its declared length, filled as the chunks come. Reading it
 * as an ArrayBuffer kept every chunk and then copied all 40 MB at once, holding the event loop
 * and twice the memory (issue #32 F1). Under Node's server with a Content-Length (the route's
 * body limit then looked at the header only) the chunks come from the socket itself.
 */
async function readFile(c: Context<AppEnv>): Promise<Uint8Array> {
  const length = c.req.header('content-length');
  const file = fileBuffer(length);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && length !== undefined && c.req.header('transfer-encoding') === undefined) {
    await readFromNode(incoming, file);
    return file.bytes();
  }
  const body = c.req.raw.body;
  if (!body) return file.bytes();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!file.add(value)) {
      await reader.cancel();
      throw payloadTooLarge();
    }
  }
  return file.bytes();
}

/**
 * Runs `work` with the file's bytes once the user may import for `scope` (null: all, super
 * admins only). The file is parsed in a worker thread, one at a time (ministry-csv-worker.ts);
 * one more upload may wait for it, and a third meanwhile is answered 429 with Retry-After
 * before its body is read: a 40 MB upload holds its bytes in memory until it is parsed
 * (issue #32 F1).
 */
async function withFile<T>(
  c: Context<AppEnv>,
  scope: string | null,
  work: (bytes: Uint8Array) => Promise<T>,
): Promise<T> {
  if (scope === null ? !c.var.access.isSuperAdmin : !managesMunicipality(c.var.access, scope))
    throw errors.forbidden();
  if (uploads >= MAX_UPLOADS)
    throw errors.rateLimited(
      'Toista ehdokaslistan tiedostoa luetaan juuri. Yritä hetken kuluttua uudelleen.',
      IMPORT_BUSY_RETRY_SECONDS,
    );
  uploads++;
  let size = 0;
  try {
    const bytes = await readFile(c);
    size = bytes.byteLength;
    if (bytes.byteLength === 0) throw errors.validation('Valitse ehdokaslistan tiedosto.');
    return await work(bytes);
  } finally {
    uploads--;
    // The body, its text and the parse's garbage are tens of megabytes that V8 would keep until
    // it next needs room: one full collection once uploads have been quiet gives them back.
    if (size >= RELEASE_AFTER_BYTES) releaseMemoryLater();
  }
}

export const officialImportRoutes = createRouter()
  .openapi(
    fileRoute(
      'preview',
      "What importing the Ministry's candidate file would change; writes nothing",
      ImportQuerySchema,
    ),
    async (c) => {
      const scope = c.req.valid('query').municipality_id ?? null;
      const summary = await withFile(c, scope, (bytes) => previewImport(c.var.db, bytes, scope));
      return c.json(summary, 200);
    },
  )
  .openapi(
    fileRoute(
      'import',
      "Imports the Ministry's candidate file: writes only what changed",
      ImportConfirmQuerySchema,
    ),
    async (c) => {
      const query = c.req.valid('query');
      const scope = query.municipality_id ?? null;
      const takeFile = new Set((query.take_file ?? '').split(',').filter(Boolean).map(Number));
      const actor = { id: c.var.user.id, email: c.var.user.email };
      const confirmRemovals = query.confirm_removals ?? null;
      const summary = await withFile(c, scope, (bytes) =>
        importOfficialList(c.var.db, bytes, scope, actor, takeFile, confirmRemovals),
      );
      return c.json(summary, 200);
    },
  );
