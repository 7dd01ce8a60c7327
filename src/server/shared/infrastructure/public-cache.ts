import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { Language } from '#core/language';
import type { ContentChange } from '../../db/content-changes';
import type { AppEnv } from '../../context';
import { acceptsEncoding } from '../middleware/compress-answers';
import { releaseMemoryLater } from './release-memory';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

// What voters read (municipalities, statements, candidate lists, public settings) is kept in
// memory per instance and rebuilt once per change: a hit sends stored bytes without touching
// the database. Invalidation comes from the database itself (db/content-changes.ts); the design
// is in docs/decisions/0005-public-cache-version.md.

/** A value the loader could only approximate (a failed read): answered once, never kept. */
export class Uncached<T> {
  constructor(readonly value: T) {}
}

/**
 * What a cached value is made of, for a change to some municipalities' candidates (every other
 * change drops every value): one municipality's candidates (`{ candidatesOf: id }`, dropped when
 * they change), or no candidate at all (`'no-candidates'`: the municipalities, their statements,
 * the settings; kept). A value without a scope may be made of any candidates and is dropped by
 * every change, so a forgotten scope costs a rebuild, never a stale answer.
 */
export type CacheScope = { readonly candidatesOf: string } | 'no-candidates';

/** The scope of the values made of no candidate. */
export const NO_CANDIDATES = 'no-candidates' satisfies CacheScope;

/**
 * Values by key, each loaded at most once per generation (single flight: concurrent misses
 * share one promise). invalidate() starts a new generation of what the change touched: a load
 * still running keeps serving those already waiting for it, but is not kept, and the next
 * request loads afresh.
 */
export class PublicCache {
  private slots = new Map<string, Promise<unknown>>();
  /** The settled value of each slot that has one (what peek() answers from). */
  private values = new Map<string, unknown>();
  private counts = new Map<string, number>();
  /** The scope of each key loaded with one. */
  private scopes = new Map<string, CacheScope>();

  /**
   * `ready`: the change feed is listening (nothing loaded before that could be invalidated).
   * `counted`: told of every lookup, found (true) or not (the metrics' hits and misses).
   */
  constructor(
    private readonly ready: Promise<void> = Promise.resolve(),
    private readonly counted: (hit: boolean) => void = () => {},
  ) {}

  get<T>(key: string, load: () => Promise<T | Uncached<T>>, scope?: CacheScope): Promise<T> {
    const hit = this.slots.get(key);
    this.counted(hit !== undefined);
    if (hit) return hit as Promise<T>;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (scope) this.scopes.set(key, scope);
    else this.scopes.delete(key);
    const slot = this.ready.then(load).then(
      (value) => {
        if (value instanceof Uncached) {
          this.forget(key, slot);
          return value.value;
        }
        // A load that an invalidation overtook is not kept (its slot is gone).
        if (this.slots.get(key) === slot) this.values.set(key, value);
        return value;
      },
      (err: unknown) => {
        this.forget(key, slot);
        throw err;
      },
    );
    this.slots.set(key, slot);
    return slot;
  }

  /**
   * The value `get(key)` would answer without waiting, or undefined while it is not loaded in
   * this generation (never loaded, still loading, failed, Uncached, or invalidated since).
   * For the synchronous fast path of public reads (public-fast-path.ts).
   */
  peek<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  /**
   * What a change touched is out of date (called on every change notification): with `change`
   * naming municipalities, every value but those of other municipalities' candidates and those
   * made of no candidate; with none (or null), everything.
   */
  invalidate(change: ContentChange = null) {
    if (change === null) {
      this.slots.clear();
      this.values.clear();
      return;
    }
    const touched = new Set(change.candidatesOf);
    for (const key of new Set([...this.slots.keys(), ...this.values.keys()])) {
      const scope = this.scopes.get(key);
      const kept =
        scope === NO_CANDIDATES || (scope !== undefined && !touched.has(scope.candidatesOf));
      if (!kept) {
        this.slots.delete(key);
        this.values.delete(key);
      }
    }
  }

  /** How many times `key` has been loaded (tests count rebuilds with this). */
  loads(key: string) {
    return this.counts.get(key) ?? 0;
  }

  private forget(key: string, slot: Promise<unknown>) {
    if (this.slots.get(key) === slot) this.slots.delete(key);
  }
}

/**
 * A public answer as kept in memory: its gzip bytes, its Brotli bytes once made (below), the
 * length of the JSON text and a content-derived ETag. The JSON text itself is not kept (for 35,000
 * candidates in two languages it was most of an instance's memory); the rare client that takes
 * neither gets it unzipped per request ({@link identityBytes}).
 * docs/decisions/0031-national-scale-voter-data.md.
 */
export interface CachedAnswer {
  gzip: Uint8Array<ArrayBuffer>;
  /**
   * Brotli for the browsers that take it (every current one): made after the answer is ready, so
   * it never delays the first voter after a change, for the answers on every voter's path built
   * with `{ brotli: true }` (the ranking and profiles files, statements, lists) and under
   * {@link BROTLI_MAX_BYTES}, kept where it saves at least {@link BROTLI_MIN_SAVING}; null until
   * then or otherwise (gzip is sent).
   */
  br: Uint8Array<ArrayBuffer> | null;
  /** Bytes of the JSON text (Content-Length of the uncompressed answer). */
  size: number;
  etag: string;
}

