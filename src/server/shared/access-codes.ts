import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { candidateAccessCodes } from '../db/schema';
import { AppError } from '../errors';

export type AccessCodeRow = typeof candidateAccessCodes.$inferSelect;
export type AccessCodeStatus = 'unused' | 'used' | 'expired';

export function codeStatus(
  row: Pick<AccessCodeRow, 'used' | 'expiresAt'>,
  now = new Date(),
): AccessCodeStatus {
  if (row.used) return 'used';
  return row.expiresAt <= now ? 'expired' : 'unused';
}

export const codeErrors = {
  unknown: () =>
    new AppError(
      'code_unknown',
      404,
      'Pääsykoodia ei löytynyt. Tarkista, että kirjoitit koodin oikein. Jos se ei vieläkään toimi, ota yhteyttä vaalikoneen ylläpitoon.',
    ),
  expired: () =>
    new AppError(
      'code_expired',
      410,
      'Pääsykoodi on vanhentunut. Pyydä uusi koodi vaalikoneen ylläpidolta (kunnan yhteyshenkilöltä).',
    ),
  used: () =>
    new AppError(
      'code_used',
      409,
      'Tällä pääsykoodilla on jo lähetetty vastaukset. Jos haluat muuttaa tietojasi, ota yhteyttä vaalikoneen ylläpitoon.',
    ),
};

export async function findCode(db: Db | Tx, code: string): Promise<AccessCodeRow | null> {
  const [row] = await db
    .select()
    .from(candidateAccessCodes)
    .where(eq(candidateAccessCodes.code, code));
  return row ?? null;
}

/** The code's row when it can still be used; otherwise the error that says why not. */
export async function requireUsableCode(db: Db | Tx, code: string): Promise<AccessCodeRow> {
  const row = await findCode(db, code);
  if (!row) throw codeErrors.unknown();
  const status = codeStatus(row);
  if (status === 'used') throw codeErrors.used();
  if (status === 'expired') throw codeErrors.expired();
  return row;
}
