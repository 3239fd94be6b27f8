ALTER TABLE "comments" ADD COLUMN "redactions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;