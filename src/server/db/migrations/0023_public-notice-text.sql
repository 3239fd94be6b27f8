ALTER TABLE "projects" ADD COLUMN "public_notice_text" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "public_notice_text_fr" text;