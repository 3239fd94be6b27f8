CREATE TABLE "report_facts" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"submitted_on" date,
	"completed_on" date,
	"adequacy_on" date,
	"proponent_days" integer NOT NULL,
	"outcome_id" text,
	"decision_id" text,
	"sector_ids" text[] NOT NULL,
	"first_nation_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_stale_projects" (
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_facts" ADD CONSTRAINT "report_facts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_facts_submitted_idx" ON "report_facts" USING btree ("submitted_on");--> statement-breakpoint
CREATE INDEX "report_facts_completed_idx" ON "report_facts" USING btree ("completed_on");--> statement-breakpoint
CREATE INDEX "assessment_timings_assigned_idx" ON "assessment_timings" USING btree ("assessor_assigned_at");--> statement-breakpoint
CREATE INDEX "comments_received_idx" ON "comments" USING btree ("received_at");--> statement-breakpoint
-- Marks the projects whose statistics facts a write may change, in the writer's transaction (beside
-- the data version's raise): their stage history, sectors and organizations, and their type, stage,
-- its start, historic flag, outcome or decision. Inserts and the lists' writes are marked per
-- statement (one insert for a whole import); updates of a project per row, only when one of those
-- columns really changed. Writers only append to the list, so they never wait on one another.
CREATE OR REPLACE FUNCTION registry_report_facts_stale_new() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    INSERT INTO report_stale_projects (project_id) SELECT id FROM new_rows;
  ELSE
    INSERT INTO report_stale_projects (project_id) SELECT DISTINCT project_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_report_facts_stale_old() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_stale_projects (project_id) SELECT DISTINCT project_id FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_report_facts_stale_row() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_stale_projects (project_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_facts_projects_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_projects_update AFTER UPDATE OF project_type_id, stage_id, stage_started_at, is_historic, outcome_id, decision_id ON projects
  FOR EACH ROW WHEN (
    (OLD.project_type_id, OLD.stage_id, OLD.stage_started_at, OLD.is_historic, OLD.outcome_id, OLD.decision_id)
      IS DISTINCT FROM (NEW.project_type_id, NEW.stage_id, NEW.stage_started_at, NEW.is_historic, NEW.outcome_id, NEW.decision_id)
  ) EXECUTE FUNCTION registry_report_facts_stale_row();
--> statement-breakpoint
CREATE TRIGGER report_facts_stage_history_insert AFTER INSERT ON stage_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_stage_history_update_new AFTER UPDATE ON stage_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_stage_history_update_old AFTER UPDATE ON stage_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_stage_history_delete AFTER DELETE ON stage_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_sectors_insert AFTER INSERT ON project_sectors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_sectors_update_new AFTER UPDATE ON project_sectors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_sectors_update_old AFTER UPDATE ON project_sectors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_sectors_delete AFTER DELETE ON project_sectors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_organizations_insert AFTER INSERT ON project_organizations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_organizations_update_new AFTER UPDATE ON project_organizations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_organizations_update_old AFTER UPDATE ON project_organizations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_project_organizations_delete AFTER DELETE ON project_organizations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
-- Every existing project is computed on the statistics' next request.
INSERT INTO report_stale_projects (project_id) SELECT id FROM projects;
