// What a project's record pages (a note, a letter, a hearing…) show when the server has no such
// record for this visitor: "not found" with a way back to the project, as a not-found rather than
// an error (no retry to offer, nothing to log). Other failures keep the site's error page.
import { notFound } from '@tanstack/react-router'
import { isMissingRecord, RecordNotFound, type ProjectRecordKind } from '../../../features/project-page/components/record-not-found'

/** Route options for a record's page. */
export function missingRecord(kind: ProjectRecordKind) {
  return {
    onError: (error: unknown) => {
      if (isMissingRecord(error)) throw notFound()
    },
    notFoundComponent: () => <RecordNotFound kind={kind} />,
  }
}
