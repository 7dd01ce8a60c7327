import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { questionsForMunicipality } from '../../../core/questions';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  type CreateAccessCodesInput,
} from '../../../core/schemas';
import type { Db } from '../../db/client';
import { candidateAccessCodes } from '../../db/schema';
import { errors } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { accessCodeMail } from '../../mail/templates';
import { codeStatus, requireUsableCode, type AccessCodeRow } from '../../shared/access-codes';
import { writeAudit, type Actor } from '../../shared/audit';
import { displayNames, findMunicipality } from '../../shared/municipality-lookup';

/** 8 characters from the unambiguous alphabet, from a cryptographic source. */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

export function toAdminCode(row: AccessCodeRow) {
  return {
    code: row.code,
    municipality_id: row.municipalityId,
    email: row.email,
    expires_at: row.expiresAt.toISOString(),
    used: row.used,
    used_at: row.usedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    status: codeStatus(row),
  };
}

async function municipalityOrThrow(db: Db, id: string) {
  const m = await findMunicipality(db, id);
  if (!m) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return m;
}

export async function listAccessCodes(db: Db, municipalityId: string) {
  await municipalityOrThrow(db, municipalityId);
  const rows = await db
    .select()
    .from(candidateAccessCodes)
    .where(eq(candidateAccessCodes.municipalityId, municipalityId))
    .orderBy(desc(candidateAccessCodes.createdAt), desc(candidateAccessCodes.code));
  return rows.map(toAdminCode);
}

function candidateLink(publicUrl: string, code: string) {
  return `${publicUrl}/candidate-submission/${code}`;
}

export async function createAccessCodes(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  input: CreateAccessCodesInput,
  actor: Actor,
  publicUrl: string,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const expiresAt = new Date(Date.now() + input.valid_days * 24 * 3600 * 1000);
  const emails = [...new Set(input.emails)];
  const rows = await db.transaction(async (tx) => {
    const created: AccessCodeRow[] = [];
    for (const email of emails) {
      // A collision in 31^8 codes is astronomically unlikely; retry just in case.
      for (let attempt = 0; ; attempt++) {
        const [row] = await tx
          .insert(candidateAccessCodes)
          .values({
            code: generateAccessCode(),
            municipalityId,
            email,
            expiresAt,
            createdBy: actor.id,
          })
          .onConflictDoNothing()
          .returning();
        if (row) {
          created.push(row);
          break;
        }
        if (attempt > 5) throw new Error('could not generate a unique access code');
      }
    }
    await writeAudit(tx, actor, {
      action: 'access_code.create',
      entity: 'access_code',
      municipalityId,
      details: { count: created.length, valid_days: input.valid_days, emails },
    });
    return created;
  });
  let emailed = 0;
  if (input.send_email) {
    const name = displayNames(municipality).name;
    for (const row of rows) {
      const sent = await mailer.send(
        accessCodeMail(
          row.email,
          candidateLink(publicUrl, row.code),
          row.code,
          name,
          row.expiresAt,
        ),
      );
      if (sent.delivered) emailed += 1;
    }
  }
  return { codes: rows.map(toAdminCode), emailed };
}

export async function resendAccessCode(
  db: Db,
  mailer: Mailer,
  municipalityId: string,
  code: string,
  actor: Actor,
  publicUrl: string,
) {
  const municipality = await municipalityOrThrow(db, municipalityId);
  const [row] = await db
    .select()
    .from(candidateAccessCodes)
    .where(
      and(
        eq(candidateAccessCodes.code, code),
        eq(candidateAccessCodes.municipalityId, municipalityId),
      ),
    );
  if (!row) throw errors.notFound('Pääsykoodia ei löytynyt.');
  const status = codeStatus(row);
  if (status !== 'unused') {
    throw errors.validation(
      status === 'used'
        ? 'Koodi on jo käytetty; sitä ei lähetetä uudelleen.'
        : 'Koodi on vanhentunut; luo uusi koodi.',
    );
  }
  const sent = await mailer.send(
    accessCodeMail(
      row.email,
      candidateLink(publicUrl, row.code),
      row.code,
      displayNames(municipality).name,
      row.expiresAt,
    ),
  );
  await writeAudit(db, actor, {
    action: 'access_code.resend',
    entity: 'access_code',
    entityId: code,
    municipalityId,
  });
  return { emailed: sent.delivered };
}

/** For the candidate form: the code is usable; here are the municipality and its statements. */
export async function validateAccessCode(db: Db, code: string) {
  const row = await requireUsableCode(db, code);
  const municipality = (await findMunicipality(db, row.municipalityId))!;
  return {
    valid: true as const,
    code: row.code,
    expires_at: row.expiresAt.toISOString(),
    municipality: {
      municipality_id: municipality.municipalityId,
      name: displayNames(municipality).name,
    },
    questions: questionsForMunicipality({
      question_weights: municipality.questionWeights,
      custom_questions: municipality.customQuestions,
    }),
  };
}
