// What a page shows an anonymous visitor in place of something that needs a login (spec §6: "must
// log in to … view an information response"): why, and a way to log in that comes back here.
import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClassName } from './button'
import styles from './login-prompt.module.css'

export function LoginPrompt({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <div className={styles.prompt} data-testid="login-prompt">
      <p>{children}</p>
      <Link to="/login" search={{ redirect: href }} state={{ accountNotice: 'login-required' }} className={buttonClassName('primary')}>
        <Trans>Log in</Trans>
      </Link>
    </div>
  )
}
