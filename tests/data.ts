import { CONSENT_VERSION } from '#core/consent';
import type { Db } from '#server/db/client';
import { candidates } from '#server/db/schema';

// Factories for rows the tests need; every field has a sensible default.

let counter = 0;

export async function insertCandidate(
  db: Db,
  overrides: Partial<typeof candidates.$inferInsert> & { municipalityId: string },
) {
  counter += 1;
  const [row] = await db
    .insert(candidates)
    .values({
      name: `Testi Ehdokas ${counter}`,
      age: 60,
      party: 'SDP',
      profession: 'eläkeläinen',
      answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
      answerJustifications: Array.from({ length: 25 }, () => ''),
      votingNumber: 100 + counter,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertAccessCode(
  db: Db,
  opts: { municipalityId: string; email?: string; expiresAt?: Date; used?: boolean; code?: string },
) {
  const { candidateAccessCodes } = await import('#server/db/schema');
  const { generateAccessCode } = await import('#server/features/access-codes/access-codes.service');
  const [row] = await db
    .insert(candidateAccessCodes)
    .values({
      code: opts.code ?? generateAccessCode(),
      municipalityId: opts.municipalityId,
      email: opts.email ?? `ehdokas${++counter}@example.fi`,
      expiresAt: opts.expiresAt ?? new Date(Date.now() + 14 * 24 * 3600 * 1000),
      used: opts.used ?? false,
    })
    .returning();
  return row!;
}

/** A complete, valid candidate form. */
export function candidateForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Eino Ehdokas',
    age: 67,
    party: 'Keskusta',
    profession: 'eläkeläinen',
    voting_number: 42,
    image: null,
    answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
    answer_justifications: Array.from({ length: 25 }, (_, i) => (i === 0 ? 'Tärkeä asia.' : '')),
    ...overrides,
  };
}

/** The consents the form sends with the answers: (a) always, (b) open data when asked. */
export function consentsGiven(openData = false) {
  return { publish: true, open_data: openData, version: CONSENT_VERSION };
}
