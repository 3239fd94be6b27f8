// How much of the person's work waits on this device to be sent to the registry (drafts with
// changes, files, submissions), counted from the outbox as it changes, in any tab. Shown in the
// connection menu and on My Projects. Loads the local database: the menu loads it on demand
// (lazy-waiting-work.tsx), only for someone who may have work waiting.
import { Plural, Trans } from '@lingui/react/macro'
import { useWaitingWork } from '../../lib/db/drafts-store'
import { ANONYMOUS_OWNER } from '../../lib/db/form-drafts-store'
import { useLocale } from '../../lib/i18n'
import { listOf } from '../../lib/reader-text'

/** userId: whose work; null: a visitor not signed in, whose form drafts (a comment) may wait. */
export function WaitingWork({ userId, className }: { userId: string | null; className?: string }) {
  const locale = useLocale()
  const work = useWaitingWork(userId ?? ANONYMOUS_OWNER)
  if (!work) return null
  const parts = [
    work.drafts > 0 && <Plural key="drafts" value={work.drafts} one="# draft" other="# drafts" />,
    work.files > 0 && <Plural key="files" value={work.files} one="# file" other="# files" />,
    work.submissions > 0 && <Plural key="submissions" value={work.submissions} one="# submission" other="# submissions" />,
  ].filter((part) => part !== false)
  const list = listOf(parts, locale)
  return (
    <p className={className} role="status" data-testid="waiting-work">
      {parts.length > 0 ? <Trans>Waiting to be sent to the registry: {list}.</Trans> : <Trans>Nothing is waiting to be sent to the registry.</Trans>}
    </p>
  )
}
