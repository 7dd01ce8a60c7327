import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authOrganization, authUser } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The municipality a row belongs to; removing the municipality removes its rows. */
const municipalityRef = () =>
  text('municipality_id')
    .notNull()
    .references(() => participatingMunicipalities.municipalityId, { onDelete: 'cascade' });

/**
 * The PostgreSQL transaction id (xid8, 64 bits, never wraps) as decimal text. Raw visits and
 * saved matches record the transaction that inserted them: the statistics summarizer uses it as
 * its watermark (docs/decisions/0021-statistics-summarizer.md).
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/** The inserting transaction; filled in by the database, never by the application. */
const insertedBy = () =>
  xid8('xact')
    .notNull()
    .default(sql`pg_current_xact_id()`);

// Answers are stored as smallint[25] so the database itself guarantees the 1..5 range.
const answersCheck = (column: string) =>
  sql.raw(
    `array_length(${column}, 1) = 25 and 1 <= all(${column}) and 5 >= all(${column}) and array_position(${column}, null) is null`,
  );

export const participatingMunicipalities = pgTable(
  'participating_municipalities',
  {
    municipalityId: text('municipality_id').primaryKey(),
    questionWeights: jsonb('question_weights').$type<Record<string, 2 | 3>>(),
    customQuestions: jsonb('custom_questions').$type<{ id: number; text: string }[]>(),
    customBackgrounds: jsonb('custom_backgrounds').$type<{ id: number; text: string }[]>(),
    // The municipality's Swedish statement and background texts (docs/product.md, languages).
    customQuestionsSv: jsonb('custom_questions_sv').$type<{ id: number; text: string }[]>(),
    customBackgroundsSv: jsonb('custom_backgrounds_sv').$type<{ id: number; text: string }[]>(),
    // Plain-Finnish versions of the municipality's own statements (docs/plain-language.md).
    customPlainQuestions: jsonb('custom_plain_questions').$type<{ id: number; text: string }[]>(),
    customPlainBackgrounds: jsonb('custom_plain_backgrounds').$type<
      { id: number; text: string }[]
    >(),
    isHidden: boolean('is_hidden').notNull().default(false),
    isCustom: boolean('is_custom').notNull().default(false),
    customName: text('custom_name'),
    organizationId: text('organization_id').references(() => authOrganization.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'participating_municipalities_id_format',
      sql`${t.municipalityId} ~ '^[a-z0-9][a-z0-9-]{1,39}$'`,
    ),
    check(
      'participating_municipalities_weights',
      sql`${t.questionWeights} is null or not jsonb_path_exists(${t.questionWeights}, '$.* ? (@ != 2 && @ != 3)')`,
    ),
  ],
);

/**
 * A candidate's two consents (src/core/consent.ts): when each was given (null: not given or
 * withdrawn), the form's language, the version of the consent text shown, and the admin who
 * recorded them from a signed paper form (null when the candidate gave them on the form).
 */
const consentColumns = () => ({
  consentPublishAt: timestamp('consent_publish_at', { withTimezone: true }),
  consentOpenDataAt: timestamp('consent_open_data_at', { withTimezone: true }),
  consentLanguage: text('consent_language', { enum: ['fi', 'sv'] }),
  consentVersion: text('consent_version'),
  consentRecordedBy: text('consent_recorded_by'),
});

export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    party: text('party').notNull(),
    profession: text('profession').notNull().default(''),
    image: text('image'),
    answers: smallint('answers').array().notNull(),
    answerJustifications: text('answer_justifications')
      .array()
      .notNull()
      .default(sql`'{}'`),
    municipalityId: municipalityRef(),
    votingNumber: integer('voting_number'),
    /** The language the candidate filled in the form in. */
    language: text('language', { enum: ['fi', 'sv'] })
      .notNull()
      .default('fi'),
    ...consentColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidates_municipality_idx').on(t.municipalityId),
    check('candidates_answers_range', answersCheck('answers')),
    check('candidates_age_range', sql`${t.age} between 18 and 120`),
    check('candidates_language', sql`${t.language} in ('fi', 'sv')`),
  ],
);

/**
 * The Ministry of Justice's candidate list (docs/official-candidates.md): imported from its file
 * or added by an admin, one row per municipality and candidate number. A published candidate
 * (candidates) is who answered; this is who stands.
 */
