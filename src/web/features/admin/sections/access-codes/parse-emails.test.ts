import { describe, expect, it } from 'vitest';
import { parseEmails } from './parse-emails';

describe('parseEmails', () => {
  it('accepts addresses one per line or separated by commas, semicolons and spaces', () => {
    const text = 'a@example.fi\nB@Example.fi, c@example.fi;d@example.fi  e@example.fi';
    expect(parseEmails(text)).toEqual({
      valid: ['a@example.fi', 'b@example.fi', 'c@example.fi', 'd@example.fi', 'e@example.fi'],
      invalid: [],
    });
  });

  it('lists the pieces that are not addresses and counts each address once', () => {
    expect(parseEmails('a@example.fi\nei-osoite\na@example.fi\nb@\n\n')).toEqual({
      valid: ['a@example.fi'],
      invalid: ['ei-osoite', 'b@'],
    });
  });

  it('keeps only the address of "Nimi <osoite>" entries', () => {
    expect(parseEmails('Aino Ehdokas <aino@example.fi>, (eino@example.fi).')).toEqual({
      valid: ['aino@example.fi', 'eino@example.fi'],
      invalid: [],
    });
  });

  it('finds nothing in an empty text', () => {
    expect(parseEmails('  \n ')).toEqual({ valid: [], invalid: [] });
  });
});
