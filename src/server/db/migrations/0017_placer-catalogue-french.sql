ALTER TABLE "effects" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "effects" ADD COLUMN "effect_group_fr" text;--> statement-breakpoint
ALTER TABLE "effects" ADD COLUMN "effect_group_more_info_fr" text;--> statement-breakpoint
ALTER TABLE "effects" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "effects" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "effects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD COLUMN "activity_group_fr" text;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD COLUMN "text_box_placeholder_fr" text;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;