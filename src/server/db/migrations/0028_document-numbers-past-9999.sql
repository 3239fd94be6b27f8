DROP INDEX "documents_project_number_idx";--> statement-breakpoint
DROP INDEX "comments_project_number_idx";--> statement-breakpoint
CREATE INDEX "documents_project_number_idx" ON "documents" USING btree ("project_id",length("document_number"),"document_number") WHERE "documents"."document_number" ~ '^[0-9]{4,9}$';--> statement-breakpoint
CREATE INDEX "comments_project_number_idx" ON "comments" USING btree ("project_id",length("document_number"),"document_number") WHERE "comments"."document_number" ~ '^[0-9]{4,9}$';--> statement-breakpoint
-- Numbers past 9999 (decision 0054). The sequence is written as four digits until it passes 9999,
-- then with as many as it needs; reading only four-digit numbers, the function took 10000 again
-- and again once the project had it. Each table's largest is now the last of its numbers in order
-- of value, by length before text (text alone puts '9999' after '10000'), read from the end of the
-- partial indexes above for documents and comments. Nine digits at most: the number is an int. The
-- text is cast once chosen: a cast in the subquery's select list keeps it from the index's order.
CREATE OR REPLACE FUNCTION registry_next_document_number(project uuid) RETURNS int
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = project FOR NO KEY UPDATE;
  RETURN coalesce(greatest(
    (SELECT document_number FROM documents WHERE project_id = project AND document_number ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number) DESC, document_number DESC LIMIT 1)::int,
    (SELECT document_number FROM comments WHERE project_id = project AND document_number ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number) DESC, document_number DESC LIMIT 1)::int,
    (SELECT document_number FROM notes WHERE project_id = project AND document_number ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number) DESC, document_number DESC LIMIT 1)::int,
    (SELECT document_number FROM correspondence WHERE project_id = project AND document_number ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number) DESC, document_number DESC LIMIT 1)::int,
    (SELECT document_number_request FROM information_requests WHERE project_id = project AND document_number_request ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number_request) DESC, document_number_request DESC LIMIT 1)::int,
    (SELECT document_number_response FROM information_requests WHERE project_id = project AND document_number_response ~ '^[0-9]{4,9}$'
      ORDER BY length(document_number_response) DESC, document_number_response DESC LIMIT 1)::int
  ), 0) + 1;
END
$$;
