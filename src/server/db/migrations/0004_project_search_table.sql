CREATE TABLE "project_search" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"project_number" text,
	"listed" boolean NOT NULL,
	"open" boolean NOT NULL,
	"stage_grouping" text,
	"project_type_id" text NOT NULL,
	"stage_id" text NOT NULL,
	"outcome_id" text,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"proponent_name" text NOT NULL,
	"district_ids" text[] NOT NULL,
	"sector_ids" text[] NOT NULL,
	"drainage_ids" text[] NOT NULL,
	"first_nation_ids" text[] NOT NULL,
	"locations" json NOT NULL,
	"geom" geometry(Geometry,4326),
	"current_search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "project_search_flush" (
	"transaction_id" "xid8" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_search_pending" (
	"project_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_search" ADD CONSTRAINT "project_search_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_search_geom_idx" ON "project_search" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "project_search_open_idx" ON "project_search" USING btree ("project_number" desc) WHERE "project_search"."listed" and "project_search"."open";--> statement-breakpoint
CREATE INDEX "project_search_current_text_idx" ON "project_search" USING gin ("current_search") WHERE "project_search"."current_search" is not null;--> statement-breakpoint
-- Rebuilds the search rows of these projects from projects, stages, outcomes and the linked rows
-- (see src/server/db/schema/project-search.ts). Listed and open follow the search of spec §7: a
-- number, not a draft nor deleted; a stage that is not closed and an outcome that is not a withdrawal.
CREATE OR REPLACE FUNCTION registry_project_search_refresh(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS
$$
INSERT INTO project_search AS ps (project_id, project_number, listed, open, stage_grouping, project_type_id, stage_id, outcome_id, year, title,
  proponent_name, district_ids, sector_ids, drainage_ids, first_nation_ids, locations, geom, current_search)
SELECT p.id, p.project_number, f.listed, f.open, s.stage_grouping, p.project_type_id, p.stage_id, p.outcome_id, p.year, p.title, p.proponent_name,
  ARRAY(SELECT x.assessment_district_id FROM project_districts x WHERE x.project_id = p.id ORDER BY 1),
  ARRAY(SELECT x.sector_id FROM project_sectors x WHERE x.project_id = p.id ORDER BY 1),
  ARRAY(SELECT x.drainage_id FROM project_drainages x WHERE x.project_id = p.id ORDER BY 1),
  ARRAY(SELECT x.organization_id FROM project_organizations x WHERE x.project_id = p.id AND x.role = 'first-nation' ORDER BY 1),
  -- Compact JSON text as the search sends it: [{"latitude":63.95,"longitude":-139.3}, …]
  coalesce((SELECT '[' || string_agg('{"latitude":' || coalesce(l.latitude::text, 'null') || ',"longitude":' || coalesce(l.longitude::text, 'null') || '}', ','
    ORDER BY l.position) || ']' FROM project_locations l WHERE l.project_id = p.id AND l.geom IS NOT NULL), '[]')::json,
  (SELECT ST_Collect(g.geom) FROM (SELECT l.geom FROM project_locations l WHERE l.project_id = p.id AND l.geom IS NOT NULL
    UNION ALL SELECT sh.geom FROM project_shapes sh WHERE sh.project_id = p.id) g),
  CASE WHEN f.listed AND s.closed IS FALSE THEN p.search END
FROM projects p
LEFT JOIN stages s ON s.project_type_id = p.project_type_id AND s.id = p.stage_id
CROSS JOIN LATERAL (SELECT
  p.project_number IS NOT NULL AND s.code IS NOT NULL AND s.code NOT IN ('DRAFT', 'DELETED') AS listed,
  s.closed IS FALSE AND NOT EXISTS (SELECT 1 FROM assessment_outcomes o WHERE o.id = p.outcome_id AND o.withdrawn) AS open) f
WHERE p.id = ANY (ids)
-- Written open projects first: a bulk rebuild then keeps them together on few pages.
ORDER BY f.listed AND f.open DESC, p.project_number DESC
ON CONFLICT (project_id) DO UPDATE SET project_number = excluded.project_number, listed = excluded.listed, open = excluded.open,
  stage_grouping = excluded.stage_grouping, project_type_id = excluded.project_type_id, stage_id = excluded.stage_id,
  outcome_id = excluded.outcome_id, year = excluded.year, title = excluded.title, proponent_name = excluded.proponent_name,
  district_ids = excluded.district_ids, sector_ids = excluded.sector_ids, drainage_ids = excluded.drainage_ids,
  first_nation_ids = excluded.first_nation_ids, locations = excluded.locations, geom = excluded.geom, current_search = excluded.current_search
$$;
--> statement-breakpoint
-- Notes projects whose search rows the current transaction must rebuild at commit. Rebuilding once
-- per transaction, not per statement, keeps bulk loads (the demo set, imports) from rewriting each
-- row once per linked table.
CREATE OR REPLACE FUNCTION registry_project_search_mark(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS
$$
INSERT INTO project_search_pending (project_id) SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ON CONFLICT DO NOTHING;
INSERT INTO project_search_flush (transaction_id) SELECT pg_current_xact_id() WHERE cardinality(ids) > 0 ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- At commit (deferred constraint trigger on project_search_flush): rebuilds the pending rows. After
-- a bulk load it also refreshes the planner's statistics of project_search, with autovacuum's
-- threshold (50 rows + 10%), since the embedded database has no autovacuum to do it.
CREATE OR REPLACE FUNCTION registry_project_search_flush() RETURNS trigger
LANGUAGE plpgsql AS
$$
DECLARE ids uuid[];
BEGIN
  DELETE FROM project_search_flush WHERE transaction_id = NEW.transaction_id;
  WITH done AS (DELETE FROM project_search_pending RETURNING project_id) SELECT array_agg(project_id) INTO ids FROM done;
  IF ids IS NOT NULL THEN
    PERFORM registry_project_search_refresh(ids);
    IF cardinality(ids) >= 50 + 0.1 * greatest((SELECT reltuples FROM pg_class WHERE oid = 'project_search'::regclass), 0) THEN
      ANALYZE project_search;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_search_flush_at_commit AFTER INSERT ON project_search_flush
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registry_project_search_flush();
--> statement-breakpoint
-- Statement triggers on projects (id) and the tables hanging off them (project_id).
CREATE OR REPLACE FUNCTION registry_project_search_touched() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    PERFORM registry_project_search_mark(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM registry_project_search_mark(ARRAY(SELECT project_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM registry_project_search_mark(ARRAY(SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows));
  ELSE
    PERFORM registry_project_search_mark(ARRAY(SELECT project_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Stages and outcomes: only the projects whose stage's code, closedness or grouping changed, or
-- whose outcome's withdrawal flag changed (reference data is upserted at every start).
CREATE OR REPLACE FUNCTION registry_project_search_reference_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_TABLE_NAME = 'stages' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN new_rows n ON n.project_type_id = p.project_type_id AND n.id = p.stage_id));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN (
        (SELECT project_type_id, id, code, closed, stage_grouping FROM new_rows EXCEPT SELECT project_type_id, id, code, closed, stage_grouping FROM old_rows)
        UNION
        (SELECT project_type_id, id, code, closed, stage_grouping FROM old_rows EXCEPT SELECT project_type_id, id, code, closed, stage_grouping FROM new_rows)
      ) c ON c.project_type_id = p.project_type_id AND c.id = p.stage_id));
    ELSE
      PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN old_rows o ON o.project_type_id = p.project_type_id AND o.id = p.stage_id));
    END IF;
  ELSE
    PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN (
      (SELECT id, withdrawn FROM new_rows EXCEPT SELECT id, withdrawn FROM old_rows)
      UNION
      (SELECT id, withdrawn FROM old_rows EXCEPT SELECT id, withdrawn FROM new_rows)
    ) c ON c.id = p.outcome_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- Transition tables allow one event per trigger.
  CREATE TRIGGER project_search_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched();
  CREATE TRIGGER project_search_update AFTER UPDATE ON projects REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched();
  FOREACH t IN ARRAY ARRAY['project_locations', 'project_shapes', 'project_districts', 'project_sectors', 'project_drainages', 'project_organizations'] LOOP
    EXECUTE format('CREATE TRIGGER project_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
    EXECUTE format('CREATE TRIGGER project_search_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
    EXECUTE format('CREATE TRIGGER project_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
  END LOOP;
  CREATE TRIGGER project_search_insert AFTER INSERT ON stages REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_reference_changed();
  CREATE TRIGGER project_search_update AFTER UPDATE ON stages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_reference_changed();
  CREATE TRIGGER project_search_delete AFTER DELETE ON stages REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_reference_changed();
  CREATE TRIGGER project_search_update AFTER UPDATE ON assessment_outcomes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_reference_changed();
END
$$;
--> statement-breakpoint
-- The projects whose search vector matches, always through the GIN index: the planner does not
-- count the cost of reading each (large, compressed) vector, so for common words it would choose
-- to read every project's instead, which is many times slower.
CREATE OR REPLACE FUNCTION registry_projects_matching(query tsquery) RETURNS SETOF uuid
LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off AS
$$ SELECT id FROM projects WHERE search @@ query $$;
--> statement-breakpoint
-- The rows of the projects already there, and statistics for the planner (the embedded database
-- has no autovacuum to gather them).
SELECT registry_project_search_refresh(ARRAY(SELECT id FROM projects));
--> statement-breakpoint
ANALYZE project_search;
