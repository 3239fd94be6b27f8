CREATE INDEX "documents_project_number_idx" ON "documents" USING btree ("project_id","document_number");--> statement-breakpoint
CREATE INDEX "comments_project_number_idx" ON "comments" USING btree ("project_id","document_number");--> statement-breakpoint
CREATE INDEX "comments_project_submitted_idx" ON "comments" USING btree ("project_id","submitted_at");--> statement-breakpoint
-- A project's next document number (nextDocumentNumber, decision 0048). Numbers are four digits,
-- so each table's largest is the last of its (project, number) index in text order. A function
-- rather than a statement sent each time: the embedded database spends far longer planning six
-- subqueries than running them, and a function's plans are made once per connection.
CREATE OR REPLACE FUNCTION registry_next_document_number(project uuid) RETURNS int
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(greatest(
    (SELECT max(document_number) FROM documents WHERE project_id = project AND document_number ~ '^[0-9]{4}$'),
    (SELECT max(document_number) FROM comments WHERE project_id = project AND document_number ~ '^[0-9]{4}$'),
    (SELECT max(document_number) FROM notes WHERE project_id = project AND document_number ~ '^[0-9]{4}$'),
    (SELECT max(document_number) FROM correspondence WHERE project_id = project AND document_number ~ '^[0-9]{4}$'),
    (SELECT max(document_number_request) FROM information_requests WHERE project_id = project AND document_number_request ~ '^[0-9]{4}$'),
    (SELECT max(document_number_response) FROM information_requests WHERE project_id = project AND document_number_response ~ '^[0-9]{4}$')
  )::int, 0) + 1;
END
$$;
