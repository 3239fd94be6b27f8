// Who reaches the response pages (spec §6): the project's proponent or agent; an anonymous visitor
// is asked to log in and comes back; anyone else is told they are not authorized. Never a silent
// detour elsewhere.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LoginPrompt } from '../../../components/ui/login-prompt'
import { useSession } from '../../../lib/session'
import { responseAccess } from '../../../../shared/domain/information-responses'
import styles from './information-responses.module.css'

export function ResponseGate({ isProponentOrAgent, children }: { isProponentOrAgent: boolean; children: ReactNode }) {
  const session = useSession()
  const access = responseAccess({ signedIn: !!session, isProponentOrAgent })
  if (access === 'login') {
    return (
      <LoginPrompt>
        <Trans>Please log in to view the information responses of this project.</Trans>
      </LoginPrompt>
    )
  }
  if (access === 'not-authorized') {
    return (
      <p className={styles.warning} role="alert">
        <Trans>You are not authorized to view the Information Response List</Trans>
      </p>
    )
  }
  return children
}
