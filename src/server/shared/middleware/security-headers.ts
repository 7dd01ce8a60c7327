import type { MiddlewareHandler } from 'hono';

/** The Content-Security-Policy of every answer: our own scripts only, no framing. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers of every answer, as [lower-case name, value]: the set hono's
 * secureHeaders middleware sent with our options, written out once so that the app's middleware
 * and the fast path of cached public reads (public-fast-path.ts) send the same headers.
 * Strict-Transport-Security only where the site is served over https (a browser ignores it over
 * http anyway).
 */
export function securityHeaderList(publicUrl: string): readonly (readonly [string, string])[] {
  return [
    ['content-security-policy', CONTENT_SECURITY_POLICY],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(publicUrl.startsWith('https://')
      ? [['strict-transport-security', 'max-age=31536000'] as const]
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * Sets {@link securityHeaderList} on every answer (replacing a handler's own value, as hono's
 * secureHeaders did) and removes X-Powered-By.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const list = securityHeaderList(publicUrl);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    headers.delete('x-powered-by');
  };
}
