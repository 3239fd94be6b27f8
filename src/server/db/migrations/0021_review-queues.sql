ALTER TABLE "projects" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "intervenors" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simplified_information_requests" ADD COLUMN "needs_further_review" boolean DEFAULT false NOT NULL;