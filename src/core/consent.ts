import { z } from 'zod';
import { bilingual, type Language } from './language';

// A candidate's two consents (docs/product.md, "Consent"): (a) `publish`, publication in this
// vaalikone, required to send the form; (b) `open_data`, publication as open data, optional and
// off by default. Each is stored with its time, the form's language and the version of the
// consent text shown (the texts are `candidate.consent.*` in the fi and sv catalogs).

/**
 * Every version of the consent texts that has been shown, oldest first. When the wording of
 * `candidate.consent.*` changes in meaning, add a new id at the end: the stored version then
 * says which text a candidate agreed to.
 */
export const CONSENT_VERSIONS = ['2026-11-28'] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];
/** The version of the consent texts the form shows now. */
export const CONSENT_VERSION: ConsentVersion = CONSENT_VERSIONS[CONSENT_VERSIONS.length - 1]!;

export const CONSENT_KINDS = ['publish', 'open_data'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const PUBLISH_CONSENT_REQUIRED = bilingual(
  'Anna suostumus vastaustesi julkaisemiseen tässä vaalikoneessa. Ilman sitä vastauksia ei voi lähettää.',
  'Ge ditt samtycke till att dina svar publiceras i den här valkompassen. Utan det kan svaren inte skickas.',
);

/** The consents sent with the form. */
export const consentsSchema = z.object(
  {
    publish: z.literal(true, { error: PUBLISH_CONSENT_REQUIRED }),
    open_data: z
      .boolean({
        error: bilingual('Valitse kyllä tai ei.', 'Välj ja eller nej.'),
      })
      .default(false),
    version: z.enum(CONSENT_VERSIONS, {
      error: bilingual(
        'Suostumuksen tekstin versio on tuntematon. Lataa sivu uudelleen.',
        'Samtyckestextens version är okänd. Ladda om sidan.',
      ),
    }),
  },
  { error: PUBLISH_CONSENT_REQUIRED },
);
export type Consents = z.output<typeof consentsSchema>;

/** A consent to withdraw, with the access code (before the deadline) or by an admin. */
export const consentKindSchema = z.enum(CONSENT_KINDS, {
  error: bilingual('Valitse peruttava suostumus.', 'Välj vilket samtycke du återkallar.'),
});

/** The stored consents as the API shows them. */
export interface ConsentRecord {
  /** When (a) was given (ISO); null when not given or withdrawn. */
  publish_at: string | null;
  /** When (b) was given (ISO); null when not given or withdrawn. */
  open_data_at: string | null;
  language: Language | null;
  version: string | null;
  /** The admin user id who recorded it from a signed paper form; null when the candidate gave it. */
  recorded_by: string | null;
}
