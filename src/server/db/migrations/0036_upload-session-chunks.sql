-- Chunked uploads keep their bytes in the file store, one object per chunk with a row here, and
-- claim the session row while a chunk arrives, so chunks may land on different servers (decision
-- 0076). What arrived before lived in DATA_DIR/upload-sessions/<id>.part, which is no longer read:
-- unfinished sessions start again from byte 0 (the devices ask where they stand before sending).
CREATE TABLE "upload_session_chunks" (
	"upload_id" uuid NOT NULL,
	"start_offset" bigint NOT NULL,
	"length" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_session_chunks_upload_id_start_offset_pk" PRIMARY KEY("upload_id","start_offset")
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "arriving_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "arriving_key" uuid;--> statement-breakpoint
ALTER TABLE "upload_session_chunks" ADD CONSTRAINT "upload_session_chunks_upload_id_upload_sessions_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "upload_sessions" SET "received" = 0 WHERE "completed_at" IS NULL;
