// /my-projects: the user's projects; anonymous visitors go home (spec §2). With no connection, or
// once the server ended the session, the list as last seen on this device, with the drafts kept here
// (they wait there for the next login, and must not seem lost meanwhile). A draft exported to a file on
// another device is imported here (decision 0061).
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import { ImportDraft } from '../components/draft-archive/import-draft'
import { PageHeading } from '../components/ui/page-heading'
import { sessionUser } from '../lib/session'
import { myProjectsQueries } from '../features/my-projects/api/my-projects-queries'
import { MyProjectsPage } from '../features/my-projects/components/my-projects-page'
import styles from '../features/my-projects/components/my-projects.module.css'

export const Route = createFileRoute('/my-projects')({
  beforeLoad: () => {
    if (!sessionUser()) throw redirect({ to: '/', replace: true })
  },
  // The person whose list it is, for the page to read it by.
  loader: async ({ context }) => {
    const userId = sessionUser()!.userId
    await context.queryClient.ensureQueryData(myProjectsQueries.list(userId))
    return userId
  },
  component: MyProjects,
})

function MyProjects() {
  const { t } = useLingui()
  const userId = Route.useLoaderData()
  const { data } = useSuspenseQuery(myProjectsQueries.list(userId))
  const submitted = useRouterState({ select: (s) => s.location.state.proposalSubmitted })
  const deletedTitle = useRouterState({ select: (s) => s.location.state.draftDeleted?.title })
  return (
    <div>
      <PageHeading>{t`My Projects`}</PageHeading>
      {submitted && (
        <p role="status" className={styles.submitted} data-testid="proposal-submitted">
          <Trans>
            Your proposal “{submitted.title}” was submitted as project {submitted.projectNumber}. It is now at Proposal Check.
          </Trans>
        </p>
      )}
      {deletedTitle !== undefined && (
        <p role="status" className={styles.submitted} data-testid="draft-deleted">
          {deletedTitle ? <Trans>Draft deleted: “{deletedTitle}”.</Trans> : <Trans>Draft deleted.</Trans>}
        </p>
      )}
      <ImportDraft userId={userId} />
      <MyProjectsPage list={data} />
    </div>
  )
}
