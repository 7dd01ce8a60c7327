import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PublicCandidate } from '#core/candidate';
import {
  serializeDetailsFile,
  toDetailsFile,
  toProfilesFile,
  toRankingFile,
} from '#core/candidate-list';
import type { Language } from '#core/language';
import { generateMockCandidates } from '#core/mock-candidates';
import { MOCK_JUSTIFICATIONS_SV, MOCK_PROFESSIONS_SV } from '#core/mock-names-sv';
import { QUESTION_COUNT } from '#core/questions';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema';
import type { Logger } from '../../logger';
import { profileView } from '../../shared/domain/candidate-profile';
import {
  getCachedVisibleMunicipality,
  peekVisibleMunicipality,
} from '../../shared/domain/municipality-lookup';
import {
  toAnswer,
  VOTER_PATH,
  toTextAnswer,
  Uncached,
  type CachedAnswer,
  type PublicCache,
} from '../../shared/infrastructure/public-cache';
import { cachedSettings } from '../../shared/domain/settings';

type CandidateRow = typeof candidates.$inferSelect;

/**
 * A candidate's columns, the two arrays read as JSON: the driver parses an array's text form in
 * JavaScript, character by character, which was most of a rebuild's time at Helsinki's size;
 * JSON it parses natively. The same values (a skipped answer is null either way).
 */
const candidateColumns = {
  ...getTableColumns(candidates),
  answers: sql<CandidateRow['answers']>`to_json(${candidates.answers})`,
  answerJustifications: sql<
    CandidateRow['answerJustifications']
  >`to_json(${candidates.answerJustifications})`,
};

export function toPublicCandidate(row: CandidateRow): PublicCandidate {
  const justifications = Array.from(
    { length: QUESTION_COUNT },
    (_, i) => row.answerJustifications[i] ?? '',
  );
  return { id: row.id, ...profileView(row), answer_justifications: justifications };
}

/** A demo candidate in Swedish: the same person and answers, with Swedish texts. */
function inSwedish(candidate: PublicCandidate): PublicCandidate {
  return {
    ...candidate,
    profession: MOCK_PROFESSIONS_SV[candidate.profession] ?? candidate.profession,
    answer_justifications: candidate.answer_justifications.map(
      (text) => MOCK_JUSTIFICATIONS_SV.get(text) ?? text,
    ),
    language: 'sv',
  };
}

const OTHER_LANGUAGE: Record<Language, Language> = { fi: 'sv', sv: 'fi' };

/**
 * The other language's cached answer when it is the same: with demo mode off nothing in the
 * candidate files depends on the language (a candidate's texts are as they wrote them; party
 * names and statements are localized elsewhere), so both languages share one copy in memory and
 * the second is not read or built at all (issue #19: an instance with every list cached in both
 * languages). Demo candidates have Swedish texts, so in demo mode each language has its own.
 */
async function sameInOtherLanguage<T>(
  cache: PublicCache,
  db: Db,
  otherKey: string,
  log?: Logger,
): Promise<T | undefined> {
  const other = cache.peek<T>(otherKey);
  if (other === undefined) return undefined;
  const { settings, failed } = await cachedSettings(cache, db, log);
  return failed || settings.use_mock_data ? undefined : other;
}

/** The list's cache key: Finnish keeps the key it always had, Swedish adds ':sv'. */
const listKey = (municipalityId: string, lang: Language) =>
  `candidates:${municipalityId}${lang === 'fi' ? '' : `:${lang}`}`;

/** publicCandidateList's answer when it and the municipality list are in memory, else undefined. */
export function cachedCandidateList(
  cache: PublicCache,
  municipalityId: string,
  lang: Language,
): CachedAnswer | undefined {
  if (!peekVisibleMunicipality(cache, municipalityId)) return undefined;
  return cache.peek<CachedAnswer>(listKey(municipalityId, lang));
}

/**
 * A visible municipality's candidates as the public sees them (approved by name, plus the demo
 * candidates in demo mode, in Swedish with `lang=sv`), and whether the settings read failed
 * (then the answer built from them must not be kept).
 */
async function loadPublicCandidates(
  cache: PublicCache,
  db: Db,
  municipalityId: string,
  lang: Language,
  log?: Logger,
): Promise<{ list: PublicCandidate[]; failed: boolean }> {
  const [{ settings, failed }, rows] = await Promise.all([
    cachedSettings(cache, db, log),
    db
      .select(candidateColumns)
      .from(candidates)
      .where(eq(candidates.municipalityId, municipalityId))
      .orderBy(asc(candidates.name), asc(candidates.id)),
  ]);
  const list = rows.map(toPublicCandidate);
  if (settings.use_mock_data) {
    const demo = generateMockCandidates(municipalityId, {
      count: settings.mock_candidates_per_municipality,
      seed: settings.mock_data_seed,
    });
    list.push(...(lang === 'sv' ? demo.map(inSwedish) : demo));
  }
  return { list, failed };
}

