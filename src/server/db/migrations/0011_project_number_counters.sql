CREATE TABLE "project_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
-- Raises the counters past the numbers a statement wrote on projects ("2026-0091" → 2026: 91),
-- whoever wrote them: an import, the demo set, a submission. The counter's row is locked only when
-- a number goes past it, so updates of numbered projects do not wait on submissions.
CREATE OR REPLACE FUNCTION registry_project_number_counters_raise() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO project_number_counters AS c (year, last)
  SELECT n.year, n.last FROM (
    SELECT substr(project_number, 1, 4)::int AS year, max(substr(project_number, 6)::int) AS last
    FROM new_rows WHERE project_number ~ '^[0-9]{4}-[0-9]{1,9}$' GROUP BY 1) n
  WHERE NOT EXISTS (SELECT 1 FROM project_number_counters x WHERE x.year = n.year AND x.last >= n.last)
  ON CONFLICT (year) DO UPDATE SET last = greatest(c.last, excluded.last);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_number_counters_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registry_project_number_counters_raise();
--> statement-breakpoint
CREATE TRIGGER project_number_counters_update AFTER UPDATE ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registry_project_number_counters_raise();
--> statement-breakpoint
-- The numbers already given out, imported ones included.
INSERT INTO project_number_counters (year, last)
SELECT substr(project_number, 1, 4)::int, max(substr(project_number, 6)::int)
FROM projects WHERE project_number ~ '^[0-9]{4}-[0-9]{1,9}$' GROUP BY 1;