export const officialCandidates = pgTable(
  'official_candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: municipalityRef(),
    candidateNumber: integer('candidate_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Our party label for a known party; otherwise the list's own name (a joint list...). */
    party: text('party').notNull(),
    partyAbbr: text('party_abbr').notNull().default(''),
    partyId: text('party_id').notNull().default(''),
    age: integer('age'),
    profession: text('profession').notNull().default(''),
    language: text('language', { enum: ['fi', 'sv'] })
      .notNull()
      .default('fi'),
    /** import: from the Ministry's file (a re-import may change or remove it); manual: an admin's. */
    source: text('source', { enum: ['import', 'manual'] })
      .notNull()
      .default('import'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_candidates_number_uq').on(t.municipalityId, t.candidateNumber),
    check('official_candidates_number_range', sql`${t.candidateNumber} between 1 and 99999`),
    check('official_candidates_age_range', sql`${t.age} is null or ${t.age} between 18 and 120`),
    check('official_candidates_language', sql`${t.language} in ('fi', 'sv')`),
    check('official_candidates_source', sql`${t.source} in ('import', 'manual')`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityId: municipalityRef(),
    userId: text('user_id').notNull(),
    matchPercentage: real('match_percentage').notNull(),
    categoryMatches: jsonb('category_matches').$type<Record<string, number>>().notNull(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    xact: insertedBy(),
  },
  (t) => [
    // The match limit counts one visitor's saves: the only index that query can use, so its
    // plan never walks a whole municipality's matches (see save_match in the migrations).
    index('matches_limit_idx').on(t.municipalityId, t.userId, t.createdAt),
    // Deleting a candidate sets candidate_id to null in its matches: find them without a scan.
    index('matches_candidate_idx').on(t.candidateId),
    // The statistics read the rows not yet summarized: xact at or above the watermark.
    index('matches_xact_idx').on(t.xact),
    check('matches_percentage_range', sql`${t.matchPercentage} between 0 and 100`),
  ],
);

/** One row per visitor, municipality and Helsinki day: a voter opened the municipality's machine. */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityId: municipalityRef(),
    userUuid: text('user_uuid').notNull(),
    city: text('city').notNull(),
    // The Europe/Helsinki calendar day of the visit: one visit per visitor, municipality and day.
    visitDay: date('visit_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    xact: insertedBy(),
  },
  (t) => [
    uniqueIndex('visit_events_visitor_day_uq').on(t.municipalityId, t.userUuid, t.visitDay),
    index('visit_events_xact_idx').on(t.xact),
  ],
);

// Statistics summaries. A job (src/server/jobs/summarizer.ts) adds the raw visits and matches
// to them every few seconds, up to a watermark of transaction ids; the admin statistics read the
// summaries plus the few raw rows at or above the watermark, so they are exact without the
// writers touching any shared row (docs/decisions/0021-statistics-summarizer.md). Days and
// hours are Europe/Helsinki local time.

/**
 * The summarizer's watermark (one row): every visit and match inserted by a transaction below
 * `below` is in the summaries, none at or above it is.
 */
export const statisticsWatermark = pgTable(
  'statistics_watermark',
  {
    one: boolean('one').primaryKey().default(true),
    below: xid8('below').notNull(),
  },
  (t) => [check('statistics_watermark_one_row', sql`${t.one}`)],
);

/**
 * A summary table the statistics summarizer fills: one row per municipality, local hour or day
 * and what it counts (`key`, the primary key, named `<table>_pk`).
 */
function statisticsSummary<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  key: (t: BuildExtraConfigColumns<TName, TColumns, 'pg'>) => [AnyPgColumn, ...AnyPgColumn[]],
) {
  return pgTable(name, columns, (t) => [primaryKey({ name: `${name}_pk`, columns: key(t) })]);
}

export const statisticsVisitsHourly = statisticsSummary(
  'statistics_visits_hourly',
  {
    municipalityId: municipalityRef(),
    /** The start of the visits' local hour (timestamp without time zone). */
    localHour: timestamp('local_hour', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [t.municipalityId, t.localHour, t.city],
);

export const statisticsMatchesDaily = statisticsSummary(
  'statistics_matches_daily',
  {
    municipalityId: municipalityRef(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    /** The matched candidate; 0 when the candidate has been removed (candidate_id null). */
    candidateId: integer('candidate_id').notNull(),
    matches: integer('matches').notNull(),
    percentageSum: doublePrecision('percentage_sum').notNull(),
  },
  (t) => [t.municipalityId, t.localDay, t.candidateId],
);

export const statisticsCategoriesDaily = statisticsSummary(
  'statistics_categories_daily',
  {
    municipalityId: municipalityRef(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    /** How many saved matches had a value for the category, and the sum of those values. */
    valueCount: integer('value_count').notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
  },
  (t) => [t.municipalityId, t.localDay, t.category],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const candidateAccessCodes = pgTable(
  'candidate_access_codes',
  {
    code: text('code').primaryKey(),
    municipalityId: municipalityRef(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    /** The official candidate this code is for: the form opens with their details locked. */
    officialCandidateId: integer('official_candidate_id').references(() => officialCandidates.id, {
      onDelete: 'set null',
    }),
    /** When "Lähetä uudelleen" last queued the code's email: the next resend waits an hour. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_codes_official_candidate_idx').on(t.officialCandidateId),
    index('access_codes_municipality_created_idx').on(t.municipalityId, t.createdAt),
    check('access_codes_format', sql`${t.code} ~ '^[A-HJKMNP-Z2-9]{8}$'`),
  ],
);

export const candidateSubmissions = pgTable(
  'candidate_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accessCode: text('access_code').references(() => candidateAccessCodes.code, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    party: text('party').notNull(),
    profession: text('profession').notNull().default(''),
    image: text('image'),
    answers: smallint('answers').array().notNull(),
    answerJustifications: text('answer_justifications')
      .array()
      .notNull()
      .default(sql`'{}'`),
    municipalityId: municipalityRef(),
    votingNumber: integer('voting_number'),
    /** The language the candidate filled in the form in. */
    language: text('language', { enum: ['fi', 'sv'] })
      .notNull()
      .default('fi'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    /**
     * A returned (rejected) submission: the point of the moderation policy it did not follow
     * ("3"), shown to the candidate with the note (admin_notes); null when none was chosen.
     */
    returnReasonPoint: text('return_reason_point'),
    /**
     * The candidate this submission created (once approved) or, for a correction, the published
     * candidate it corrects (approval updates that candidate).
     */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => authUser.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...consentColumns(),
    /**
     * A signed paper form typed in by an admin (docs/official-candidates.md, paper forms): the
     * day the form was received and the admin who entered it; both null for the candidate's own
     * form.
     */
    paperReceivedOn: date('paper_received_on', { mode: 'string' }),
    enteredBy: text('entered_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('submissions_queue_idx').on(t.municipalityId, t.status, t.createdAt),
    // A code's submissions: the first answers, then corrections until the answering deadline
    // (docs/product.md). At most one of them waits for review at a time.
    index('submissions_access_code_idx').on(t.accessCode, t.id),
    uniqueIndex('submissions_pending_code_uq')
      .on(t.accessCode)
      .where(sql`${t.status} = 'pending'`),
    check('submissions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('submissions_answers_range', answersCheck('answers')),
    check('submissions_language', sql`${t.language} in ('fi', 'sv')`),
  ],
);

export const userRoles = pgTable('user_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    municipalityId: text('municipality_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_municipality_created_idx').on(t.municipalityId, t.createdAt),
  ],
);

/** What an outbox message is for; the no-SMTP log line says where an admin finds its content. */
export const MAIL_KINDS = [
  'access_code',
  'reminder',
  'invitation',
  'password_reset',
  'submission_decision',
] as const;
/**
 * pending: waiting for its (next) attempt; sending: claimed by a worker until locked_until;
 * sent: accepted by the relay; failed: every attempt failed; not_sent: no relay configured.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'not_sent'] as const;

// Mail waits here until a worker (src/server/mail/outbox-worker.ts) hands it to the relay. The
// body (subject, text, html) is removed once the message is done with, or after a few days.
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    // The access code the message carries; its delivery state shows in Pääsykoodit.
    accessCode: text('access_code').references(() => candidateAccessCodes.code, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_access_code_idx').on(t.accessCode, t.id),
  ],
);

// One row per municipality and address reminded on a Europe/Helsinki day ("Muistuta"): the
// primary key is what keeps an address from getting two of one municipality's reminders in a day,
// also when two admins press at once. Each municipality's reminders are its own. A row counts only
// for a reminder handed to the relay: it is removed when the message is not sent (no SMTP_URL) or
// fails for good (src/server/mail/mailer.ts).
export const reminderSends = pgTable(
  'reminder_sends',
  {
    municipalityId: text('municipality_id').notNull(),
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'reminder_sends_pk', columns: [t.municipalityId, t.email, t.day] }),
    index('reminder_sends_email_day_idx').on(t.email, t.day),
  ],
);

// The version of the public content that every instance caches in memory: triggers on the
// tables it is made of bump the 'public' row and send NOTIFY public_content (migration
// public_cache_notify); instances also read it as the fallback to notifications (decision 0005).
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// Fixed-window counters for our own rate limits (e.g. access-code guessing), shared by every
// instance through the database.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Raw bytes; node-postgres reads a Buffer, PGlite a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Candidate photos (re-encoded WebP, a few tens of kilobytes each), in the database so every
// instance finds them and one backup holds everything. A key is never reused: see
// docs/decisions/0004-photos-in-the-database.md.
export const photos = pgTable('photos', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
