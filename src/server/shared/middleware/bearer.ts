import { timingSafeEqual } from 'node:crypto';

/** True when `header` is `Bearer <token>` (compared in constant time). */
export function isBearer(header: string | undefined, token: string | undefined): boolean {
  if (!header || !token || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
