import type { ConsentRecord, Consents } from '#core/consent';
import type { Language } from '#core/language';
import type { candidates } from '../../db/schema';

type ConsentRow = Pick<
  typeof candidates.$inferSelect,
  | 'consentPublishAt'
  | 'consentOpenDataAt'
  | 'consentLanguage'
  | 'consentVersion'
  | 'consentRecordedBy'
>;

/** The consent columns of consents given `at` on the form in `language`. */
export function consentColumnsOf(
  consents: Consents,
  language: Language,
  at: Date,
  recordedBy: string | null = null,
): ConsentRow {
  return {
    consentPublishAt: consents.publish ? at : null,
    consentOpenDataAt: consents.open_data ? at : null,
    consentLanguage: language,
    consentVersion: consents.version,
    consentRecordedBy: recordedBy,
  };
}

/** The stored consents as the API shows them (admins see them in review). */
export function consentView(row: ConsentRow): ConsentRecord {
  return {
    publish_at: row.consentPublishAt?.toISOString() ?? null,
    open_data_at: row.consentOpenDataAt?.toISOString() ?? null,
    language: row.consentLanguage,
    version: row.consentVersion,
    recorded_by: row.consentRecordedBy,
  };
}
