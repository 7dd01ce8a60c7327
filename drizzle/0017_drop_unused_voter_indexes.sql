-- Saving a match and recording a visit must not slow down as the tables grow on election day.
-- Nothing reads matches or visit_events by (municipality_id, created_at) any more: the
-- statistics read by xact and the retention job by created_at alone. Worse, with no statistics
-- on a new table the planner could pick matches_municipality_created_idx for save_match's limit
-- count and keep that plan for the connection's life, walking every match of the municipality
-- on each save (1,400 saves/s instead of 14,000 on a fresh database). Dropping both indexes
-- also makes every insert cheaper.
DROP INDEX "matches_municipality_created_idx";--> statement-breakpoint
DROP INDEX "visit_events_municipality_created_idx";--> statement-breakpoint
-- The candidate is looked up by its primary key alone: with id and municipality_id in one
-- condition the planner may walk candidates_municipality_idx, a thousand rows in a large city.
CREATE OR REPLACE FUNCTION save_match(p_municipality_id text, p_user_id text, p_match_percentage real,
                           p_category_matches jsonb, p_candidate_id integer, p_default_limit integer)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  save_limit numeric;
  candidate_municipality text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM participating_municipalities
                 WHERE municipality_id = p_municipality_id AND NOT is_hidden) THEN
    RETURN 'municipality';
  END IF;
  SELECT municipality_id INTO candidate_municipality FROM candidates WHERE id = p_candidate_id;
  IF candidate_municipality IS DISTINCT FROM p_municipality_id THEN
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
