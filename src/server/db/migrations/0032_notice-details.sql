ALTER TABLE "notification_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "subject_fr" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "notification_events" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;