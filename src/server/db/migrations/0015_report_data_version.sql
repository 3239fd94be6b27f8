CREATE TABLE "report_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_data_version_one_row" CHECK ("report_data_version"."id")
);
--> statement-breakpoint
-- Raises the statistics' version once per statement that may change a figure, whoever wrote it (an
-- import, the demo set, a submission, the staff workspace), in the writer's transaction: a reader
-- sees the new version exactly when it can see the new rows.
CREATE OR REPLACE FUNCTION registry_report_data_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_data_version AS v (id, version, changed_at) VALUES (true, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = v.version + 1, changed_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_data_stage_history AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stage_history
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_projects AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF project_type_id, stage_id, stage_started_at, outcome_id, decision_id ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_project_sectors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_sectors
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_project_organizations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_organizations
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_comments AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF state, received_at, project_id ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_assessment_timings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assessment_timings
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_sectors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sectors
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
CREATE TRIGGER report_data_organizations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION registry_report_data_changed();
--> statement-breakpoint
INSERT INTO report_data_version (id, version) VALUES (true, 1);
