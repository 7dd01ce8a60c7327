import { describe, expect, it } from 'vitest';
import type { Me } from '../api/me';
import { returnTarget, startPageFor } from './redirects';

const me = (overrides: Partial<Me>): Me => ({
  user: { id: 'u1', email: 'a@example.fi', name: 'A' },
  is_super_admin: false,
  memberships: [],
  municipalities: [],
  email_enabled: true,
  ...overrides,
});

describe('returnTarget', () => {
  it('goes back to the protected page with its query and hash', () => {
    expect(
      returnTarget({ from: { pathname: '/091/admin/kysymykset', search: '?a=1', hash: '#x' } }),
    ).toBe('/091/admin/kysymykset?a=1#x');
  });

  it('defaults to /admin without a page to return to', () => {
    expect(returnTarget(null)).toBe('/admin');
    expect(returnTarget({ signedOut: true })).toBe('/admin');
  });

  it('never returns to the sign-in pages or off the site', () => {
    expect(returnTarget({ from: { pathname: '/login' } })).toBe('/admin');
    expect(returnTarget({ from: { pathname: '/login/kutsu/abc' } })).toBe('/admin');
    expect(returnTarget({ from: { pathname: '//evil.example/admin' } })).toBe('/admin');
    expect(returnTarget({ from: { pathname: 'https://evil.example/' } })).toBe('/admin');
  });

  it('treats a path that only starts with "login" as an ordinary page', () => {
    expect(returnTarget({ from: { pathname: '/loginx' } })).toBe('/loginx');
  });
});

describe('startPageFor', () => {
  it('sends a super admin to /admin', () => {
    expect(startPageFor(me({ is_super_admin: true, municipalities: ['091', '837'] }))).toBe(
      '/admin',
    );
  });

  it('sends the admin of exactly one municipality to its page', () => {
    expect(startPageFor(me({ municipalities: ['091'] }))).toBe('/091/admin');
  });

  it('lets an admin of several municipalities choose on /admin', () => {
    expect(startPageFor(me({ municipalities: ['091', '853'] }))).toBe('/admin');
    expect(startPageFor(null)).toBe('/admin');
  });
});
