import type { ErrorCode } from '#core/error-codes';
import { i18nFor } from '../i18n/catalogs';
import { languageOfPath, type Language } from '../i18n/language';

// Written out, not read from the catalogue: the whole catalogue would load with every page.
const NETWORK_ERROR: ErrorCode = 'network_error';
const INVALID_RESPONSE: ErrorCode = 'invalid_response';

/**
 * A small fetch wrapper for the app's own JSON API. Every failure becomes an ApiError with the
 * server's stable error code, so callers branch on `code`/`status`, never on message text.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The language of the page being shown (its URL), for the server's texts and our own. */
function pageLanguage(): Language {
  return typeof window === 'undefined' ? 'fi' : languageOfPath(window.location.pathname);
}

const networkErrorMessage = () => i18nFor(pageLanguage())._('api.networkError');
const genericErrorMessage = () => i18nFor(pageLanguage())._('api.genericError');

/** Query parameters; an undefined, null or empty value is left out. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/** `path` with `query` as its search part (none when every value is left out). */
export function withQuery(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with the matching content type. */
  json?: unknown;
  /** Added to the path as its query string. */
  query?: ApiQuery;
  body?: RequestInit['body'];
}

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, query, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The server answers in the page language where it can (texts, error messages).
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageLanguage());
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      credentials: 'same-origin',
      ...rest,
      headers,
      body,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, networkErrorMessage());
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE, genericErrorMessage());
  }
}

/** The server's `{ error: { code, message } }` answer as an ApiError (generic when it is not one). */
export async function toApiError(response: Response): Promise<ApiError> {
  let code = `http_${String(response.status)}`;
  let message = genericErrorMessage();
  try {
    const payload: unknown = await response.json();
    const error = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
    if (error && typeof error.code === 'string') code = error.code;
    if (error && typeof error.message === 'string' && error.message !== '') message = error.message;
  } catch {
    // Not JSON (for example a proxy's HTML error page): keep the generic values.
  }
  return new ApiError(response.status, code, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