/**
 * What `build` makes of a visible municipality's public candidates, cached per language: the
 * other language's copy when the two would be the same, and not kept when the list was not read
 * whole.
 */
async function cachedFromCandidates<T>(
  cache: PublicCache,
  db: Db,
  municipalityId: string,
  lang: Language,
  keyOf: (municipalityId: string, lang: Language) => string,
  build: (list: PublicCandidate[]) => Promise<T>,
  log?: Logger,
): Promise<T> {
  const municipality = await getCachedVisibleMunicipality(cache, db, municipalityId);
  const id = municipality.municipalityId;
  return cache.get(
    keyOf(id, lang),
    async () => {
      const shared = await sameInOtherLanguage<T>(cache, db, keyOf(id, OTHER_LANGUAGE[lang]), log);
      if (shared) return shared;
      const { list, failed } = await loadPublicCandidates(cache, db, id, lang, log);
      const value = await build(list);
      return failed ? new Uncached(value) : value;
    },
    { candidatesOf: id },
  );
}

/**
 * The public candidate list of a visible municipality (approved candidates by name, plus the demo
 * candidates in demo mode), serialized once per change to the public content and language. A
 * candidate's own texts are as they wrote them (`language` says in which language); in Swedish
 * the demo candidates' texts are Swedish. An unknown or hidden municipality is a not_found
 * error, answered from the cache as well.
 */
export async function publicCandidateList(
  cache: PublicCache,
  db: Db,
  municipalityId: string,
  lang: Language = 'fi',
  log?: Logger,
): Promise<CachedAnswer> {
  return cachedFromCandidates(cache, db, municipalityId, lang, listKey, toAnswer, log);
}

/**
 * The voter's three files of one municipality and language (@core/candidate-list). The details
 * file (most of the bytes and of the work: Helsinki's is 3.5 MB of text) is made after the other
 * two, so that the ranking file, which every voter and the first read after a change wait for,
 * does not wait for it: `details` is set once `detailsReady` has made it.
 */
interface VoterFiles {
  ranking: CachedAnswer;
  profiles: CachedAnswer;
  details: CachedAnswer | undefined;
  detailsReady: Promise<CachedAnswer>;
}
export type VoterFile = 'ranking' | 'profiles' | 'details';

const filesKey = (municipalityId: string, lang: Language) =>
  `voter-files:${municipalityId}:${lang}`;

/** One of the voter's files when it and the municipality list are in memory, else undefined. */
export function cachedVoterFile(
  cache: PublicCache,
  municipalityId: string,
  lang: Language,
  file: VoterFile,
): CachedAnswer | undefined {
  if (!peekVisibleMunicipality(cache, municipalityId)) return undefined;
  return cache.peek<VoterFiles>(filesKey(municipalityId, lang))?.[file];
}

/**
 * The ranking file (what ranking and a result row need), the profiles file (every candidate's
 * profession and language, for the result cards) and the details file (profession, language and
 * justifications of every candidate, fetched when the voter first opens any candidate's
 * answers) of a visible municipality. Each file holds every candidate, so that fetching it
 * tells nothing of whom the voter looks at. Built together from one read, kept compressed once
 * per change and language.
 */
export async function publicVoterFile(
  cache: PublicCache,
  db: Db,
  municipalityId: string,
  lang: Language,
  file: VoterFile,
  log?: Logger,
): Promise<CachedAnswer> {
  const files = await cachedFromCandidates(
    cache,
    db,
    municipalityId,
    lang,
    filesKey,
    async (list): Promise<VoterFiles> => {
      const [ranking, profiles] = await Promise.all([
        toAnswer(toRankingFile(list), VOTER_PATH),
        toAnswer(toProfilesFile(list), VOTER_PATH),
      ]);
      let details: CachedAnswer | undefined;
      // On a later turn of the event loop: the answers waiting for the ranking file go first.
      const detailsReady = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => toTextAnswer(serializeDetailsFile(toDetailsFile(list))))
        .then((made) => (details = made));
      // A failure is answered to whoever asks for the details file (below).
      detailsReady.catch((err: unknown) => log?.error({ err }, 'details file failed'));
      return {
        ranking,
        profiles,
        get details() {
          return details;
        },
        detailsReady,
      };
    },
    log,
  );
  return file === 'details' ? (files.details ?? files.detailsReady) : files[file];
}
