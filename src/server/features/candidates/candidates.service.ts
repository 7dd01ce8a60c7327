import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { PublicCandidate } from '../../../core/candidate';
import { generateMockCandidates } from '../../../core/mock-candidates';
import { QUESTION_COUNT } from '../../../core/questions';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema';
import type { Logger } from '../../logger';
import { currentContentVersion } from '../../shared/content-version';
import { getVisibleMunicipality } from '../../shared/municipality-lookup';
import { readSettings } from '../../shared/settings';

type CandidateRow = typeof candidates.$inferSelect;

export function toPublicCandidate(row: CandidateRow): PublicCandidate {
  const justifications = Array.from(
    { length: QUESTION_COUNT },
    (_, i) => row.answerJustifications[i] ?? '',
  );
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    party: row.party,
    profession: row.profession,
    image: row.image,
    answers: row.answers,
    answer_justifications: justifications,
    municipality_id: row.municipalityId,
    voting_number: row.votingNumber,
  };
}

/** Approved candidates of a visible municipality, plus the demo candidates when demo mode is on. */
export async function loadPublicCandidates(
  db: Db,
  municipalityId: string,
  log?: Logger,
): Promise<PublicCandidate[]> {
  const municipality = await getVisibleMunicipality(db, municipalityId);
  const [settings, rows] = await Promise.all([
    readSettings(db, log),
    db
      .select()
      .from(candidates)
      .where(eq(candidates.municipalityId, municipality.municipalityId))
      .orderBy(asc(candidates.name), asc(candidates.id)),
  ]);
  const list = rows.map(toPublicCandidate);
  if (settings.use_mock_data) {
    list.push(
      ...generateMockCandidates(municipality.municipalityId, {
        count: settings.mock_candidates_per_municipality,
        seed: settings.mock_data_seed,
      }),
    );
  }
  return list;
}

interface Entry {
  version: number;
  etag: string;
  body: string;
  /** The same body gzip-compressed once, for the many clients that accept it. */
  gzip: Buffer;
}

/**
 * The candidate lists are read on every results page. Each instance keeps the serialized list per
 * municipality and revalidates it with one primary-key lookup of the content version, which every
 * change bumps in its own transaction (so several instances stay consistent).
 */
export class CandidateListCache {
  private entries = new Map<string, Entry>();

  etagFor(municipalityId: string, version: number) {
    return `"c-${municipalityId}-${version}"`;
  }

  async version(db: Db) {
    return currentContentVersion(db);
  }

  async get(db: Db, municipalityId: string, version: number, log?: Logger): Promise<Entry> {
    const hit = this.entries.get(municipalityId);
    if (hit && hit.version === version) return hit;
    const list = await loadPublicCandidates(db, municipalityId, log);
    const body = JSON.stringify(list);
    const entry = {
      version,
      etag: this.etagFor(municipalityId, version),
      body,
      gzip: gzipSync(body),
    };
    this.entries.set(municipalityId, entry);
    return entry;
  }
}
