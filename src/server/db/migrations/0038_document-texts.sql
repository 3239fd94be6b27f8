-- Searching inside documents (decision 0083). registry_english and registry_french are the English
-- and French configurations with accents folded by unaccent before stemming, so "evaluation"
-- finds "évaluation" and ts_headline marks the passage in the text as written.
CREATE TEXT SEARCH CONFIGURATION registry_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION registry_english ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION registry_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION registry_french ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"pages" integer,
	"reason" text,
	"extracted_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('registry_english'::regconfig, coalesce(text, '')) || to_tsvector('registry_french'::regconfig, coalesce(text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_search_idx" ON "document_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "document_texts_pending_idx" ON "document_texts" USING btree ("upload_id") WHERE "document_texts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "documents_public_upload_idx" ON "documents" USING btree (coalesce("redacted_upload_id", "unredacted_upload_id"));--> statement-breakpoint
-- A document naming a file it is published as (the redacted copy, or the original when there is
-- none) queues that file's text in the same transaction, wherever the document was written (an
-- upload, an import, a publication); the document-text job extracts it. The original of a redacted
-- document is never read: the public search must not find what was redacted.
CREATE OR REPLACE FUNCTION registry_queue_document_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.redacted_upload_id, NEW.unredacted_upload_id) IS NOT NULL THEN
    INSERT INTO document_texts (upload_id) VALUES (coalesce(NEW.redacted_upload_id, NEW.unredacted_upload_id)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_queue_text AFTER INSERT OR UPDATE OF redacted_upload_id, unredacted_upload_id ON documents
  FOR EACH ROW EXECUTE FUNCTION registry_queue_document_text();
