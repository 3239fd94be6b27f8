ALTER TABLE "projects" ADD COLUMN "comment_period_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "comment_period_ends_at" timestamp with time zone;