/**
 * Answers above this many bytes of text get no Brotli even when asked for. The large files of
 * free text (the details file, the full list, open data) are not asked for: they shrink by a few
 * per cent at most, for seconds of compression and twice the memory.
 */
export const BROTLI_MAX_BYTES = 512 * 1024;
/** Brotli is kept only when it is at least this share smaller than gzip. */
export const BROTLI_MIN_SAVING = 0.05;

/** Brotli compressions waiting, one at a time so that they never crowd out zlib's other work. */
let brotliQueue: Promise<void> = Promise.resolve();

function addBrotliLater(answer: CachedAnswer) {
  brotliQueue = brotliQueue.then(async () => {
    try {
      // From the gzip bytes, so that a waiting answer holds no second copy of its text.
      const bytes = await gunzipAsync(answer.gzip);
      const brotli = await brotliAsync(bytes, {
        params: {
          // Made once per change on every instance, sent to every voter of the municipality.
          // Quality 10, not 11: Helsinki's ranking file 3 % larger (23.1 KB against 22.4 KB;
          // gzip 25.5 KB) for a third of the time (48 ms against 158 ms), which on election day
          // comes with every approval and takes a core from the voters' answers.
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      if (brotli.byteLength <= answer.gzip.byteLength * (1 - BROTLI_MIN_SAVING)) {
        answer.br = new Uint8Array(brotli);
      }
    } catch {
      // Without Brotli the answer is sent as gzip, as before.
    }
  });
}

/** Resolves when every Brotli compression asked for so far is done (tests wait for this). */
export function brotliSettled(): Promise<void> {
  return brotliQueue;
}

/**
 * Serializes once per rebuild. The ETag is a hash of the bytes, so it means the same on every
 * instance; compression runs on libuv's thread pool, not on the event loop.
 */
export function toAnswer(value: unknown, options?: AnswerOptions): Promise<CachedAnswer> {
  return toTextAnswer(JSON.stringify(value), options);
}

interface AnswerOptions {
  /** Make Brotli too (after the answer): for the small answers every voter fetches. */
  brotli?: boolean;
}

/** The options of an answer on every voter's path. */
export const VOTER_PATH: AnswerOptions = { brotli: true };

/** An answer this large leaves enough garbage behind to give back (release-memory.ts). */
const LARGE_ANSWER_BYTES = 100_000;

/** toAnswer for a body that is already text (a CSV file). */
export async function toTextAnswer(body: string, options?: AnswerOptions): Promise<CachedAnswer> {
  const bytes = Buffer.from(body);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const zipped = await gzipAsync(bytes);
  if (bytes.byteLength >= LARGE_ANSWER_BYTES) releaseMemoryLater();
  // A copy of exactly its length: zlib's result can sit in a larger pooled buffer.
  const answer: CachedAnswer = {
    gzip: new Uint8Array(zipped),
    br: null,
    size: bytes.byteLength,
    etag: `"${hash}"`,
  };
  if (options?.brotli && bytes.byteLength <= BROTLI_MAX_BYTES) addBrotliLater(answer);
  return answer;
}

/** The uncompressed bytes of an answer, for a client that takes no gzip (made per request). */
export function identityBytes(answer: CachedAnswer): Buffer {
  return gunzipSync(answer.gzip);
}

/**
 * The encoding of a cached answer for this Accept-Encoding: Brotli when the answer has it and
 * the client takes it, else gzip when the client takes that, else none.
 */
export function answerEncoding(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity' {
  if (answer.br && acceptsEncoding(acceptEncoding, 'br')) return 'br';
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
}

/**
 * A public route whose answer the fast path (public-fast-path.ts) may send without the app when
 * it is in memory. Each lives next to its route and gives what the route's handler would send.
 */
export interface FastRead {
  /** The route pattern as hono names it (the `route` of the request log line). */
  route: string;
  /** Matches the request path (without the query string); group 1 goes to `answer`. */
  path: RegExp;
  /** The Content-Type the route's handler gives to sendAnswer. */
  contentType: string;
  /**
   * The handler's answer if everything it needs is in memory now (PublicCache.peek); undefined
   * sends the request through the app, which loads it or answers the error.
   */
  answer(cache: PublicCache, param: string | undefined, lang: Language): CachedAnswer | undefined;
}

/**
 * The language a fast read answers in, from the query string (without '?'): no `lang` is
 * Finnish, one `lang=fi` or `lang=sv` that language; any other `lang` goes through the app
 * (which refuses it). Other parameters are ignored, as the app ignores them.
 */
export function fastReadLanguage(query: string): Language | undefined {
  if (query === '') return 'fi';
  const langs = new URLSearchParams(query).getAll('lang');
  if (langs.length === 0) return 'fi';
  const [lang] = langs;
  return langs.length === 1 && (lang === 'fi' || lang === 'sv') ? lang : undefined;
}

/**
 * Sends a cached answer: 304 for a matching If-None-Match, else the stored bytes (Brotli or gzip
 * when the client takes it). Browsers revalidate every time (no-cache), so a change shows at once.
 */
export function sendAnswer(
  c: Context<AppEnv>,
  answer: CachedAnswer,
  contentType = 'application/json',
): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', answer.etag);
  if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304);
  c.header('Content-Type', contentType);
  const encoding = answerEncoding(answer, c.req.header('accept-encoding'));
  if (encoding === 'identity') return c.body(new Uint8Array(identityBytes(answer)), 200);
  c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' && answer.br ? answer.br : answer.gzip, 200);
}
