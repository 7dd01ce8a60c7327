import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../domain/abuse-limits';
import { addressKey, createClientTagger } from './client-address';
import { WriteLimiter } from './write-limiter';

const HOUR = 3_600_000;

function limiterWithClock(limits = WRITE_LIMITS, maxKeys = 1000) {
  let now = 0;
  const limiter = new WriteLimiter(limits, maxKeys, () => now);
  return {
    limiter,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function takeMany(limiter: WriteLimiter<'visit' | 'match'>, kind: 'visit' | 'match', n: number) {
  let allowed = 0;
  for (let i = 0; i < n; i++) if (limiter.take(kind, '198.51.100.7').allowed) allowed += 1;
  return allowed;
}

describe('the write limiter', () => {
  it('lets a care home of 60 voters through in an hour, with a burst of 30 at the start', () => {
    const { limiter, advance } = limiterWithClock();
    const ok = (kind: 'visit' | 'match') => limiter.take(kind, '198.51.100.7').allowed;
    const refusals: string[] = [];
    // 30 voters start together: a visit each, and three answer sets each saved right away.
    for (let v = 0; v < 30; v++) {
      if (!ok('visit')) refusals.push('visit');
      for (let m = 0; m < 3; m++) if (!ok('match')) refusals.push('match');
    }
    // 30 more over the rest of the hour, each reloading the municipality page twice.
    for (let v = 0; v < 30; v++) {
      advance(HOUR / 30);
      for (let r = 0; r < 3; r++) if (!ok('visit')) refusals.push('visit');
      for (let m = 0; m < 3; m++) if (!ok('match')) refusals.push('match');
    }
    expect(refusals).toEqual([]);
  });

  it('lets a script that sends 1,113 saves in 7 seconds store about 120', () => {
    const { limiter, advance } = limiterWithClock();
    let allowed = 0;
    for (let i = 0; i < 1113; i++) {
      advance(7000 / 1113);
      if (limiter.take('match', '198.51.100.7').allowed) allowed += 1;
    }
    expect(allowed).toBeGreaterThanOrEqual(120);
    expect(allowed).toBeLessThanOrEqual(122); // 120 at once + 600/h × 7 s ≈ 1
  });

  it('says when to retry, refills over time and caps one address at about 2,000 a day', () => {
    const { limiter, advance } = limiterWithClock();
    expect(takeMany(limiter, 'visit', 120)).toBe(120);
    const refused = limiter.take('visit', '198.51.100.7');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 6, firstRefusal: true });
    expect(limiter.take('visit', '198.51.100.7')).toMatchObject({ firstRefusal: false });
    advance(6000);
    expect(limiter.take('visit', '198.51.100.7').allowed).toBe(true);
    // Matches have their own buckets.
    expect(limiter.take('match', '198.51.100.7').allowed).toBe(true);

    // A whole day of trying once a second.
    let allowed = 121;
    for (let s = 0; s < 24 * 3600; s++) {
      advance(1000);
      if (limiter.take('visit', '198.51.100.7').allowed) allowed += 1;
    }
    expect(allowed).toBeGreaterThan(1900);
    expect(allowed).toBeLessThanOrEqual(2000 + 121);
  });

  it('keeps at most maxKeys addresses, forgetting the least recently used', () => {
    const limiter = new WriteLimiter({ visit: [{ burst: 1, perHour: 1 }] }, 3, () => 0);
    for (const ip of ['a', 'b', 'c']) expect(limiter.take('visit', ip).allowed).toBe(true);
    expect(limiter.take('visit', 'a').allowed).toBe(false); // a is now the most recent
    expect(limiter.take('visit', 'd').allowed).toBe(true); // b is forgotten
    expect(limiter.size).toBe(3);
    expect(limiter.take('visit', 'a').allowed).toBe(false);
    expect(limiter.take('visit', 'b').allowed).toBe(true);
  });
});

describe('client addresses', () => {
  it('counts an IPv6 /64 as one client and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('stores a keyed hash of the address that changes every day', () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const tag = createClientTagger('x'.repeat(32), () => now);
    const other = createClientTagger('y'.repeat(32), () => now);
    const first = tag('203.0.113.5');
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(first).not.toContain('203');
    expect(tag('203.0.113.5')).toBe(first);
    expect(tag('::ffff:203.0.113.5')).toBe(first);
    expect(tag('203.0.113.6')).not.toBe(first);
    expect(other('203.0.113.5')).not.toBe(first);
    now = new Date('2026-03-02T00:00:01Z');
    expect(tag('203.0.113.5')).not.toBe(first);
  });
});
