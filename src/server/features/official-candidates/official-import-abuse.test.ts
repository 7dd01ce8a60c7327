import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  json,
  signedInUser,
  type TestContext,
} from '../../../../tests/factories';
import type { ImportSummaryResponse } from './official-candidates.schemas';

// Issue #32 F1: a Helsinki-only admin sent a 40 MB file of two-byte lines ("a\n" × 20,000,000).
// The parser split the whole file and made one refusal per line without yielding: 45 s, 4.3 GB,
// and every other request waited. Timing-free checks here; the figures are in
// `npm run bench:import-abuse`.

const JUNK_LINES = 20_000_000;
const junk = () => new Uint8Array(Buffer.alloc(JUNK_LINES * 2, 'a\n'));
const MB = 1024 * 1024;

let t: TestContext;
let helsinkiCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  helsinkiCookie = await signedInUser(t, { email: 'hki-abuse@example.fi', adminOf: ['091'] });
});
afterAll(() => t.close());

const preview = (body: Uint8Array<ArrayBuffer>) =>
  t.app.request('/api/admin/official-candidates/preview?municipality_id=091', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Cookie: helsinkiCookie, Origin: t.config.publicUrl },
    body,
  });

describe('a 40 MB file of junk lines (issue #32 F1)', () => {
  it('is counted and refused without memory per line, while other requests are answered', async () => {
    const body = junk();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    let previewDone = false;
    const pending = Promise.resolve(preview(body)).then((res) => {
      previewDone = true;
      return res;
    });
    // While the file is read, a second upload is told to wait, and the voter's routes answer.
    const second = await preview(new Uint8Array(Buffer.from('a\n')));
    const health = await t.app.request('/api/health');
    const candidates = await t.app.request('/api/municipalities/091/candidates');
    const answeredDuringParse = !previewDone;
    const res = await pending;
    clearInterval(sampler);

    expect(second.status).toBe(429);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(health.status).toBe(200);
    expect(candidates.status).toBe(200);
    expect(answeredDuringParse).toBe(true);

    expect(res.status).toBe(200);
    const summary = await json<ImportSummaryResponse>(res);
    expect(summary.refused_total).toBe(JUNK_LINES);
    expect(summary.refused).toHaveLength(500);
    expect(summary.refused[0]).toEqual({
      line: 1,
      municipality_id: null,
      reason: 'Rivillä on 1 saraketta, tarvitaan vähintään 26.',
    });
    expect(summary.refused[499]!.line).toBe(500);
    expect(summary.municipalities).toEqual([]);
    // Before: 4.3 GB. The body, its copy and its text are about 120 MB of it.
    expect((rssPeak - rssBefore) / MB).toBeLessThan(200);

    // Once it is done, the next upload is read again.
    expect((await preview(new Uint8Array(Buffer.from('a\n')))).status).toBe(200);
  });
});
