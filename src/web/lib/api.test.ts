import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, withQuery } from './api';

describe('withQuery', () => {
  it('adds the given values as the query string, leaving out empty ones', () => {
    expect(
      withQuery('/api/x', { page: 2, search: 'Virtanen', status: '', party: undefined, y: null }),
    ).toBe('/api/x?page=2&search=Virtanen');
  });

  it('leaves the path as it is when nothing is given', () => {
    expect(withQuery('/api/x', { search: '' })).toBe('/api/x');
    expect(withQuery('/api/x')).toBe('/api/x');
  });

  it('encodes the values', () => {
    expect(withQuery('/api/x', { search: 'a&b ö' })).toBe('/api/x?search=a%26b+%C3%B6');
  });
});

describe('apiFetch with a query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the path with the query string', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/api/list', { query: { page: 1, page_size: 50 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledWith('/api/list?page=1&page_size=50', expect.anything());
  });
});
