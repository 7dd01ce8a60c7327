import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode } from '#tests/data';
import { createTestContext, randomTestIp, type TestContext } from '#tests/factories';
import { MAX_PARALLEL_DECODES, photoDecodes } from './photo.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('photo uploads arriving together', () => {
  it('are decoded at most two at a time, and every one of them is stored (none refused)', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const png = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .png()
      .toBuffer();
    photoDecodes.resetPeak();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kuva.png');
        form.set('code', code);
        return t.app.request('/api/uploads/candidate-photo', {
          method: 'POST',
          body: form,
          headers: { 'X-Forwarded-For': randomTestIp() },
        });
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(MAX_PARALLEL_DECODES).toBe(2);
    const { peak, active, waiting } = photoDecodes.stats();
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(2);
    expect({ active, waiting }).toEqual({ active: 0, waiting: 0 });
  });
});
