// What follow, unfollow, hide and unhide tell the user (spec public-registry §8).
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { showToast } from '../../../components/ui/toast'
import { toggleProject } from '../api/my-projects-queries'
import type { Toggle } from '../api/my-projects-queries'

const DONE: Record<Toggle, ReactNode> = {
  follow: <Trans>You have been added to the Notification List for this project, and it now appears on My Projects.</Trans>,
  unfollow: <Trans>You have been removed from the Notification List for this project.</Trans>,
  hide: <Trans>The project is hidden from My Projects.</Trans>,
  unhide: <Trans>The project shows on My Projects again.</Trans>,
}

/** Runs a toggle and says how it went; true when it was done. */
export async function runToggle(projectId: string, toggle: Toggle): Promise<boolean> {
  try {
    const answer = await toggleProject(projectId, toggle)
    if (answer.status === 'OK') {
      showToast(DONE[toggle])
      return true
    }
  } catch {
    // Falls through to the refusal message: nothing changed.
  }
  showToast(
    toggle === 'hide' || toggle === 'unhide' ? (
      <Trans>You are not able to hide this project, please contact the provider for more information.</Trans>
    ) : (
      <Trans>You are not able to follow this project, please contact the provider for more information.</Trans>
    ),
    { kind: 'error' },
  )
  return false
}
