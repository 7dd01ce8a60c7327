import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode } from '#tests/data';
import {
  createTestContext,
  json,
  randomTestIp,
  signedInUser,
  type TestContext,
} from '#tests/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };

function upload(
  file: Blob,
  name: string,
  fields: Record<string, string>,
  cookie?: string,
  language?: 'fi' | 'sv',
) {
  const form = new FormData();
  form.set('file', file, name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return t.app.request('/api/uploads/candidate-photo', {
    method: 'POST',
    body: form,
    headers: {
      'X-Forwarded-For': randomTestIp(),
      ...(cookie ? { Cookie: cookie, Origin: t.config.publicUrl } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
  });
}

/** A JPEG with GPS coordinates and a camera model in its EXIF data. */
async function jpegWithGps() {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera Oy', Model: 'Testi 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 0/1',
      },
    })
    .toBuffer();
}

/** A valid PNG header claiming 20,000 × 20,000 pixels, with a tiny body. */
function hugePngHeader() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/uploads/candidate-photo', () => {
  it('re-encodes a photo as WebP at most 800 px without EXIF or GPS, under the municipality folder', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(
      new Blob([new Uint8Array(original)], { type: 'image/jpeg' }),
      'loma.jpg',
      { code },
    );
    expect(res.status).toBe(201);
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(/^\/uploads\/candidates\/091\/\d+_[0-9a-f]+\.webp$/);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    // A key is never given to other bytes: the answer may be cached for good.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const revalidated = await t.app.request(url, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    const stored = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Kamera Oy'))).toBe(false);

    // A second upload never overwrites the first.
    const second = await json<{ url: string }>(
      await upload(new Blob([new Uint8Array(original)]), 'loma.jpg', { code }),
    );
    expect(second.url).not.toBe(url);
  });

  it('refuses a text file named .jpg, an SVG, a 12 MB file and a 20,000 × 20,000 PNG in Finnish', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const cases: [Blob, string, number, string][] = [
      [
        new Blob(['tämä ei ole kuva']),
        'kuva.jpg',
        415,
        'Kuvan lataaminen epäonnistui: tiedosto ei ole JPEG-, PNG- tai WebP-kuva.',
      ],
      [
        new Blob([svg], { type: 'image/svg+xml' }),
        'kuva.svg',
        415,
        'Kuvan lataaminen epäonnistui: tiedosto ei ole JPEG-, PNG- tai WebP-kuva.',
      ],
      [
        new Blob([big], { type: 'image/jpeg' }),
        'iso.jpg',
        413,
        'Kuvan lataaminen epäonnistui: tiedosto on liian suuri (enintään 10 Mt).',
      ],
      [
        new Blob([new Uint8Array(hugePngHeader())], { type: 'image/png' }),
        'valtava.png',
        400,
        'Kuvan lataaminen epäonnistui: kuvan koko on liian suuri (enintään 40 megapikseliä).',
      ],
    ];
    for (const [blob, name, status, message] of cases) {
      const res = await upload(blob, name, { code });
      expect(res.status, name).toBe(status);
      expect((await json<Err>(res)).error.message, name).toBe(message);
    }
  });

  it('refuses in Swedish when a Swedish page asks (Accept-Language: sv)', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const res = await upload(
      new Blob(['det här är ingen bild']),
      'bild.jpg',
      { code },
      undefined,
      'sv',
    );
    expect(res.status).toBe(415);
    expect((await json<Err>(res)).error.message).toBe(
      'Bilden kunde inte laddas upp: filen är inte en JPEG-, PNG- eller WebP-bild.',
    );
    const missing = await upload(new Blob([]), '', { code }, undefined, 'sv');
    expect((await json<Err>(missing)).error.message).toMatch(/^Bilden kunde inte laddas upp/);
  });

  it('needs an unused code or an admin session of that municipality', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const file = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
    const forbidden =
      'Kuvan lataaminen epäonnistui käyttöoikeuksien puuttumisen vuoksi. Ota yhteyttä järjestelmänvalvojaan.';
    // Used, and past the time its answers could be corrected (no deadline: the code's expiry).
    const used = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      used: true,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const res of [
      await upload(file(), 'a.png', {}),
      await upload(file(), 'a.png', { code: used.code }),
    ]) {
      expect(res.status).toBe(403);
      expect((await json<Err>(res)).error.message).toBe(forbidden);
    }
    const cookie = await signedInUser(t, { email: 'kuva-admin@example.fi', adminOf: ['837'] });
    expect((await upload(file(), 'a.png', { municipality_id: '091' }, cookie)).status).toBe(403);
    expect((await upload(file(), 'a.png', { municipality_id: '837' }, cookie)).status).toBe(201);
  });
});
