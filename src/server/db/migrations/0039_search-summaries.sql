-- A value as JSON text ("null" for none). to_json of text depends on no setting, so it can write a
-- generated column, which PostgreSQL allows only from functions declared immutable.
CREATE OR REPLACE FUNCTION registry_json_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(to_json(value)::text, 'null') $$;
--> statement-breakpoint
ALTER TABLE "project_search" ADD COLUMN "summary" text GENERATED ALWAYS AS ('{"projectId":"' || project_id::text || '","projectNumber":' || registry_json_text(project_number) || ',"title":' || registry_json_text(title) || ',"proponentName":' || registry_json_text(proponent_name) || ',"projectTypeId":' || registry_json_text(project_type_id) || ',"stageId":' || registry_json_text(stage_id) || ',"stageGrouping":' || registry_json_text(stage_grouping) || ',"locations":' || locations::text || '}') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "project_search_listed_idx" ON "project_search" USING btree ("project_number" desc) WHERE "project_search"."listed";
