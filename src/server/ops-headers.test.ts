import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInUser, type TestContext } from '#tests/factories';
import { createApp } from './app';
import { forwardedClientIp } from './auth/middleware';
import type { Config } from './env';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The same services with another configuration (cheap: no second database). */
const appWith = (config: Partial<Config>) =>
  createApp({ ...t.deps, config: { ...t.deps.config, ...config } });

describe('HSTS', () => {
  it('is sent only when PUBLIC_URL is https', async () => {
    const https = await appWith({ publicUrl: 'https://vaalikone.example.fi' }).request(
      '/api/health',
    );
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const page = await appWith({ publicUrl: 'https://vaalikone.example.fi' }).request('/');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');

    const http = await t.app.request('/api/health');
    expect(t.config.publicUrl.startsWith('http://')).toBe(true);
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on admin answers, the session and per-user answers, errors included', async () => {
    const cookie = await signedInUser(t, { email: 'valimuisti@example.fi', superAdmin: true });
    const headers = { Cookie: cookie, Origin: t.config.publicUrl };
    for (const path of [
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/municipalities',
      '/api/admin/audit-log',
      '/api/me',
      '/api/auth/get-session',
    ]) {
      const res = await t.app.request(path, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // Without a session: the 401 is not cached either.
    const anonymous = await t.app.request('/api/admin/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const setup = await t.app.request('/api/setup/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    expect(setup.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the caching of public lists to their handlers', async () => {
    const list = await t.app.request('/api/municipalities/091/candidates');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-cache'); // revalidated with its ETag
    const avatar = await t.app.request('/api/mock-avatars/91001.svg');
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('TRUST_PROXY hops', () => {
  it('takes the N-th X-Forwarded-For entry from the right', () => {
    const header = 'spoofed-by-client, 203.0.113.5, 10.0.0.2';
    expect(forwardedClientIp(header, 0)).toBeNull();
    expect(forwardedClientIp(header, 1)).toBe('10.0.0.2');
    expect(forwardedClientIp(header, 2)).toBe('203.0.113.5');
    expect(forwardedClientIp(header, 3)).toBe('spoofed-by-client');
    // Fewer entries than proxies: the leftmost was still written by one of ours.
    expect(forwardedClientIp('203.0.113.5', 2)).toBe('203.0.113.5');
    expect(forwardedClientIp(undefined, 2)).toBeNull();
    expect(forwardedClientIp(' , ', 1)).toBeNull();
  });

  it('with two proxies, rate limits count the client, not the inner proxy', async () => {
    const twoHops = appWith({ trustProxy: 2 });
    const oneHop = appWith({ trustProxy: 1 });
    // The outer proxy saw 192.0.2.44; the inner proxies differ per request.
    const statusOf = async (app: ReturnType<typeof createApp>, i: number) =>
      (
        await app.request('/api/setup/status', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `192.0.2.44, 10.1.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: JSON.stringify({ token: 'y'.repeat(43) }),
        })
      ).status;
    const counted: number[] = [];
    for (let i = 0; i < 21; i++) counted.push(await statusOf(twoHops, i));
    expect(counted.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(counted[20]).toBe(429);
    // With one hop each inner proxy address counts as a client of its own: no limit reached.
    const separate: number[] = [];
    for (let i = 100; i < 121; i++) separate.push(await statusOf(oneHop, i));
    expect(separate).not.toContain(429);
  });
});
