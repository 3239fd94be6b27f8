// Follow / Unfollow and Hide / Unhide on a project page (spec public-registry §4, §6): following
// needs a login (the visitor is sent to log in and back), proponents and agents cannot follow,
// only active projects can be followed, and decision bodies hide projects from My Projects.
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { api, expectData } from '../../../lib/api-client'
import { useConnectivity } from '../../../lib/connectivity'
import { useSession } from '../../../lib/session'
import { myProjectsKeys } from '../api/my-projects-queries'
import type { Toggle } from '../api/my-projects-queries'
import { runToggle } from './toggle-messages'
import styles from './my-projects.module.css'

interface Props {
  projectId: string
  isActive: boolean
  userRoles: string[]
  isProponentOrAgent: boolean
  isDecisionBody: boolean
  /** Called after a change, so the page reloads what depends on the user's roles. */
  onChanged: () => void
}

export function FollowControls({ projectId, isActive, userRoles, isProponentOrAgent, isDecisionBody, onChanged }: Props) {
  const session = useSession()
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const offline = useConnectivity() === 'offline'
  const reasonId = useId()
  // Following and hiding change the registry: with no connection they wait, saying why.
  const unavailable = offline ? { disabled: true, 'aria-describedby': reasonId } : {}
  const hidden = useQuery({
    queryKey: [...myProjectsKeys.all, 'hidden'] as const,
    queryFn: ({ signal }) => expectData(api.GET('/api/users/hidden', { signal })),
    select: (data) => data.projectIds.includes(projectId),
    enabled: !!session && isDecisionBody,
  }).data

  const run = async (toggle: Toggle) => {
    setBusy(true)
    if (await runToggle(projectId, toggle)) {
      await queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
      onChanged()
    }
    setBusy(false)
  }

  const following = userRoles.includes('follower')
  const canFollow = isActive && !isProponentOrAgent
  return (
    <>
      {canFollow && !session && (
        <Button variant="secondary" onClick={() => void navigate({ to: '/login', search: { redirect: href }, state: { accountNotice: 'login-required' } })}>
          <Trans>Follow</Trans>
        </Button>
      )}
      {canFollow && session && (
        <Button variant="secondary" disabled={busy} aria-pressed={following} onClick={() => void run(following ? 'unfollow' : 'follow')} {...unavailable}>
          {following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
        </Button>
      )}
      {session && isDecisionBody && hidden !== undefined && (
        <Button variant="secondary" disabled={busy} onClick={() => void run(hidden ? 'unhide' : 'hide')} {...unavailable}>
          {hidden ? <Trans>Unhide</Trans> : <Trans>Hide</Trans>}
        </Button>
      )}
      {offline && session && (canFollow || isDecisionBody) && (
        <span id={reasonId} className={styles.offlineReason}>
          <Trans>Following and hiding need a connection.</Trans>
        </span>
      )}
    </>
  )
}
