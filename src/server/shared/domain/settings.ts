import { systemSettings } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { electionNameIn } from '#core/election-names';
import type { Language } from '#core/language';
import { MOCK_DEFAULTS } from '#core/mock-candidates';
import { JUSTIFICATION_MAX_LENGTH } from '#core/schemas';
import { safeError } from '../../safe-error';
import { NO_CANDIDATES, Uncached, type PublicCache } from '../infrastructure/public-cache';

export interface Settings {
  use_mock_data: boolean;
  mock_candidates_per_municipality: number;
  mock_data_seed: number;
  match_save_limit: number;
  election_name: string;
  election_date: string;
  privacy_contact: string;
  /** Open data (docs/open-data.md): published at /api/open-data/… only when true. */
  open_data_enabled: boolean;
  /** The licence the open data is given under, shown in the files. */
  open_data_licence: string;
  /** Whether the open data gives each candidate's photo address. */
  open_data_photos: boolean;
  /**
   * "Vastausaika päättyy": candidates answer and correct until this Europe/Helsinki local time
   * ('YYYY-MM-DDTHH:mm'); '' = no deadline (docs/product.md, answering time).
   */
  answer_deadline: string;
  /**
   * Whether the municipality's start page offers "Lyhyempi versio", the adaptive shorter
   * questionnaire (docs/matching.md, "Shorter version"); on by default.
   */
  shorter_version_enabled: boolean;
  /**
   * Whom candidates contact (name, email and/or phone): shown on the printed letters and in the
   * code and reminder emails.
   */
  organizer_contact: string;
  /**
   * Moderointiperiaatteet (docs/moderation.md) as the super admin wrote them; '' = the default
   * text in src/core/moderation-policy.ts.
   */
  moderation_policy_fi: string;
  moderation_policy_sv: string;
  /** The admins' own terms flagged for the reviewer, one a line, added to the project's list. */
  moderation_terms: string;
  /** Justifications longer than this are flagged for the reviewer (from the limit on). */
  moderation_length_limit: number;
}

export const DEFAULT_SETTINGS: Settings = {
  use_mock_data: true,
  mock_candidates_per_municipality: MOCK_DEFAULTS.mockCandidatesPerMunicipality,
  mock_data_seed: MOCK_DEFAULTS.mockDataSeed,
  match_save_limit: 3,
  election_name: 'Kuntavaalit',
  election_date: '',
  privacy_contact: '',
  open_data_enabled: false,
  open_data_licence: 'CC BY 4.0',
  open_data_photos: false,
  answer_deadline: '',
  shorter_version_enabled: true,
  organizer_contact: '',
  moderation_policy_fi: '',
  moderation_policy_sv: '',
  moderation_terms: '',
  moderation_length_limit: JUSTIFICATION_MAX_LENGTH,
};

export type PublicSettings = Pick<
  Settings,
  | 'use_mock_data'
  | 'election_name'
  | 'election_date'
  | 'privacy_contact'
  | 'shorter_version_enabled'
  | 'organizer_contact'
> & { election_name_lang: Language };

/** All settings with defaults for absent keys (use_mock_data is true when absent; docs/product.md). */
export async function readSettings(db: Db, log?: Logger): Promise<Settings> {
  return (await readSettingsOrFallback(db, log)).settings;
}

/** The settings, and whether they are only the fallback for a failed read. */
async function readSettingsOrFallback(
  db: Db,
  log?: Logger,
): Promise<{ settings: Settings; failed: boolean }> {
  let rows: { key: string; value: unknown }[];
  try {
    rows = await db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings);
  } catch (err) {
    // A failed read means "not using mock data" (docs/product.md, demo mode).
    log?.error({ err: safeError(err) }, 'Error getting mock data setting:');
    return { settings: { ...DEFAULT_SETTINGS, use_mock_data: false }, failed: true };
  }
  return { settings: fromRows(rows), failed: false };
}

function fromRows(rows: { key: string; value: unknown }[]): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const target = settings as unknown as Record<string, unknown>;
  for (const { key, value } of rows) {
    if (key in DEFAULT_SETTINGS && typeof value === typeof target[key]) target[key] = value;
  }
  return settings;
}

/**
 * readSettings from the public cache. `failed`: the read failed and these are the fallback, which
 * is not kept (the next request reads again); whatever is built from them must not be kept either.
 */
export function cachedSettings(
  cache: PublicCache,
  db: Db,
  log?: Logger,
): Promise<{ settings: Settings; failed: boolean }> {
  return cache.get(
    'settings',
    async () => {
      const result = await readSettingsOrFallback(db, log);
      return result.failed ? new Uncached(result) : result;
    },
    NO_CANDIDATES,
  );
}

export function toPublicSettings(s: Settings, lang: Language = 'fi'): PublicSettings {
  const electionName = electionNameIn(s.election_name, lang);
  return {
    use_mock_data: s.use_mock_data,
    election_name: electionName.text,
    election_date: s.election_date,
    privacy_contact: s.privacy_contact,
    shorter_version_enabled: s.shorter_version_enabled,
    organizer_contact: s.organizer_contact,
    election_name_lang: electionName.lang,
  };
}

export async function writeSettings(db: Pick<Db, 'insert'>, values: Partial<Settings>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
  }
}
