CREATE TABLE "project_search_counts" (
	"slot" smallint NOT NULL,
	"open" boolean NOT NULL,
	"district_ids" text[] NOT NULL,
	"projects" bigint NOT NULL,
	CONSTRAINT "project_search_counts_slot_open_district_ids_pk" PRIMARY KEY("slot","open","district_ids")
);

--> statement-breakpoint
-- Adds what each writing statement on project_search changed to project_search_counts, grouped, on
-- the writer's slot (txid % 16, as 0022 does for the statistics): the counts move in the writer's
-- transaction, so a reader sees them move exactly when it sees the rows. A project counts when it
-- is listed and has a geometry, the projects a viewport can match. Groups are written in key order
-- so that two writers on one slot take their row locks in the same order.
CREATE OR REPLACE FUNCTION registry_project_search_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM project_search_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO project_search_counts AS c (slot, open, district_ids, projects)
      SELECT (txid_current() % 16)::smallint, open, district_ids, count(*) FROM new_rows WHERE listed AND geom IS NOT NULL
      GROUP BY open, district_ids ORDER BY open, district_ids
    ON CONFLICT (slot, open, district_ids) DO UPDATE SET projects = c.projects + excluded.projects;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO project_search_counts AS c (slot, open, district_ids, projects)
      SELECT (txid_current() % 16)::smallint, d.open, d.district_ids, sum(d.projects) FROM (
        SELECT open, district_ids, 1 AS projects FROM new_rows WHERE listed AND geom IS NOT NULL
        UNION ALL SELECT open, district_ids, -1 FROM old_rows WHERE listed AND geom IS NOT NULL) d
      GROUP BY d.open, d.district_ids HAVING sum(d.projects) <> 0 ORDER BY d.open, d.district_ids
    ON CONFLICT (slot, open, district_ids) DO UPDATE SET projects = c.projects + excluded.projects;
  ELSE
    INSERT INTO project_search_counts AS c (slot, open, district_ids, projects)
      SELECT (txid_current() % 16)::smallint, open, district_ids, -count(*) FROM old_rows WHERE listed AND geom IS NOT NULL
      GROUP BY open, district_ids ORDER BY open, district_ids
    ON CONFLICT (slot, open, district_ids) DO UPDATE SET projects = c.projects + excluded.projects;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_search_counts_insert AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_counts_changed();
--> statement-breakpoint
CREATE TRIGGER project_search_counts_update AFTER UPDATE ON project_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_counts_changed();
--> statement-breakpoint
CREATE TRIGGER project_search_counts_delete AFTER DELETE ON project_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_counts_changed();
--> statement-breakpoint
CREATE TRIGGER project_search_counts_truncate AFTER TRUNCATE ON project_search
  FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_counts_changed();
--> statement-breakpoint
-- A search reads the counts: its cached public answers must go when they change (migration 0041).
CREATE TRIGGER public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_search_counts
  FOR EACH STATEMENT EXECUTE FUNCTION registry_public_content_changed();
--> statement-breakpoint
INSERT INTO project_search_counts (slot, open, district_ids, projects)
  SELECT 0, open, district_ids, count(*) FROM project_search WHERE listed AND geom IS NOT NULL GROUP BY open, district_ids;
