import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Tells this process when the public content (municipalities, statements, candidates, settings)
// has changed. Triggers on those tables bump one version row and send NOTIFY with the new version
// and, for a change to candidates, the municipalities it touched (migrations public_cache_notify
// and public_cache_per_municipality); docs/decisions/0005-public-cache-version.md has the design.
//
// - This process's own writes: every connection of the pool LISTENs, and PostgreSQL delivers a
//   session's own notification before the answer to its COMMIT, so listeners have run by the
//   time the writing query resolves. PGlite (one session, one process) does the same in-process.
// - Other instances' writes (PostgreSQL): a dedicated LISTEN connection, reconnected with
//   backoff when it drops, and a periodic read of the version row in case a notification is
//   missed (the connection was down, or the network ate it).

export const PUBLIC_CONTENT_CHANNEL = 'public_content';

export interface ContentChangeOptions {
  /** How often the version row is read as the fallback (PostgreSQL). Default 5 s. */
  checkIntervalMs?: number;
  /** The dedicated connection's reconnect delay: first, doubling up to max. */
  reconnectDelayMs?: { first: number; max: number };
  /** A failed check or a lost listening connection (the feed keeps trying). */
  onError?: (err: unknown, what: string) => void;
}

export interface ContentChanges {
  /**
   * Calls `listener` after each committed change to the public content, with what it touched
   * (null: anything, also when a change may have been missed). Returns a function that
   * unsubscribes.
   */
  subscribe(listener: (change: ContentChange) => void): () => void;
  /** Resolves once this process's own changes are heard (before that, nothing is cached). */
  readonly ready: Promise<void>;
  /**
   * PostgreSQL: the server process id of the dedicated LISTEN connection once it listens and has
   * caught up with what changed before; null while it is down.
   */
  listenerPid(): number | null;
  close(): Promise<void>;
}

const DEFAULTS = { checkIntervalMs: 5000, reconnectDelayMs: { first: 250, max: 10_000 } };

/**
 * What a change touched: the candidates of these municipalities only (their lists, voter files
 * and open data), or anything at all (null: a municipality, a setting, a TRUNCATE, a change that
 * may have been missed).
 */
export type ContentChange = { readonly candidatesOf: readonly string[] } | null;

/**
 * A NOTIFY payload: '<version>' for a change to anything, '<version> <id>,<id>' for a change to
 * those municipalities' candidates (migration public_cache_per_municipality). Anything else is
 * read as a change to anything.
 */
export function parsePayload(payload: string | undefined): {
  version: string | null;
  change: ContentChange;
} {
  if (payload === undefined || payload === '') return { version: null, change: null };
  const [version = '', ids] = payload.split(' ', 2);
  if (ids === undefined) return { version, change: null };
  const candidatesOf = ids.split(',').filter((id) => id !== '');
  return { version, change: candidatesOf.length > 0 ? { candidatesOf } : null };
}

/**
 * Tells subscribers about each change, once however many connections report it. When in doubt
 * it tells them that anything may have changed: an extra rebuild costs little, a missed change
 * would stay.
 */
class Signal {
  private listeners = new Set<(change: ContentChange) => void>();
  private version: string | null = null;

  subscribe(listener: (change: ContentChange) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** A NOTIFY payload; another connection's copy of the same version is not news. */
  notified(payload: string | undefined) {
    const { version, change } = parsePayload(payload);
    if (version !== null && version === this.version) return;
    this.version = version;
    this.emit(change);
  }

  /** The version row as read now: any difference from the last one heard is news. */
  checked(version: string) {
    if (version === this.version) return;
    this.version = version;
    this.emit(null);
  }

  private emit(change: ContentChange) {
    for (const listener of this.listeners) listener(change);
  }
}

export function pgliteContentChanges(client: PGlite): ContentChanges {
  const signal = new Signal();
  // PGlite runs queries one at a time in order: LISTEN goes before anything asked after it.
  const unlisten = client.listen(PUBLIC_CONTENT_CHANNEL, (payload) => signal.notified(payload));
  const ready = unlisten.then(() => undefined);
  return {
    subscribe: (listener) => signal.subscribe(listener),
    ready,
    listenerPid: () => null,
    async close() {
      await (await unlisten)().catch(() => {});
    },
  };
}

export interface PostgresContentChanges extends ContentChanges {
  /** The pool's onConnect hook: every pooled connection LISTENs before its first use. */
  onConnect(client: pg.ClientBase): Promise<void>;
  /** The pool the version row is read through (set once it exists). */
  usePool(pool: pg.Pool): void;
}

/** `connectionString` and `applicationName` are for the dedicated listening connection. */
export function postgresContentChanges(
  connectionString: string,
  applicationName: string,
  options: ContentChangeOptions = {},
): PostgresContentChanges {
  const signal = new Signal();
  const checkIntervalMs = options.checkIntervalMs ?? DEFAULTS.checkIntervalMs;
  const delays = options.reconnectDelayMs ?? DEFAULTS.reconnectDelayMs;
  const report = options.onError ?? (() => {});
  let pool: pg.Pool | null = null;

  let started = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let listening = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let checkTimer: NodeJS.Timeout | null = null;
  let checking: Promise<void> | null = null;

  /** Reads the version row (a fresh read, started now) and tells the signal. */
  function readVersion(): Promise<void> {
    if (!pool) return Promise.resolve();
    return pool
      .query<{ version: string }>('select version from content_versions where name = $1', [
        'public',
      ])
      .then(
        (r) => signal.checked(String(r.rows[0]?.version ?? 0)),
        (err: unknown) => report(err, 'public content version check failed'),
      );
  }

  /** The periodic check: one at a time. */
  function check(): Promise<void> {
    checking ??= readVersion().finally(() => (checking = null));
    return checking;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(delays.first * 2 ** failures, delays.max);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      connectionString,
      application_name: applicationName,
      keepAlive: true,
    });
    const lost = (err?: unknown) => {
      if (listener !== client) return;
      listener = null;
      listening = false;
      if (err) report(err, 'public content listener lost');
      client.end().catch(() => {});
      scheduleReconnect();
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === PUBLIC_CONTENT_CHANNEL) signal.notified(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
    } catch (err) {
      lost(err);
      return;
    }
    // Whatever changed while nobody listened (a read started after LISTEN).
    if (!closed) await readVersion();
    if (closed || listener !== client) {
      await client.end().catch(() => {}); // closed meanwhile
      return;
    }
    listening = true;
    failures = 0;
  }

  function start() {
    if (started || closed) return;
    started = true;
    void connect();
    checkTimer = setInterval(() => void check(), checkIntervalMs);
    checkTimer.unref();
  }

  return {
    async onConnect(client) {
      client.on('notification', (n) => {
        if (n.channel === PUBLIC_CONTENT_CHANNEL) signal.notified(n.payload);
      });
      await client.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
    },
    usePool(p) {
      pool = p;
    },
    subscribe(listener) {
      const unsubscribe = signal.subscribe(listener);
      start();
      return unsubscribe;
    },
    ready: Promise.resolve(),
    // node-postgres keeps the server's process id from BackendKeyData (not in its types).
    listenerPid: () =>
      listening && listener
        ? ((listener as unknown as { processID?: number }).processID ?? null)
        : null,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (checkTimer) clearInterval(checkTimer);
      const client = listener;
      listener = null;
      listening = false;
      await client?.end().catch(() => {});
      await checking;
    },
  };
}
