import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '#server/shared/middleware/body-limit';
import { createTestContext, type TestContext } from '../factories';

// Through a real Node HTTP server: there the body limit answers from Content-Length alone
// (app.request() in other tests takes the counting path).
let t: TestContext;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function post(path: string, body: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('API body limit on a running server', () => {
  it('records a visit whose body has a Content-Length', async () => {
    const res = await post(
      '/api/statistics/visits',
      JSON.stringify({ p_user_uuid: 'kayttaja-1', p_municipality_id: '091' }),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, recorded: true });
  });

  it('refuses a body whose Content-Length is over the limit with 413 in the error shape', async () => {
    const body = Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 0x20);
    const res = await post('/api/statistics/visits', body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a chunked body (no Content-Length) once it passes the limit', async () => {
    const body = Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 0x20);
    const res = await post('/api/matches', body, { 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
