-- The retention job (src/server/jobs/retention.ts) deletes visits and saved matches once their
-- period is over, but the statistics must keep counting them: the summaries are the aggregate
-- form the privacy page says is kept. A DELETE in a transaction that has set
-- vaalikone.retention = 'on' (set_config(..., true): that transaction only) therefore leaves the
-- summaries as they are. Every other DELETE still subtracts, as before. The functions are
-- otherwise those of the migration statistics_rollup_triggers.
CREATE OR REPLACE FUNCTION statistics_visits_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM statistics_visits_hourly;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('vaalikone.retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM statistics_visits_hourly r
    USING (SELECT municipality_id, date_trunc('hour', created_at AT TIME ZONE 'Europe/Helsinki') AS local_hour,
                  city, count(*) AS visits
           FROM old_rows GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_hour = o.local_hour AND r.city = o.city
      AND r.visits <= o.visits;
    UPDATE statistics_visits_hourly r SET visits = r.visits - o.visits
    FROM (SELECT municipality_id, date_trunc('hour', created_at AT TIME ZONE 'Europe/Helsinki') AS local_hour,
                 city, count(*) AS visits
          FROM old_rows GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_hour = o.local_hour AND r.city = o.city;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO statistics_visits_hourly AS r (municipality_id, local_hour, city, visits)
    SELECT municipality_id, date_trunc('hour', created_at AT TIME ZONE 'Europe/Helsinki'), city, count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (municipality_id, local_hour, city) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_matches_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM statistics_matches_daily;
    DELETE FROM statistics_categories_daily;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('vaalikone.retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM statistics_matches_daily r
    USING (SELECT municipality_id, (created_at AT TIME ZONE 'Europe/Helsinki')::date AS local_day,
                  coalesce(candidate_id, 0) AS candidate_id, count(*) AS matches
           FROM old_rows GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_day = o.local_day
      AND r.candidate_id = o.candidate_id AND r.matches <= o.matches;
    UPDATE statistics_matches_daily r
    SET matches = r.matches - o.matches, percentage_sum = r.percentage_sum - o.percentage_sum
    FROM (SELECT municipality_id, (created_at AT TIME ZONE 'Europe/Helsinki')::date AS local_day,
                 coalesce(candidate_id, 0) AS candidate_id, count(*) AS matches,
                 sum(match_percentage::float8) AS percentage_sum
          FROM old_rows GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_day = o.local_day
      AND r.candidate_id = o.candidate_id;
    DELETE FROM statistics_categories_daily r
    USING (SELECT m.municipality_id, (m.created_at AT TIME ZONE 'Europe/Helsinki')::date AS local_day,
                  c.key AS category, count(*) AS value_count
           FROM old_rows m, jsonb_each(m.category_matches) c
           WHERE jsonb_typeof(c.value) = 'number' GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_day = o.local_day
      AND r.category = o.category AND r.value_count <= o.value_count;
    UPDATE statistics_categories_daily r
    SET value_count = r.value_count - o.value_count, value_sum = r.value_sum - o.value_sum
    FROM (SELECT m.municipality_id, (m.created_at AT TIME ZONE 'Europe/Helsinki')::date AS local_day,
                 c.key AS category, count(*) AS value_count, sum(c.value::float8) AS value_sum
          FROM old_rows m, jsonb_each(m.category_matches) c
          WHERE jsonb_typeof(c.value) = 'number' GROUP BY 1, 2, 3) o
    WHERE r.municipality_id = o.municipality_id AND r.local_day = o.local_day
      AND r.category = o.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO statistics_matches_daily AS r
      (municipality_id, local_day, candidate_id, matches, percentage_sum)
    SELECT municipality_id, (created_at AT TIME ZONE 'Europe/Helsinki')::date,
           coalesce(candidate_id, 0), count(*), sum(match_percentage::float8)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (municipality_id, local_day, candidate_id) DO UPDATE
    SET matches = r.matches + excluded.matches,
        percentage_sum = r.percentage_sum + excluded.percentage_sum;
    INSERT INTO statistics_categories_daily AS r
      (municipality_id, local_day, category, value_count, value_sum)
    SELECT m.municipality_id, m.local_day, c.key, count(*), sum(c.value::float8)
    FROM (SELECT municipality_id, (created_at AT TIME ZONE 'Europe/Helsinki')::date AS local_day,
                 category_matches
          FROM new_rows OFFSET 0) m, jsonb_each(m.category_matches) c
    WHERE jsonb_typeof(c.value) = 'number'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (municipality_id, local_day, category) DO UPDATE
    SET value_count = r.value_count + excluded.value_count,
        value_sum = r.value_sum + excluded.value_sum;
  END IF;
  RETURN NULL;
END
$$;
