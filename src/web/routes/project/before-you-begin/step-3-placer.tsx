// /project/before-you-begin/step-3-placer: the user's earlier placer submissions to start a new
// placer proposal from (its form1 goes to the form as placerPrefill), or a blank one.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addCatalog } from '../../../lib/i18n'
import { currentSession } from '../../../lib/session'
import { myProjectsQueries } from '../../../features/my-projects/api/my-projects-queries'
import type { MyProject } from '../../../features/my-projects/api/my-projects-queries'
import { BeforeYouBeginPage } from '../../../features/proposal-start/components/before-you-begin-page'
import { PlacerPrefillList } from '../../../features/proposal-start/components/placer-prefill-list'
import { requireLogin } from '../../-require-login'

export const Route = createFileRoute('/project/before-you-begin/step-3-placer')({
  beforeLoad: requireLogin,
  // The person whose list it is (requireLogin made sure there is one), for the page to read it by.
  loader: async ({ context }) => {
    const userId = currentSession()!.user.userId
    await Promise.all([addCatalog('proposal'), context.queryClient.ensureQueryData(myProjectsQueries.list(userId))])
    return userId
  },
  component: Step3Placer,
})

function Step3Placer() {
  const navigate = useNavigate()
  const { projects } = useSuspenseQuery(myProjectsQueries.list(Route.useLoaderData())).data
  return (
    <BeforeYouBeginPage>
      <PlacerPrefillList<MyProject>
        projects={projects}
        onUse={(p) => void navigate({ to: '/project/add-placer-proposal', state: { placerPrefill: { fromProjectId: p.projectId, form1: p.form1 ?? '' } } })}
        onBlank={() => void navigate({ to: '/project/add-placer-proposal' })}
      />
    </BeforeYouBeginPage>
  )
}
