import { and, desc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SubmissionListQuery } from '#core/admin-schemas';
import type { FlagOptions } from '#core/moderation-flags';
import { pointTitle } from '#core/moderation-policy';
import type { Db } from '../../db/client';
import { candidateSubmissions } from '../../db/schema';
import { officialMismatches } from '../../shared/domain/official-candidates';
import { offsetOf } from '../../shared/domain/paging';
import type { Settings } from '../../shared/domain/settings';
import { hasFlags, moderationPolicy } from '../../shared/domain/moderation';

type SubmissionRow = typeof candidateSubmissions.$inferSelect;

/** Between the justifications of one submission in `joined` (the unit separator). */
const SEPARATOR = '\u001f';

/**
 * One page of "Valmiit hyväksyttäviksi": first answers (not corrections) that match the official
 * list and have no flags. Whether a submission matches and has flags is worked out here (the
 * terms and the official list may change after sending), from only the columns it needs; the
 * page's rows are then read whole. 2,000 pending submissions take well under a second
 * (npm run bench:review).
 */
export async function readyPage(
  db: Db,
  municipalityId: string,
  q: SubmissionListQuery,
  filters: SQL[],
  flagOptions: FlagOptions,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const candidatesForReady = await db
    .select({
      id: candidateSubmissions.id,
      name: candidateSubmissions.name,
      votingNumber: candidateSubmissions.votingNumber,
      // One string, not a text[]: parsing 2,000 arrays in JavaScript costs seconds.
      joined: sql<string>`array_to_string(${candidateSubmissions.answerJustifications}, chr(31))`,
    })
    .from(candidateSubmissions)
    .where(and(...filters, isNull(candidateSubmissions.candidateId)))
    .orderBy(desc(candidateSubmissions.createdAt), desc(candidateSubmissions.id));
  const mismatches = await officialMismatches(db, municipalityId, candidatesForReady);
  const ready = candidatesForReady
    .filter(
      (row, i) => mismatches[i] === null && !hasFlags(row.joined.split(SEPARATOR), flagOptions),
    )
    .map((row) => row.id);
  const pageIds = ready.slice(offsetOf(q), offsetOf(q) + q.page_size);
  const rows = pageIds.length
    ? await db.select().from(candidateSubmissions).where(inArray(candidateSubmissions.id, pageIds))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: pageIds.map((id) => byId.get(id)!).filter(Boolean), total: ready.length };
}

/**
 * Why a submission was returned, in the candidate's language, for the email: the policy point
 * ("Moderointiperiaatteiden kohta 3: Ei uhkauksia …") and the admin's note.
 */
export function returnReason(settings: Settings, row: SubmissionRow): string | null {
  const point = row.returnReasonPoint
    ? moderationPolicy(settings, row.language).points.find(
        (p) => p.number === row.returnReasonPoint,
      )
    : undefined;
  const pointText = row.returnReasonPoint
    ? row.language === 'sv'
      ? `Modereringsprinciperna, punkt ${row.returnReasonPoint}${point ? `: ${pointTitle(point)}` : ''}.`
      : `Moderointiperiaatteiden kohta ${row.returnReasonPoint}${point ? `: ${pointTitle(point)}` : ''}.`
    : null;
  const parts = [pointText, row.adminNotes].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : null;
}
