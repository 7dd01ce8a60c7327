import { randomTestIp, type TestContext } from './factories';

// The API tests' one way to call the app as a browser would: the app's own Origin (which every
// state-changing route checks), the session cookie, and a client address of its own per request
// (X-Forwarded-For; the tests' app trusts one proxy), so that no test meets another's rate limit.
// A file wraps it in a one-line helper of its own shape, e.g.
//   const send = (path: string, body: unknown) => request(t, path, { body, cookie: adminCookie });

export interface TestRequestInit {
  /** GET without a body, POST with one. */
  method?: string;
  /** A value sent as JSON; a string, bytes, a stream or FormData as it is. */
  body?: unknown;
  /** Content-Type of the body: application/json unless given (none for FormData). */
  type?: string;
  /** The Cookie header (a session's `cookieHeader`); none when undefined. */
  cookie?: string | undefined;
  /** The Origin header: the app's own public URL unless given; false for none. */
  origin?: string | false;
  /** The client's address (X-Forwarded-For): a new random one unless given; false for none. */
  ip?: string | false;
  /** More headers; these win over the ones above. */
  headers?: Record<string, string>;
}

const sentAsIs = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof Uint8Array ||
  body instanceof ArrayBuffer ||
  body instanceof Blob ||
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof ReadableStream;

export function request(
  t: Pick<TestContext, 'app' | 'config'>,
  path: string,
  init: TestRequestInit = {},
) {
  const { body, cookie, origin = t.config.publicUrl, ip = randomTestIp() } = init;
  const headers: Record<string, string> = {
    ...(body !== undefined && !(body instanceof FormData)
      ? { 'Content-Type': init.type ?? 'application/json' }
      : {}),
    ...(cookie !== undefined ? { Cookie: cookie } : {}),
    ...(origin !== false ? { Origin: origin } : {}),
    ...(ip !== false ? { 'X-Forwarded-For': ip } : {}),
    ...init.headers,
  };
  return t.app.request(path, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body: sentAsIs(body) ? body : JSON.stringify(body) }),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}
