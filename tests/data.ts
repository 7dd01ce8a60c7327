import type { Db } from '../src/server/db/client';
import { candidates } from '../src/server/db/schema';

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
