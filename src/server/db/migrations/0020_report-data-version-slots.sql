ALTER TABLE "report_data_version" DROP CONSTRAINT "report_data_version_one_row";--> statement-breakpoint
ALTER TABLE "report_data_version" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "report_data_version" ALTER COLUMN "id" SET DATA TYPE smallint USING 0;--> statement-breakpoint
ALTER TABLE "report_data_version" ADD CONSTRAINT "report_data_version_slot" CHECK ("report_data_version"."id" >= 0 and "report_data_version"."id" < 16);--> statement-breakpoint
-- The version is the sum of 16 rows, and each statement that may change a figure raises one of
-- them chosen at random, in the writer's transaction as before: a reader still sees the new
-- version exactly when it can see the new rows, and writers at the same moment (a comment period's
-- last hour) rarely wait on the same row, where the one row made each wait for the one before to
-- commit.
INSERT INTO report_data_version (id, version) SELECT slot, 0 FROM generate_series(1, 15) AS slot;--> statement-breakpoint
CREATE OR REPLACE FUNCTION registry_report_data_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_data_version AS v (id, version, changed_at) VALUES (floor(random() * 16)::smallint, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = v.version + 1, changed_at = now();
  RETURN NULL;
END
$$;
