// The head of a proposal form's page, the same for the general and the placer form: the heading,
// the drafts' top bar with its status words and Export to a file, the six-month deletion warning,
// the latest message, and whether a requested submission waits for the connection or is on its way.
import { Trans } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { ExportDraftButton } from '../components/draft-archive/export-draft-button'
import { DeletionWarning } from '../features/proposal-drafts/components/deletion-warning'
import { DraftMessage } from '../features/proposal-drafts/components/draft-message'
import { DraftStatusLine } from '../features/proposal-drafts/components/draft-status'
import { DraftTopBar } from '../features/proposal-drafts/components/draft-top-bar'
import type { useProposalPage } from './-use-proposal-page'

export function ProposalPageHead({
  heading,
  projectId,
  title,
  draft,
  page,
}: {
  heading: ReactNode
  projectId: string
  title: string
  draft: { submitRequested: boolean; exists: boolean; status: ComponentProps<typeof DraftStatusLine>['status']; flush: () => Promise<void> }
  page: ReturnType<typeof useProposalPage>
}) {
  const { message, setMessage, inConflict, saving, connectivity } = page
  return (
    <>
      <h1>{heading}</h1>
      <DraftTopBar
        onSave={() => void page.save()}
        onSubmit={() => void page.submit()}
        saving={saving}
        submitting={draft.submitRequested}
        locked={draft.submitRequested}
        status={<DraftStatusLine status={draft.status} />}
        title={title}
        onDelete={draft.exists ? page.removeDraft : undefined}
        more={draft.exists && <ExportDraftButton look="link" projectId={projectId} beforeExport={draft.flush} />}
      />
      <DeletionWarning />
      {message && !(inConflict && 'save' in message) && <DraftMessage kind={message} onClose={() => setMessage(null)} />}
      {draft.submitRequested && !message && (
        <p role="status">
          {connectivity === 'offline' ? (
            <Trans>Waiting for connection: your proposal will be submitted when the connection returns.</Trans>
          ) : (
            <Trans>Submitting your proposal…</Trans>
          )}
        </p>
      )}
    </>
  )
}
