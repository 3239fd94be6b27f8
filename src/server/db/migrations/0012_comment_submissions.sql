ALTER TABLE "comments" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "agree_to_privacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "client_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "attachment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "upload_token_hash" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "upload_token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_client_comment_id_idx" ON "comments" USING btree ("client_comment_id");