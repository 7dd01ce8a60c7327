-- A change to the candidates names the municipalities it touched, so that each instance drops
-- only their cached answers (their lists and voter files, and open data) and keeps the other
-- municipalities'. The NOTIFY payload is '<version> <id>,<id>,…'; a bare '<version>' still means
-- that anything may have changed (municipalities, settings, TRUNCATE, or more municipalities
-- than fit in one notification). The version row is bumped as before, so the periodic check and
-- the commit order work as they did.
-- Why: docs/decisions/0005-public-cache-version.md ("Per municipality").
CREATE FUNCTION public_candidates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT municipality_id, ',') INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both sides: an update may move a candidate from one municipality to another.
    SELECT string_agg(DISTINCT m, ',') INTO ids FROM (
      SELECT municipality_id AS m FROM new_rows UNION SELECT municipality_id FROM old_rows
    ) touched;
  ELSE
    SELECT string_agg(DISTINCT municipality_id, ',') INTO ids FROM old_rows;
  END IF;
  -- A statement that changed no row changes no answer.
  IF ids IS NULL THEN RETURN NULL; END IF;
  INSERT INTO content_versions AS c (name, version) VALUES ('public', 1)
  ON CONFLICT (name) DO UPDATE SET version = c.version + 1
  RETURNING c.version INTO v;
  -- A notification holds at most 8,000 bytes: a larger change is told as a change to everything.
  IF length(ids) > 7000 THEN
    PERFORM pg_notify('public_content', v::text);
  ELSE
    PERFORM pg_notify('public_content', v::text || ' ' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER public_content_insert ON candidates;
--> statement-breakpoint
DROP TRIGGER public_content_update ON candidates;
--> statement-breakpoint
DROP TRIGGER public_content_delete ON candidates;
--> statement-breakpoint
CREATE TRIGGER public_candidates_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_candidates_changed();
--> statement-breakpoint
CREATE TRIGGER public_candidates_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_candidates_changed();
--> statement-breakpoint
CREATE TRIGGER public_candidates_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_candidates_changed();
