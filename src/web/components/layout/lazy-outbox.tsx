// The layout's views of the outbox (the work waiting to be sent, the notices of submissions that
// reached the registry), whose code and the local database's load only when they are shown, and
// not before the page has loaded (as the drafts' sync waits, main.tsx): a visitor with nothing to
// send never downloads them, and the first screen does not wait for them.
import { lazy, Suspense, useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { afterLoad } from '../../lib/after-load'

const Counted = lazy(() => import('./waiting-work').then((module) => ({ default: module.WaitingWork })))
const Notices = lazy(() => import('./submission-notices').then((module) => ({ default: module.SubmissionNotices })))

function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete')
  useEffect(() => {
    if (!loaded) afterLoad(() => setLoaded(true))
  }, [loaded])
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null
}

export function LazyWaitingWork(props: { userId: string | null; className?: string }) {
  return (
    <AfterLoad>
      <Counted {...props} />
    </AfterLoad>
  )
}

export function LazySubmissionNotices(props: { userId: string }) {
  return (
    <AfterLoad>
      <Notices {...props} />
    </AfterLoad>
  )
}
