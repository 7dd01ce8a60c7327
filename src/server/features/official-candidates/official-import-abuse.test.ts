import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { eq } from 'drizzle-orm';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { officialCandidates } from '../../db/schema';
import type { ImportSummaryResponse } from './official-candidates.schemas';
import type * as ReleaseMemory from '../../shared/infrastructure/release-memory';
import type * as MinistryCsvWorker from './ministry-csv-worker';
import { request } from '#tests/request';

// Issue #32 F1: a Helsinki-only admin sent a 40 MB file of two-byte lines ("a\n" × 20,000,000).
// The parser split the whole file and made one refusal per line without yielding: 45 s, 4.3 GB,
// and every other request waited. Timing-free checks here; the figures are in
// `npm run bench:import-abuse`.

// The full collection that gives the file's memory back, seen rather than waited for.
const released = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../shared/infrastructure/release-memory', async (importOriginal) => {
  const original = await importOriginal<typeof ReleaseMemory>();
  return {
    ...original,
    releaseMemoryLater: (...args: Parameters<typeof original.releaseMemoryLater>) => {
      released.calls++;
      original.releaseMemoryLater(...args);
    },
  };
});

// The moment the file is handed to the parsing worker (its upload is then the one being read):
// the requests sent "meanwhile" are sent from then on, not raced against the upload's own
// middleware.
const parsing = vi.hoisted(() => ({ began: () => {} }));
vi.mock('./ministry-csv-worker', async (importOriginal) => {
  const original = await importOriginal<typeof MinistryCsvWorker>();
  return {
    ...original,
    parseInWorker: (...args: Parameters<typeof original.parseInWorker>) => {
      const parsed = original.parseInWorker(...args);
      parsing.began();
      return parsed;
    },
  };
});

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

const send = (step: 'preview' | 'import', body: Uint8Array<ArrayBuffer>) =>
  request(t, `/api/admin/official-candidates/${step}?municipality_id=091`, {
    body,
    type: 'text/csv',
    cookie: helsinkiCookie,
    ip: false,
  });
const preview = (body: Uint8Array<ArrayBuffer>) => send('preview', body);

describe('a 40 MB file of junk lines (issue #32 F1)', () => {
  it('is counted and refused without memory per line, while other requests are answered', async () => {
    const body = junk();
    global.gc?.();
    const releasedBefore = released.calls;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    let previewDone = false;
    const began = new Promise<void>((resolve) => (parsing.began = resolve));
    const pending = Promise.resolve(preview(body)).then((res) => {
      previewDone = true;
      return res;
    });
    await began;
    // While the file is read (in a worker thread), one more upload waits for it, a third is told
    // to come back later, and the voter's routes answer.
    const sendSmall = async () => {
      const r = await preview(new Uint8Array(Buffer.from('a\n')));
      return { status: r.status, retryAfter: r.headers.get('Retry-After') };
    };
    const others = Promise.all([sendSmall(), sendSmall()]);
    const health = await t.app.request('/api/health');
    const candidates = await t.app.request('/api/municipalities/091/candidates');
    const answeredDuringParse = !previewDone;
    const [second, third] = await others;
    const res = await pending;
    clearInterval(sampler);

    // One of the two waited its turn and was read; the other was refused with Retry-After.
    const [waited, refused] = second.status === 429 ? [third, second] : [second, third];
    expect(waited.status).toBe(200);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
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
    // Before, that memory stayed with the process: now a full collection follows the upload.
    expect(released.calls).toBeGreaterThan(releasedBefore);

    // Once it is done, the next upload is read again.
    expect((await preview(new Uint8Array(Buffer.from('a\n')))).status).toBe(200);
  });
});

describe('imported text (issue #32 F4)', () => {
  it('follows the rules of typed text: a line that breaks them is refused in the preview and the import, never a 5xx', async () => {
    // Latin-1 as the Ministry writes it: 0x85 and 0x9B are C1 control characters there.
    const latin1 = ministryFile([
      ministryLine({ number: 2, firstName: 'Hyvä' }),
      ministryLine({ number: 3, firstName: 'Ohjaus\u0085\u009B' }),
      ministryLine({ number: 4, lastName: 'Nolla\u0000tavu' }),
      ministryLine({ number: 5, profession: 'a'.repeat(101) }),
      ministryLine({ number: 6, partyAbbrFi: 'KOK\u0007' }),
    ]);
    // Saved again as UTF-8: a right-to-left override in a first name.
    const utf8 = new Uint8Array(
      Buffer.from(`${ministryLine({ number: 7, firstName: 'Evil\u202Eeman' })}\r\n`, 'utf8'),
    );
    for (const step of ['preview', 'import'] as const) {
      const res = await send(step, latin1);
      expect(res.status, step).toBe(200);
      const summary = await json<ImportSummaryResponse>(res);
      expect(summary.refused.map((r) => [r.line, r.reason])).toEqual([
        [
          2,
          'Etunimi: rivillä on merkkejä, joita ei voi tallentaa (ohjausmerkki tai tekstin suuntaa muuttava merkki).',
        ],
        [
          3,
          'Sukunimi: rivillä on merkkejä, joita ei voi tallentaa (ohjausmerkki tai tekstin suuntaa muuttava merkki).',
        ],
        [4, 'Ammatti saa olla enintään 100 merkkiä (rivillä 101).'],
        [
          5,
          'Puolueen lyhenne: rivillä on merkkejä, joita ei voi tallentaa (ohjausmerkki tai tekstin suuntaa muuttava merkki).',
        ],
      ]);
      expect(summary.municipalities[0]).toMatchObject({
        new: step === 'preview' ? 1 : 1,
        refused: 4,
      });
      const rtl = await send(step, utf8);
      expect(rtl.status, step).toBe(200);
      expect((await json<ImportSummaryResponse>(rtl)).refused.map((r) => r.line)).toEqual([1]);
    }
    const rows = await t.database.db
      .select()
      .from(officialCandidates)
      .where(eq(officialCandidates.municipalityId, '091'));
    expect(rows.map((r) => [r.candidateNumber, r.firstName])).toEqual([[2, 'Hyvä']]);
  });
});
