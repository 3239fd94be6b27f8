-- Every stored project geometry is valid, as GEOS (PostGIS 3.3 / GEOS 3.11 in production) needs it:
-- a search's ST_Intersects over an invalid one throws "TopologyException: side location conflict"
-- and the search answers 500. A shape crossing itself is invalid, and so is a project's collected
-- search geometry when its polygons overlap or share an edge (demo claim blocks do), although
-- ST_IsValid calls a collection of valid parts valid: its polygons must form a valid multipolygon.
-- Repaired with ST_MakeValid's 'structure' method (outer rings unioned, holes cut out), which keeps
-- polygons polygonal instead of leaving the lines a crossing collapses into. Triggers repair every
-- writer's geometry on the way in (import, demo seed, anything later), whatever it wrote; this
-- migration repairs what is already stored, and can run again.
CREATE OR REPLACE FUNCTION registry_geometry_valid(g geometry) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$
SELECT (ST_IsValidDetail(g)).valid
  AND (ST_GeometryType(g) <> 'ST_GeometryCollection' OR (ST_IsValidDetail(ST_CollectionExtract(g, 3))).valid)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_valid_geometry(g geometry) RETURNS geometry
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$
SELECT CASE
  WHEN registry_geometry_valid(g) THEN g
  WHEN ST_Dimension(g) = 2 AND ST_GeometryType(g) <> 'ST_GeometryCollection' THEN ST_CollectionExtract(ST_MakeValid(g, 'method=structure'), 3)
  WHEN ST_GeometryType(g) <> 'ST_GeometryCollection' THEN ST_MakeValid(g)
  ELSE ST_Collect(ARRAY(
    SELECT part FROM unnest(ARRAY[
      ST_MakeValid(ST_CollectionExtract(g, 1)),
      ST_MakeValid(ST_CollectionExtract(g, 2)),
      ST_CollectionExtract(ST_MakeValid(ST_CollectionExtract(g, 3), 'method=structure'), 3)
    ]) part WHERE NOT ST_IsEmpty(part)))
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_make_geom_valid() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  NEW.geom := registry_valid_geometry(NEW.geom);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_shapes_valid_geom BEFORE INSERT OR UPDATE OF geom ON project_shapes
FOR EACH ROW WHEN (NOT registry_geometry_valid(NEW.geom)) EXECUTE FUNCTION registry_make_geom_valid();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_search_valid_geom BEFORE INSERT OR UPDATE OF geom ON project_search
FOR EACH ROW WHEN (NOT registry_geometry_valid(NEW.geom)) EXECUTE FUNCTION registry_make_geom_valid();
--> statement-breakpoint
UPDATE project_shapes SET geom = registry_valid_geometry(geom) WHERE NOT registry_geometry_valid(geom);
--> statement-breakpoint
UPDATE project_search SET geom = registry_valid_geometry(geom) WHERE NOT registry_geometry_valid(geom);
