ALTER TABLE "stages" ADD COLUMN "audience" text DEFAULT 'nobody' NOT NULL;--> statement-breakpoint
-- A project is listed (found by the search) when it has a number and its stage's audience is the
-- public (shared/domain/project-visibility.ts): no longer a proposal at Proposal Check. Otherwise as in 0005.
CREATE OR REPLACE FUNCTION registry_project_search_refresh(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS
$$
INSERT INTO project_search AS ps (project_id, project_number, listed, open, stage_grouping, project_type_id, stage_id, outcome_id, year, title,
  proponent_name, district_ids, sector_ids, drainage_ids, first_nation_ids, locations, geom, search, current_search)
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
  CASE WHEN f.listed AND s.closed IS FALSE THEN p.search END
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
  current_search = excluded.current_search
$$;
--> statement-breakpoint
-- As in 0004, and a stage whose audience changed rebuilds its projects' rows. The audience is written
-- by the reference data right after this migration: that rebuilds every project's row once.
CREATE OR REPLACE FUNCTION registry_project_search_reference_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_TABLE_NAME = 'stages' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN new_rows n ON n.project_type_id = p.project_type_id AND n.id = p.stage_id));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM registry_project_search_mark(ARRAY(SELECT p.id FROM projects p JOIN (
        (SELECT project_type_id, id, code, closed, stage_grouping, audience FROM new_rows EXCEPT SELECT project_type_id, id, code, closed, stage_grouping, audience FROM old_rows)
        UNION
        (SELECT project_type_id, id, code, closed, stage_grouping, audience FROM old_rows EXCEPT SELECT project_type_id, id, code, closed, stage_grouping, audience FROM new_rows)
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
