import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { loadConfig } from '../env';
import { clientIp } from './middleware';

// Issue #38: with TRUST_PROXY=1 anyone who reached the port directly could pick their address
// with a forged X-Forwarded-For (and escape the per-address limits). With TRUST_PROXY_FROM only
// the proxy's own address is believed. Real sockets: the peer address is what is checked.

let server: ServerType | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function whoAmI(env: Record<string, string>, forged: string) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = new Hono<AppEnv>();
  app.get('/ip', (c) => {
    c.set('deps', { config } as AppEnv['Variables']['deps']);
    return c.text(clientIp(c));
  });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  const res = await fetch(`http://127.0.0.1:${port}/ip`, {
    headers: { 'X-Forwarded-For': forged },
  });
  return res.text();
}

describe('TRUST_PROXY_FROM', () => {
  it('believes X-Forwarded-For from the proxy address', async () => {
    expect(await whoAmI({ TRUST_PROXY: '1', TRUST_PROXY_FROM: '127.0.0.1' }, '203.0.113.7')).toBe(
      '203.0.113.7',
    );
  });

  it('takes a direct client at its socket address, whatever it forwards', async () => {
    const ip = await whoAmI({ TRUST_PROXY: '1', TRUST_PROXY_FROM: '10.0.0.5' }, '203.0.113.7');
    expect(ip).not.toBe('203.0.113.7');
    expect(ip).toMatch(/127\.0\.0\.1$/);
  });

  it('refuses an address it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY_FROM: '127.0.0.1, nginx' })).toThrow(
      /TRUST_PROXY_FROM must be IP addresses separated by commas \(not "nginx"\)/,
    );
  });
});
