// Tells the person, once, when a submission queued on this device has reached the registry, with
// the project number it was given: the sync engine marks the draft (submissionNoticeDue), and
// whichever tab takes the mark first says it, whatever page is open. Loads the local database: the
// header loads it on demand, for someone signed in.
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { draftsStore, useSubmissionNoticesDue } from '../../lib/db/drafts-store'
import { showToast } from '../ui/toast'

/** A notice worth reading to the end: longer than the usual toast. */
const NOTICE_MS = 15_000

export function SubmissionNotices({ userId }: { userId: string }) {
  const due = useSubmissionNoticesDue(userId)
  useEffect(() => {
    for (const { projectId } of due ?? []) {
      void draftsStore.takeSubmissionNotice(projectId).then((draft) => {
        if (!draft) return
        const title = draft.summary.projectTitle
        const number = draft.projectNumber
        showToast(
          <Trans>
            Your proposal “{title}” has reached the registry as project {number}.
          </Trans>,
          { durationMs: NOTICE_MS },
        )
      })
    }
  }, [due])
  return null
}
