import { asc, eq, sql } from 'drizzle-orm';
import { customTexts, QUESTION_COUNT } from '#core/questions';
import { localizedQuestions } from '#core/questions-localized';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema';
import { errors } from '../../errors';
import type { Logger } from '../../logger';
import {
  displayNames,
  getCachedVisibleMunicipality,
  questionSettings,
  visibleMunicipalities,
  type MunicipalityRow,
} from '../../shared/domain/municipality-lookup';
import {
  toAnswer,
  toTextAnswer,
  type CachedAnswer,
  type PublicCache,
} from '../../shared/infrastructure/public-cache';
import { cachedSettings, type Settings } from '../../shared/domain/settings';
import { candidatesCsv, municipalitiesCsv, statementsCsv } from './open-data.csv';
import type {
  OpenData,
  OpenDataCandidate,
  OpenDataMunicipality,
  OpenDataStatement,
} from './open-data.schemas';

// Open data (docs/open-data.md): every published candidate of the visible municipalities who
// consented to open data (consent (b), src/core/consent.ts), as
// JSON and as CSV, whole election or one municipality. Built from the same rows as the voters'
// candidate lists and kept in the public cache like them: rebuilt once per change to the public
// content (a candidate, a municipality or a setting), so a download of 35,000 candidates is
// served from memory. Demo candidates are never open data: they are not real people. The
// candidates without consent (b) are left out and only counted, with no names.

export type OpenDataFormat = 'json' | 'csv' | 'statements' | 'municipalities';

/** Whole election (null) or one municipality's id. */
type Scope = string | null;

const answerKey = (format: OpenDataFormat, scope: Scope) => `open-data:${format}:${scope ?? '*'}`;
const dataKey = (scope: Scope) => `open-data:data:${scope ?? '*'}`;

const notPublished = () =>
  errors.notFound({
    fi: 'Avointa dataa ei ole julkaistu tässä vaalikoneessa.',
    sv: 'Öppna data har inte publicerats i den här valkompassen.',
  });

/** The 25 statements as the municipality's candidates answered them (custom texts included). */
function statementsOf(row: MunicipalityRow): OpenDataStatement[] {
  const settings = questionSettings(row);
  const swedish = localizedQuestions(settings, 'sv');
  const ownTexts = customTexts(settings.custom_questions);
  return localizedQuestions(settings, 'fi').map((q, i) => {
    const sv = swedish[i]!;
    return {
      id: q.id,
      category: q.category,
      text: q.text,
      text_sv: sv.text_lang === 'sv' ? sv.text : null,
      municipality_text: ownTexts.has(q.id),
      weight: q.weight,
    };
  });
}

type CandidateRow = Pick<
  typeof candidates.$inferSelect,
  | 'municipalityId'
  | 'votingNumber'
  | 'name'
  | 'party'
  | 'age'
  | 'profession'
  | 'language'
  | 'answers'
  | 'answerJustifications'
  | 'image'
  | 'consentOpenDataAt'
>;

/** A candidate as open data: no internal id, no email; the photo only when allowed. */
function toOpenCandidate(row: CandidateRow, photoBase: string | null): OpenDataCandidate {
  const answers = Array.from({ length: QUESTION_COUNT }, (_, i) => {
    const value = row.answers[i];
    return value === undefined || value === null ? null : value;
  });
  const justifications = Array.from(
    { length: QUESTION_COUNT },
    (_, i) => row.answerJustifications[i] ?? '',
  );
  return {
    number: row.votingNumber ?? null,
    name: row.name,
    party: row.party,
    age: (row.age as number | null) ?? null,
    profession: row.profession,
    language: row.language,
    answers,
    justifications,
    ...(photoBase === null
      ? {}
      : { photo_url: row.image === null ? null : new URL(row.image, photoBase).toString() }),
  };
}

