import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppDeps } from './context';
import { candidateListFastRead, voterFileFastReads } from './features/candidates/candidates.routes';
import { municipalityFastReads } from './features/municipalities/municipalities.routes';
import { publicSettingsFastRead } from './features/settings/settings.routes';
import {
  answerEncoding,
  fastReadLanguage,
  identityBytes,
  type CachedAnswer,
  type FastRead,
} from './shared/infrastructure/public-cache';
import { requestIdFor } from './shared/middleware/request-id';
import { safeError } from './safe-error';
import { securityHeaderList } from './shared/middleware/security-headers';

// The fast path of what voters read (docs/decisions/0024-request-hot-path.md): a GET of a public
// answer that is in memory is sent straight from Node's request listener, without hono's router,
// middleware chain and Request/Response objects. It sends what the app would (the same headers,
// request id, ETag/304, Brotli and gzip; tests/api/public-fast-path.test.ts compares the two) and logs
// the app's request line at debug instead of info. Anything else (another method or path, a
// cache miss, an error) goes to the app.

/** The public routes answered from memory; each is defined next to its route. */
export const PUBLIC_FAST_READS: readonly FastRead[] = [
  candidateListFastRead,
  ...voterFileFastReads,
  ...municipalityFastReads,
  publicSettingsFastRead,
];

/**
 * One answer's header lists for writeHead (flat: name, value, name, value…), built once per
 * cached answer. Index 1 is the request id's value, filled in per request on a copy.
 */
interface Prepared {
  /** Made when the answer's Brotli bytes have come (they come after the answer). */
  br?: string[];
  gzip: string[];
  identity: string[];
  notModified: string[];
}

function prepare(read: FastRead, answer: CachedAnswer, security: string[]): Prepared {
  // What sendAnswer sets; the security headers and X-Request-Id come from the app's middleware.
  const common = [
    'x-request-id',
    '',
    ...security,
    'cache-control',
    'no-cache',
    'vary',
    'Accept-Encoding',
    'etag',
    answer.etag,
  ];
  return {
    notModified: common,
    gzip: [
      ...common,
      'content-type',
      read.contentType,
      'content-encoding',
      'gzip',
      'content-length',
      String(answer.gzip.byteLength),
    ],
    identity: [...common, 'content-type', read.contentType, 'content-length', String(answer.size)],
  };
}

/**
 * Wraps the app's request listener: a GET of a {@link PUBLIC_FAST_READS} route whose answer is
 * in memory is answered here, everything else by `app`.
 */
export function withPublicFastPath(
  deps: AppDeps,
  app: RequestListener,
  reads: readonly FastRead[] = PUBLIC_FAST_READS,
): RequestListener {
  const cache = deps.publicCache;
  const metrics = deps.metrics;
  const security = securityHeaderList(deps.config.publicUrl).flat();
  // Built once per answer; an answer replaced after a change is dropped with it.
  const prepared = new WeakMap<CachedAnswer, Prepared>();
  // The app's request log: children of one intermediate child (app.ts), the same line.
  const requestLogger = deps.logger.child({});

  function send(req: IncomingMessage, res: ServerResponse, read: FastRead, answer: CachedAnswer) {
    const started = performance.now();
    let headers = prepared.get(answer);
    if (!headers) {
      headers = prepare(read, answer, security);
      prepared.set(answer, headers);
    }
    // Repeated headers arrive joined with ', ' (as the app reads them), so always a string.
    const callerId = req.headers['x-request-id'];
    const reqId = requestIdFor(typeof callerId === 'string' ? callerId : undefined);
    let status = 200;
    let list: string[];
    let body: Uint8Array | undefined;
    if (req.headers['if-none-match'] === answer.etag) {
      status = 304;
      list = headers.notModified.slice();
    } else {
      const encoding = answerEncoding(answer, req.headers['accept-encoding']);
      if (encoding === 'br' && answer.br) {
        headers.br ??= [
          ...headers.notModified,
          'content-type',
          read.contentType,
          'content-encoding',
          'br',
          'content-length',
          String(answer.br.byteLength),
        ];
        list = headers.br.slice();
        body = answer.br;
      } else if (encoding === 'gzip') {
        list = headers.gzip.slice();
        body = answer.gzip;
      } else {
        list = headers.identity.slice();
        // Only compressed bytes are kept (decision 0031): a client without gzip is rare.
        body = identityBytes(answer);
      }
    }
    list[1] = reqId;
    res.writeHead(status, list);
    res.end(body);
    if (metrics.enabled) {
      metrics.publicCache(true);
      metrics.request(read.route, 'GET', status, performance.now() - started);
    }
    // The app's request line at debug, not info: at info the line cost as much CPU as the rest
    // of the answer (decision 0024). Misses and errors go through the app and log at info.
    if (requestLogger.isLevelEnabled('debug')) {
      requestLogger.child({ reqId }).debug(
        {
          req: { method: 'GET', route: read.route },
          res: { status },
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  }

  return (req, res) => {
    const url = req.url;
    if (req.method === 'GET' && url?.startsWith('/api/')) {
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      // `?lang=sv` picks the Swedish answer; any other query goes through the app.
      const lang = fastReadLanguage(query === -1 ? '' : url.slice(query + 1));
      for (const read of lang === undefined ? [] : reads) {
        const match = read.path.exec(path);
        if (!match) continue;
        const answer = read.answer(cache, match[1], lang ?? 'fi');
        if (!answer) break;
        try {
          send(req, res, read, answer);
          return;
        } catch (err) {
          // A bug, not a client's doing: logged as the app logs its errors.
          requestLogger.error({ err: safeError(err), route: read.route }, 'unhandled error');
          if (res.headersSent) return void res.destroy();
          break; // nothing sent yet: the app answers
        }
      }
    }
    void app(req, res);
  };
}

/**
 * How long an idle keep-alive connection stays open: longer than a proxy keeps its idle
 * connections to the app (nginx 60 s, Caddy 2 min), so that the app never closes one the proxy
 * is about to reuse; that race answers the voter 502, and nginx retries no POST (a match save).
 * Node's default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

/**
 * The HTTP server of the app (not yet listening): hono's Node adapter behind the fast path.
 * `fetch` is the app's (`app.fetch`).
 */
export function createAppServer(
  deps: AppDeps,
  fetch: Parameters<typeof getRequestListener>[0],
  hostname?: string,
): Server {
  const server = createServer(withPublicFastPath(deps, getRequestListener(fetch, { hostname })));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
