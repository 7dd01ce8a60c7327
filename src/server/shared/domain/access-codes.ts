import { eq } from 'drizzle-orm';
import { answeringEnded } from '#core/answer-deadline';
import { ErrorCode } from '#core/error-codes';
import type { Db, Tx } from '../../db/client';
import { candidateAccessCodes } from '../../db/schema';
import { AppError } from '../../errors';

export type AccessCodeRow = typeof candidateAccessCodes.$inferSelect;
export type AccessCodeStatus = 'unused' | 'used' | 'expired' | 'withdrawn';

/** The code's state as Pääsykoodit shows it; a withdrawn code is withdrawn, used or not. */
export function codeStatus(
  row: Pick<AccessCodeRow, 'used' | 'expiresAt'>,
  now = new Date(),
): AccessCodeStatus {
  if (isWithdrawn(row)) return 'withdrawn';
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
  withdrawn: () =>
    new AppError(ErrorCode.CodeWithdrawn, 410, {
      fi: 'Tämä pääsykoodi ei enää toimi, koska ehdokas ei ole enää virallisella ehdokaslistalla. Ota yhteyttä vaalikoneen ylläpitoon (kunnan yhteyshenkilöön).',
      sv: 'Koden fungerar inte längre, eftersom kandidaten inte längre finns på den officiella kandidatlistan. Kontakta valkompassens administratör (kommunens kontaktperson).',
    }),
  used: () =>
    new AppError(
      'code_used',
      409,
      'Tällä pääsykoodilla on jo lähetetty vastaukset. Jos haluat muuttaa tietojasi, ota yhteyttä vaalikoneen ylläpitoon.',
    ),
};

/**
 * The expiry a code gets when its official candidate leaves the official list (an import that
 * removes them, confirmed by the admin): the Unix epoch, which no code made by the app can have
 * (a code is valid for at least a day from its making). Such a code is withdrawn: it neither
 * sends first answers nor corrections, used or not, and says why (`code_withdrawn`).
 */
export const WITHDRAWN_AT = new Date(0);

export const isWithdrawn = (row: Pick<AccessCodeRow, 'expiresAt'>) =>
  row.expiresAt.getTime() <= WITHDRAWN_AT.getTime();

export async function findCode(db: Db | Tx, code: string): Promise<AccessCodeRow | null> {
  const [row] = await db
    .select()
    .from(candidateAccessCodes)
    .where(eq(candidateAccessCodes.code, code));
  return row ?? null;
}

/** The answering deadline has passed: no new answers, no corrections (admins still can). */
export const answeringClosed = () =>
  new AppError(ErrorCode.AnsweringClosed, 403, {
    fi: 'Vastausaika on päättynyt, joten vastauksia ei voi enää lähettää eikä korjata. Jos tiedoissasi on virhe, ota yhteyttä vaalikoneen ylläpitoon.',
    sv: 'Svarstiden har gått ut, så svaren kan inte längre skickas eller ändras. Om dina uppgifter innehåller ett fel, kontakta valkompassens administratör.',
  });

/**
 * What a code can do now: send the first answers (an unused code that has not expired), or
 * correct them (a used code, until the answering deadline; with no deadline set, until the
 * code's own expiry); a withdrawn code (its candidate left the official list) does neither. Otherwise the error that says why not: after the deadline nothing.
 */
export function answeringMode(
  row: Pick<AccessCodeRow, 'used' | 'expiresAt'>,
  deadline: string,
  now = new Date(),
): 'first' | 'correction' {
  if (answeringEnded(deadline, now)) throw answeringClosed();
  if (isWithdrawn(row)) throw codeErrors.withdrawn();
  if (!row.used) {
    if (row.expiresAt <= now) throw codeErrors.expired();
    return 'first';
  }
  if (deadline === '' && row.expiresAt <= now) throw codeErrors.used();
  return 'correction';
}

/** The code's row when it can send or correct answers now; otherwise the error that says why. */
export async function requireAnsweringCode(
  db: Db | Tx,
  code: string,
  deadline: string,
): Promise<{ row: AccessCodeRow; mode: 'first' | 'correction' }> {
  const row = await findCode(db, code);
  if (!row) throw codeErrors.unknown();
  return { row, mode: answeringMode(row, deadline) };
}
