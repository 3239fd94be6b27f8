ALTER TABLE "site_messages" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "site_messages" ADD COLUMN "body_fr" text;--> statement-breakpoint
ALTER TABLE "activity_items" ADD COLUMN "event" jsonb;