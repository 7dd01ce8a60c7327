import { z } from '@hono/zod-openapi';

// Response shapes of the settings routes; the web app imports the types.

export const PublicSettingsSchema = z
  .object({
    use_mock_data: z.boolean(),
    election_name: z.string(),
    election_date: z.string(),
    privacy_contact: z.string(),
    /** Whether the start page offers the shorter, adaptive questionnaire. */
    shorter_version_enabled: z.boolean(),
    /** Whom candidates contact about the form (name, email and/or phone); '' when not set. */
    organizer_contact: z.string(),
    /** The language of election_name (an admin's own name is shown as written). */
    election_name_lang: z.enum(['fi', 'sv']),
  })
  .openapi('PublicSettings');

export const SettingsSchema = z
  .object({
    use_mock_data: z.boolean(),
    mock_candidates_per_municipality: z.number().int(),
    mock_data_seed: z.number().int(),
    match_save_limit: z.number().int(),
    election_name: z.string(),
    election_date: z.string(),
    privacy_contact: z.string(),
    open_data_enabled: z.boolean(),
    open_data_licence: z.string(),
    open_data_photos: z.boolean(),
    answer_deadline: z.string(),
    shorter_version_enabled: z.boolean(),
    organizer_contact: z.string(),
    moderation_policy_fi: z.string(),
    moderation_policy_sv: z.string(),
    moderation_terms: z.string(),
    moderation_length_limit: z.number().int(),
  })
  .openapi('Settings');

/** `GET /api/settings/public`. */
export type PublicSettings = z.output<typeof PublicSettingsSchema>;
/** `GET /api/admin/settings`: every system setting. */
export type SystemSettings = z.output<typeof SettingsSchema>;
