import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit that abuse limits count: an IPv4 address as is, an IPv4-mapped IPv6 address as its
 * IPv4 address, and an IPv6 address as its /64 network (a home or a phone usually gets a whole
 * /64, so counting single IPv6 addresses would let one client use millions of them).
 */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null if unreadable. */
function expandIPv6(ip: string): string[] | null {
  let text = ip.split('%')[0]!; // zone index
  // An embedded IPv4 tail (::1.2.3.4) becomes two hexadecimal groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/**
 * Client addresses that must be stored (the database counters of access-code guesses) are
 * stored as a keyed hash: HMAC-SHA-256 of the address under a key derived from the server
 * secret and the UTC date. The key changes every day, so a stored tag cannot be tied to an
 * address, or to the same address's tags on other days, without the secret. Every instance
 * with the same secret (AUTH_SECRET) computes the same tag.
 */
export function createClientTagger(secret: string, now: () => Date = () => new Date()) {
  let day = '';
  let dayKey = Buffer.alloc(0);
  return (address: string): string => {
    const today = now().toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      dayKey = createHmac('sha256', secret).update(`client-tag|${today}`).digest();
    }
    return createHmac('sha256', dayKey)
      .update(addressKey(address))
      .digest('base64url')
      .slice(0, 22);
  };
}
