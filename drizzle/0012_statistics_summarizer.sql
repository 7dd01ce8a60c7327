-- Statistics without a hot row on the write path (docs/decisions/0017-statistics-summarizer.md).
-- A visit or a saved match is now one plain INSERT: the triggers that added every row to one
-- summary row per municipality and hour in the writer's transaction go. Each raw row records the
-- transaction that inserted it (xact, xid8: 64 bits, never wraps); a job adds the rows of
-- finished transactions to the summaries and moves statistics_watermark.below past them, in one
-- transaction. The admin statistics read the summaries plus the raw rows at or above the
-- watermark. The visits table is renamed for what it holds: visit_events.
DROP TRIGGER statistics_rollup_insert ON statistics;
--> statement-breakpoint
DROP TRIGGER statistics_rollup_update ON statistics;
--> statement-breakpoint
DROP TRIGGER statistics_rollup_delete ON statistics;
--> statement-breakpoint
DROP TRIGGER statistics_rollup_truncate ON statistics;
--> statement-breakpoint
DROP TRIGGER matches_rollup_insert ON matches;
--> statement-breakpoint
DROP TRIGGER matches_rollup_update ON matches;
--> statement-breakpoint
DROP TRIGGER matches_rollup_delete ON matches;
--> statement-breakpoint
DROP TRIGGER matches_rollup_truncate ON matches;
--> statement-breakpoint
DROP FUNCTION statistics_visits_rollup();
--> statement-breakpoint
DROP FUNCTION statistics_matches_rollup();
--> statement-breakpoint
ALTER TABLE "statistics" RENAME TO "visit_events";
--> statement-breakpoint
ALTER SEQUENCE "statistics_id_seq" RENAME TO "visit_events_id_seq";
--> statement-breakpoint
ALTER INDEX "statistics_pkey" RENAME TO "visit_events_pkey";
--> statement-breakpoint
ALTER INDEX "statistics_visitor_day_uq" RENAME TO "visit_events_visitor_day_uq";
--> statement-breakpoint
ALTER INDEX "statistics_municipality_created_idx" RENAME TO "visit_events_municipality_created_idx";
--> statement-breakpoint
ALTER TABLE "visit_events" RENAME CONSTRAINT "statistics_municipality_id_participating_municipalities_municipality_id_fk" TO "visit_events_municipality_id_participating_municipalities_municipality_id_fk";
--> statement-breakpoint
CREATE TABLE "statistics_watermark" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"below" "xid8" NOT NULL,
	CONSTRAINT "statistics_watermark_one_row" CHECK ("statistics_watermark"."one")
);
--> statement-breakpoint
-- The rows that exist now are in the summaries already (the triggers put them there): they get
-- xact 0, below the first watermark 1. A constant default adds the column without rewriting the
-- table; rows inserted from now on get their transaction's id (3 or more), at or above it.
ALTER TABLE "matches" ADD COLUMN "xact" "xid8" DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "xact" SET DEFAULT pg_current_xact_id();
--> statement-breakpoint
ALTER TABLE "visit_events" ADD COLUMN "xact" "xid8" DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "visit_events" ALTER COLUMN "xact" SET DEFAULT pg_current_xact_id();
--> statement-breakpoint
INSERT INTO "statistics_watermark" ("one", "below") VALUES (true, '1');
--> statement-breakpoint
CREATE INDEX "matches_xact_idx" ON "matches" USING btree ("xact");
--> statement-breakpoint
CREATE INDEX "visit_events_xact_idx" ON "visit_events" USING btree ("xact");
--> statement-breakpoint
-- Saving a match in one round trip (src/server/features/matches/matches.service.ts): checks the
-- municipality and the candidate, then takes a per-visitor advisory lock so that one visitor's
-- simultaneous saves are counted one after another (each statement of the function sees what
-- the previous lock holder committed), and inserts unless the visitor has reached the limit
-- within 24 hours. The limit is the match_save_limit setting, else p_default_limit. Answers
-- 'saved', 'limit', 'municipality' (unknown or hidden) or 'candidate' (not of the municipality).
CREATE FUNCTION save_match(p_municipality_id text, p_user_id text, p_match_percentage real,
                           p_category_matches jsonb, p_candidate_id integer, p_default_limit integer)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  save_limit numeric;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM participating_municipalities
                 WHERE municipality_id = p_municipality_id AND NOT is_hidden) THEN
    RETURN 'municipality';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM candidates
                 WHERE id = p_candidate_id AND municipality_id = p_municipality_id) THEN
    RETURN 'candidate';
  END IF;
  SELECT value::text::numeric INTO save_limit FROM system_settings
  WHERE key = 'match_save_limit' AND jsonb_typeof(value) = 'number';
  PERFORM pg_advisory_xact_lock(hashtext(p_municipality_id || ':' || p_user_id));
  IF (SELECT count(*) FROM matches
      WHERE municipality_id = p_municipality_id AND user_id = p_user_id
        AND created_at > now() - interval '24 hours') >= coalesce(save_limit, p_default_limit) THEN
    RETURN 'limit';
  END IF;
  INSERT INTO matches (municipality_id, user_id, match_percentage, category_matches, candidate_id)
  VALUES (p_municipality_id, p_user_id, p_match_percentage, p_category_matches, p_candidate_id);
  RETURN 'saved';
END
$$;
--> statement-breakpoint
-- Recording a visit in one round trip (src/server/features/statistics/visits.service.ts): at
-- most one per visitor, municipality and Helsinki day, with the municipality's display name
-- (the custom name, else p_reference_name). A function rather than one statement with CTEs:
-- PL/pgSQL keeps its statements' plans per connection, so each call is planned once.
-- Answers 'recorded', 'counted' (this visitor was counted today already) or 'municipality'
-- (unknown or hidden).
CREATE FUNCTION record_visit(p_municipality_id text, p_user_uuid text, p_reference_name text)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  display_name text;
BEGIN
  SELECT coalesce(custom_name, p_reference_name) INTO display_name
  FROM participating_municipalities
  WHERE municipality_id = p_municipality_id AND NOT is_hidden;
  IF NOT FOUND THEN
    RETURN 'municipality';
  END IF;
  INSERT INTO visit_events (municipality_id, user_uuid, city, visit_day)
  VALUES (p_municipality_id, p_user_uuid, display_name, (now() AT TIME ZONE 'Europe/Helsinki')::date)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN 'recorded';
  END IF;
  RETURN 'counted';
END
$$;
