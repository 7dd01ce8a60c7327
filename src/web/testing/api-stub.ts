import { vi } from 'vitest';
import type { ServerErrorCode } from '#core/error-codes';
import type { ErrorBody } from '#server/errors';

/**
 * A stand-in for the server at the network boundary: `fetch` answers from a table of
 * "METHOD /path" handlers with JSON shaped like the server's responses (type the bodies with the
 * server's own types). Our data hooks and `apiFetch` run unchanged. A request without a handler
 * gets a 404 in the server's error shape and is listed in `unhandled`, for a test to check.
 */

export interface StubRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Handler = (request: StubRequest) => StubResponse | Promise<StubResponse>;

export interface StubResponse {
  status?: number;
  body?: unknown;
}

export const json = (body: unknown, status = 200): StubResponse => ({ status, body });

export const apiError = (status: number, code: ServerErrorCode, message: string): StubResponse => {
  const body: ErrorBody = { error: { code, message } };
  return { status, body };
};

export function stubApi(handlers: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  const unhandled: string[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Read the parts we need by hand: a Request built from jsdom's AbortSignal is refused by Node.
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : '';
    const stubRequest: StubRequest = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(stubRequest);
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    const answer = handler
      ? await handler(stubRequest)
      : (unhandled.push(key), apiError(404, 'not_found', 'Pyydettyä tietoa ei löytynyt.'));
    const status = answer.status ?? 200;
    return answer.body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer.body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    /** Every request the page made, in order. */
    requests,
    /** "METHOD /path" of requests that had no handler. */
    unhandled,
    calls: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
