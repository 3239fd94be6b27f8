-- The next document number locks the project's row itself (decision 0049). Every writer of a
-- numbered record calls it, and not all of them locked the project first, so on a server two
-- writers of different kinds (a staff file and a proponent's upload) could read the same largest
-- number at once and take the same one. NO KEY UPDATE: numbering changes no key, and this lock,
-- unlike FOR UPDATE, does not wait for the key-share locks that a writer's own inserts of rows
-- pointing at the project hold, so two writers cannot each wait for the other. VOLATILE: each
-- statement in the function reads what was committed when it starts, so the largest numbers are
-- read after the lock is held, and a writer that waited for it sees the number the other took.
CREATE OR REPLACE FUNCTION registry_next_document_number(project uuid) RETURNS int
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = project FOR NO KEY UPDATE;
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
