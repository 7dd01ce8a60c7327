import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { errors } from '../../errors';
import type { PhotoStorage } from '../../storage/photo-storage';

// GET /uploads/<key>. A key is never given to other bytes (putNew picks a fresh name), so the
// answer may be cached for good; the ETag follows from the key alone. Every request asks the
// database, with no cache in this process: a photo deleted on any instance answers 404 at once.

/** The ETag of a key: its bytes never change, so the key identifies them. */
export function photoEtag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function servePhoto(photos: PhotoStorage) {
  return async (c: Context) => {
    const key = c.req.path.slice('/uploads/'.length);
    const photo = await photos.read(key);
    if (!photo) throw errors.notFound('Kuvaa ei löytynyt.');
    const etag = photoEtag(key);
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', photo.contentType);
    return c.body(new Uint8Array(photo.body), 200);
  };
}
