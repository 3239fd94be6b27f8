// The layout's views of the outbox (the work waiting to be sent, the notices of submissions that
// reached the registry), whose code and the local database's load only when they are shown: a
// visitor with nothing to send never downloads them.
import { lazy, Suspense } from 'react'

const Counted = lazy(() => import('./waiting-work').then((module) => ({ default: module.WaitingWork })))
const Notices = lazy(() => import('./submission-notices').then((module) => ({ default: module.SubmissionNotices })))

export function LazyWaitingWork(props: { userId: string | null; className?: string }) {
  return (
    <Suspense fallback={null}>
      <Counted {...props} />
    </Suspense>
  )
}

export function LazySubmissionNotices(props: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <Notices {...props} />
    </Suspense>
  )
}