const candidateColumns = {
  municipalityId: candidates.municipalityId,
  votingNumber: candidates.votingNumber,
  name: candidates.name,
  party: candidates.party,
  age: candidates.age,
  profession: candidates.profession,
  language: candidates.language,
  answers: candidates.answers,
  answerJustifications: candidates.answerJustifications,
  image: candidates.image,
  consentOpenDataAt: candidates.consentOpenDataAt,
};

/** The published candidates of the scope, by municipality, candidate number and name. */
async function candidateRows(db: Db, scope: Scope): Promise<CandidateRow[]> {
  return db
    .select(candidateColumns)
    .from(candidates)
    .where(scope === null ? undefined : eq(candidates.municipalityId, scope))
    .orderBy(
      asc(candidates.municipalityId),
      sql`${candidates.votingNumber} asc nulls last`,
      asc(candidates.name),
      asc(candidates.id),
    );
}

interface Loaded {
  data: OpenData;
  settings: Settings;
}

/** The open data of the scope (the settings say it is published), or a not_found error. */
async function loadData(
  cache: PublicCache,
  db: Db,
  scope: Scope,
  publicUrl: string,
  log?: Logger,
): Promise<Loaded> {
  // A failed settings read gives the defaults, where open data is off: never a wrong file.
  const { settings } = await cachedSettings(cache, db, log);
  if (!settings.open_data_enabled) throw notPublished();
  const municipality = scope === null ? null : await getCachedVisibleMunicipality(cache, db, scope);
  return cache.get<Loaded>(dataKey(scope), async () => {
    const [visible, rows] = await Promise.all([
      visibleMunicipalities(cache, db),
      candidateRows(db, scope),
    ]);
    const photoBase = settings.open_data_photos ? publicUrl : null;
    const byMunicipality = new Map<string, OpenDataCandidate[]>();
    const leftOut = new Map<string, number>();
    for (const row of rows) {
      // A hidden municipality's candidates are not public.
      if (!visible.has(row.municipalityId)) continue;
      // Without consent (b) a candidate is only counted.
      if (row.consentOpenDataAt === null) {
        leftOut.set(row.municipalityId, (leftOut.get(row.municipalityId) ?? 0) + 1);
        continue;
      }
      let list = byMunicipality.get(row.municipalityId);
      if (!list) byMunicipality.set(row.municipalityId, (list = []));
      list.push(toOpenCandidate(row, photoBase));
    }
    const municipalities: OpenDataMunicipality[] = [];
    for (const row of municipality ? [municipality] : visible.values()) {
      const names = displayNames(row);
      municipalities.push({
        code: row.municipalityId,
        name: names.name,
        name_sv: names.name_sv,
        statements: statementsOf(row),
        candidates: byMunicipality.get(row.municipalityId) ?? [],
        candidates_left_out: leftOut.get(row.municipalityId) ?? 0,
      });
    }
    return {
      data: {
        election: settings.election_name,
        licence: settings.open_data_licence,
        candidates_left_out: municipalities.reduce((sum, m) => sum + m.candidates_left_out, 0),
        municipalities,
      },
      settings,
    };
  });
}

/**
 * The open data of the whole election (scope null) or one visible municipality in `format`,
 * serialized once per change to the public content. Not published, or an unknown or hidden
 * municipality: a not_found error.
 */
export async function openDataAnswer(
  cache: PublicCache,
  db: Db,
  format: OpenDataFormat,
  scope: Scope,
  publicUrl: string,
  log?: Logger,
): Promise<CachedAnswer> {
  const { data, settings } = await loadData(cache, db, scope, publicUrl, log);
  return cache.get(answerKey(format, scope), () => {
    if (format === 'json') return toAnswer(data);
    if (format === 'csv') return toTextAnswer(candidatesCsv(data, settings.open_data_photos));
    if (format === 'municipalities') return toTextAnswer(municipalitiesCsv(data));
    return toTextAnswer(statementsCsv(data));
  });
}
