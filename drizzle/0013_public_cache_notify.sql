-- Every instance keeps the public answers (municipalities, statements, candidate lists, public
-- settings) in memory. Whatever changes the tables they are made of bumps the one version row
-- and sends NOTIFY public_content with the new version, from statement-level triggers, so no
-- writer (admin route, retention job, psql) can forget it. The notification is delivered at
-- commit, and the row lock on the version keeps versions in commit order.
-- Why: docs/decisions/0005-public-cache-version.md.
CREATE FUNCTION public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  -- A statement that changed no row (an UPDATE matching nothing) changes no answer.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO content_versions AS c (name, version) VALUES ('public', 1)
  ON CONFLICT (name) DO UPDATE SET version = c.version + 1
  RETURNING c.version INTO v;
  PERFORM pg_notify('public_content', v::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER public_content_insert AFTER INSERT ON participating_municipalities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_update AFTER UPDATE ON participating_municipalities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_delete AFTER DELETE ON participating_municipalities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_truncate AFTER TRUNCATE ON participating_municipalities
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_update AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_truncate AFTER TRUNCATE ON candidates
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_insert AFTER INSERT ON system_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_update AFTER UPDATE ON system_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_delete AFTER DELETE ON system_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER public_content_truncate AFTER TRUNCATE ON system_settings
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
INSERT INTO content_versions (name, version) VALUES ('public', 1)
ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1;
