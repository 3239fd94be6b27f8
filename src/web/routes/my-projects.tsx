// /my-projects: the user's projects; anonymous visitors go home (spec §2).
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { usePageTitle } from '../components/ui/use-page-title'
import { currentSession } from '../lib/session'
import { myProjectsQueries } from '../features/my-projects/api/my-projects-queries'
import { MyProjectsPage } from '../features/my-projects/components/my-projects-page'

export const Route = createFileRoute('/my-projects')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/', replace: true })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(myProjectsQueries.list()),
  component: MyProjects,
})

function MyProjects() {
  const { t } = useLingui()
  usePageTitle(t`My Projects`)
  const { data } = useSuspenseQuery(myProjectsQueries.list())
  return (
    <div>
      <h1>
        <Trans>My Projects</Trans>
      </h1>
      <MyProjectsPage projects={data} />
    </div>
  )
}
