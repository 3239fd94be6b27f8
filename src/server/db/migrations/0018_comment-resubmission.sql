ALTER TABLE "comments" ADD COLUMN "resubmit_token_hash" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "resubmit_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "previous_comment_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_resubmit_token_idx" ON "comments" USING btree ("resubmit_token_hash");--> statement-breakpoint
CREATE INDEX "comments_previous_comment_idx" ON "comments" USING btree ("previous_comment_id");