ALTER TABLE "project_search" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_search" ADD COLUMN "ever_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "project_search_number_idx" ON "project_search" USING btree ("project_number","project_id") WHERE "project_search"."ever_listed";--> statement-breakpoint
CREATE INDEX "project_search_updated_idx" ON "project_search" USING btree ("updated_at","project_id") WHERE "project_search"."ever_listed";--> statement-breakpoint
UPDATE "project_search" SET "ever_listed" = "listed";--> statement-breakpoint
-- As in 0010, and each rebuild stamps the row with the time of its commit (clock_timestamp(), read by
-- the deferred flush as the transaction commits, so that a change committed later never carries an
-- earlier time than one a mirror has already read) and remembers that the project was listed once.
CREATE OR REPLACE FUNCTION registry_project_search_refresh(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS
$$
INSERT INTO project_search AS ps (project_id, project_number, listed, open, stage_grouping, project_type_id, stage_id, outcome_id, year, title,
  proponent_name, district_ids, sector_ids, drainage_ids, first_nation_ids, locations, geom, search, current_search, updated_at, ever_listed)
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
  CASE WHEN f.listed THEN p.search END,
  CASE WHEN f.listed AND s.closed IS FALSE THEN p.search END,
  clock_timestamp(), f.listed
FROM projects p
LEFT JOIN stages s ON s.project_type_id = p.project_type_id AND s.id = p.stage_id
CROSS JOIN LATERAL (SELECT
  p.project_number IS NOT NULL AND s.audience IS NOT DISTINCT FROM 'public' AS listed,
  s.closed IS FALSE AND NOT EXISTS (SELECT 1 FROM assessment_outcomes o WHERE o.id = p.outcome_id AND o.withdrawn) AS open) f
WHERE p.id = ANY (ids)
-- Written open projects first: a bulk rebuild then keeps them together on few pages.
ORDER BY f.listed AND f.open DESC, p.project_number DESC
ON CONFLICT (project_id) DO UPDATE SET project_number = excluded.project_number, listed = excluded.listed, open = excluded.open,
  stage_grouping = excluded.stage_grouping, project_type_id = excluded.project_type_id, stage_id = excluded.stage_id,
  outcome_id = excluded.outcome_id, year = excluded.year, title = excluded.title, proponent_name = excluded.proponent_name,
  district_ids = excluded.district_ids, sector_ids = excluded.sector_ids, drainage_ids = excluded.drainage_ids,
  first_nation_ids = excluded.first_nation_ids, locations = excluded.locations, geom = excluded.geom, search = excluded.search,
  current_search = excluded.current_search, updated_at = excluded.updated_at, ever_listed = ps.ever_listed OR excluded.ever_listed
$$;
--> statement-breakpoint
-- What a project's public page shows besides its own rows (documents, comments, information
-- requests, hearings, activity, notices, stage history) also rebuilds its row at commit, so that its
-- updated_at moves with every public change; a change the public does not see moves it too, which
-- costs a mirror one needless fetch and never loses one.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['documents', 'comments', 'information_requests', 'simplified_information_requests', 'hearings', 'activity_items', 'email_messages', 'stage_history'] LOOP
    EXECUTE format('CREATE TRIGGER project_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
    EXECUTE format('CREATE TRIGGER project_search_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
    EXECUTE format('CREATE TRIGGER project_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_project_search_touched()', t);
  END LOOP;
END
$$;
