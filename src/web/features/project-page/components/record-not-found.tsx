// What a project's note, letter, document group, hearing, information request or notification
// shows when the server has none at that address for this visitor (removed, not yet published,
// or not theirs to see): says so, with a way back to the project.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { ApiError } from '../../../lib/api-client'
import styles from './project-content.module.css'

export type ProjectRecordKind = 'note' | 'correspondence' | 'document-group' | 'hearing' | 'information-request' | 'email'

const TITLES: Record<ProjectRecordKind, MessageDescriptor> = {
  note: msg`Note not found`,
  correspondence: msg`Letter not found`,
  'document-group': msg`Document group not found`,
  hearing: msg`Hearing not found`,
  'information-request': msg`Information request not found`,
  email: msg`Notification not found`,
}

/** The server's answers for a record that is not there for this visitor. */
const NOT_THERE = new Set([400, 403, 404])

/** Whether a failed load means the record is not there for this visitor (rather than an outage). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiError && NOT_THERE.has(error.status)
}

export function RecordNotFound({ kind }: { kind: ProjectRecordKind }) {
  const { i18n } = useLingui()
  const { projectId } = useParams({ strict: false })
  const title = i18n._(TITLES[kind])
  usePageTitle(title)
  return (
    <section aria-labelledby="record-not-found-heading">
      <h2 id="record-not-found-heading">{title}</h2>
      <p className={styles.prose}>
        <Trans>It may have been removed, it may not be published yet, or you may not have access to it.</Trans>
      </p>
      {projectId && (
        <Link to="/projects/$projectId" params={{ projectId }} className={styles.back}>
          <Trans>Back to the project</Trans>
        </Link>
      )}
    </section>
  )
}
