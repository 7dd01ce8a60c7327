import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { swedishZodMessage } from './zod-swedish';

const messageOf = (schema: z.core.$ZodType, input: unknown) =>
  z.safeParse(schema, input, { error: swedishZodMessage }).error?.issues[0]?.message;

describe('Swedish zod messages', () => {
  it('replace the English default of every common rule', () => {
    expect(messageOf(z.string().max(40), 'x'.repeat(41))).toBe(
      'Texten är för lång (högst 40 tecken).',
    );
    expect(messageOf(z.string().min(3), 'ab')).toBe('Texten är för kort (minst 3 tecken).');
    expect(messageOf(z.string().min(1), '')).toBe('Uppgiften saknas. Fyll i fältet.');
    expect(messageOf(z.number(), 'två')).toBe('Uppgiften har fel form: här ska det vara ett tal.');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Uppgiften saknas.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Välj ett av de givna alternativen.');
    expect(messageOf(z.email(), 'ingen-adress')).toBe('Kontrollera e-postadressen.');
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe(
      'Uppgifterna innehåller fält som inte är kända.',
    );
  });
});
