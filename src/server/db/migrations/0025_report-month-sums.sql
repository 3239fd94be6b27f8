CREATE TABLE "report_month_sums" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"sector_id" text,
	"key_id" text,
	"projects" integer NOT NULL,
	"timed" integer,
	"days" integer,
	"proponent_days" integer
);
--> statement-breakpoint
CREATE TABLE "report_stale_months" (
	"month" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "assessment_timings_assigned_idx";--> statement-breakpoint
ALTER TABLE "report_facts" ADD COLUMN "assigned_on" date;--> statement-breakpoint
CREATE INDEX "report_month_sums_month_idx" ON "report_month_sums" USING btree ("month");--> statement-breakpoint
CREATE INDEX "report_facts_assigned_idx" ON "report_facts" USING btree ("assigned_on");--> statement-breakpoint
-- An assessor's assignment is on the facts row now (assigned_on, whose index serves the statistics
-- in place of the one on assessment_timings): a write to a project's timings marks the project, as
-- its other inputs' writes do (migration 0024).
CREATE TRIGGER report_facts_assessment_timings_insert AFTER INSERT ON assessment_timings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_assessment_timings_update_new AFTER UPDATE ON assessment_timings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_facts_assessment_timings_update_old AFTER UPDATE ON assessment_timings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_facts_assessment_timings_delete AFTER DELETE ON assessment_timings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_facts_stale_old();
--> statement-breakpoint
-- Lists the months of the dates a facts row is summed by (report_month_sums), before and after any
-- write to it: the statistics' refresh, or a deleted project's row going with it. Per statement,
-- so a refresh of every project lists a few hundred months in one insert.
CREATE OR REPLACE FUNCTION registry_report_months_stale_new() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_stale_months (month)
    SELECT DISTINCT date_trunc('month', d)::date FROM new_rows, unnest(array[submitted_on, completed_on, assigned_on]) AS d WHERE d IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_report_months_stale_old() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_stale_months (month)
    SELECT DISTINCT date_trunc('month', d)::date FROM old_rows, unnest(array[submitted_on, completed_on, assigned_on]) AS d WHERE d IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_month_sums_facts_insert AFTER INSERT ON report_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_months_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_month_sums_facts_update_new AFTER UPDATE ON report_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_months_stale_new();
--> statement-breakpoint
CREATE TRIGGER report_month_sums_facts_update_old AFTER UPDATE ON report_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_months_stale_old();
--> statement-breakpoint
CREATE TRIGGER report_month_sums_facts_delete AFTER DELETE ON report_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registry_report_months_stale_old();
--> statement-breakpoint
-- Every project's facts are computed again (for their assignment day), which lists every month.
INSERT INTO report_stale_projects (project_id) SELECT id FROM projects;
