// A note, read-only.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../-record-error'
import { RecordPage } from '../../../../features/project-page/components/record-page'
import { useFormatDate } from '../../../../lib/i18n'

export const Route = createFileRoute('/projects/$projectId/notes/$noteId')({
  loader: ({ context: { queryClient }, params: { projectId, noteId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.note(projectId, noteId)),
      queryClient.ensureQueryData(projectPageQueries.noteDocuments(projectId, noteId)),
    ]),
  ...missingRecord('note'),
  component: NotePage,
})

function NotePage() {
  const { projectId, noteId } = Route.useParams()
  const { data: note } = useSuspenseQuery(projectPageQueries.note(projectId, noteId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.noteDocuments(projectId, noteId))
  const format = useFormatDate()
  return (
    <RecordPage
      projectId={projectId}
      title={note.title}
      meta={[note.documentNumber, format(note.uploadDate)].filter(Boolean).join(' · ')}
      html={note.note}
      documents={documents}
    />
  )
}
