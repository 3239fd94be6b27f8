ALTER TABLE "proposal_forms" ADD COLUMN "field_revisions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A draft saved before the revisions of its keys were kept may have changed any of them at any
-- revision up to its present one: each is stamped with that one, so a save over an older revision
-- finds it changed (a conflict to choose, never a change lost).
UPDATE "proposal_forms" SET "field_revisions" = (
  SELECT coalesce(jsonb_object_agg(key, "revision"), '{}'::jsonb) FROM jsonb_object_keys("form1") AS key
) || jsonb_build_object(
  'project.projectTitle', "revision", 'project.proponentName', "revision", 'project.isAgent', "revision",
  'project.assessmentDistricts', "revision", 'project.firstNations', "revision"
) WHERE "revision" > 1 AND jsonb_typeof("form1") = 'object';
