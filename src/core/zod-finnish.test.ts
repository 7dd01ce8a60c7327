import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFinnishZodMessages } from './zod-finnish';

installFinnishZodMessages();

const messageOf = (schema: z.core.$ZodType, input: unknown) =>
  z.safeParse(schema, input).error?.issues[0]?.message;

describe('Finnish zod messages', () => {
  it('replaces the English default of every common rule', () => {
    expect(messageOf(z.string().max(40), 'x'.repeat(41))).toBe(
      'Teksti on liian pitkä (enintään 40 merkkiä).',
    );
    expect(messageOf(z.string().min(3), 'ab')).toBe('Teksti on liian lyhyt (vähintään 3 merkkiä).');
    expect(messageOf(z.string().min(1), '')).toBe('Tieto puuttuu. Täytä kenttä.');
    expect(messageOf(z.number(), 'kaksi')).toBe('Tiedon muoto on väärä: tässä pitää olla numero.');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Tieto puuttuu.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Valitse jokin annetuista vaihtoehdoista.');
    expect(messageOf(z.number().max(5), 6)).toBe('Luku on liian suuri (enintään 5).');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe(
      'Valintoja on liikaa (enintään 1).',
    );
    expect(messageOf(z.email(), 'ei-osoite')).toBe('Tarkista sähköpostiosoite.');
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe('Tiedoissa on kenttiä, joita ei tunneta.');
  });

  it('leaves a message written on the schema alone', () => {
    expect(messageOf(z.string().max(2, { error: 'Oma viesti.' }), 'abc')).toBe('Oma viesti.');
  });
});
