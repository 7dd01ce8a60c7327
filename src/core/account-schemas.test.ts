import { describe, expect, it } from 'vitest';
import { inviteAdminInputSchema } from './account-schemas';

const messagesFor = (input: unknown, field: string) =>
  (inviteAdminInputSchema.safeParse(input).error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe('inviteAdminInputSchema', () => {
  it('asks for an organization when none is chosen, not for a municipality id', () => {
    for (const target of ['', undefined]) {
      expect(messagesFor({ email: 'a@example.fi', target, role: 'admin' }, 'target')).toEqual([
        'Valitse organisaatio.',
      ]);
    }
  });

  it('accepts the system organization and a municipality id', () => {
    for (const target of ['system', '091', 'oma-kunta']) {
      expect(inviteAdminInputSchema.safeParse({ email: 'a@example.fi', target }).success).toBe(
        true,
      );
    }
  });

  it('still tells the municipality id rule for a malformed id', () => {
    const [message] = messagesFor({ email: 'a@example.fi', target: 'X!' }, 'target');
    expect(message).toMatch(/^Kunnan tunnus on kolminumeroinen kuntanumero/);
  });
});
