import { describe, expect, it } from 'vitest';
import { parsePayload } from './content-changes';

describe('a public content notification', () => {
  it('names the municipalities of a change to candidates', () => {
    expect(parsePayload('42 091,837')).toEqual({
      version: '42',
      change: { candidatesOf: ['091', '837'] },
    });
  });

  it('means a change to anything when it names none or cannot be read', () => {
    expect(parsePayload('42')).toEqual({ version: '42', change: null });
    expect(parsePayload('42 ')).toEqual({ version: '42', change: null });
    expect(parsePayload(undefined)).toEqual({ version: null, change: null });
    expect(parsePayload('')).toEqual({ version: null, change: null });
  });
});
