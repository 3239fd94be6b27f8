// /project/before-you-begin/step-3-placer: the user's earlier placer submissions to start a new
// placer proposal from, or a blank one. The placer form is a later issue: until its route exists
// in this build, the page lists the submissions and offers the general form and the PDF upload.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { addCatalog } from '../../../lib/i18n'
import { currentSession } from '../../../lib/session'
import { myProjectsQueries } from '../../../features/my-projects/api/my-projects-queries'
import type { MyProject } from '../../../features/my-projects/api/my-projects-queries'
import { BeforeYouBeginPage } from '../../../features/proposal-start/components/before-you-begin-page'
import { PlacerPrefillList } from '../../../features/proposal-start/components/placer-prefill-list'
import { requireLogin } from '../../-require-login'
import { routeExists } from '../../-route-exists'

const PLACER_FORM = '/project/add-placer-proposal'

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
  const { i18n } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const { projects } = useSuspenseQuery(myProjectsQueries.list(Route.useLoaderData())).data
  const available = routeExists(router, PLACER_FORM)
  const onlineForm = i18n.locale === 'fr' ? ('/project/add/fr' as const) : ('/project/add' as const)
  return (
    <BeforeYouBeginPage>
      <PlacerPrefillList<MyProject>
        projects={projects}
        onUse={available ? (p) => void navigate({ href: PLACER_FORM, state: { placerPrefill: { fromProjectId: p.projectId, form1: p.form1 ?? '' } } }) : undefined}
        onBlank={available ? () => void navigate({ href: PLACER_FORM }) : undefined}
        alternatives={
          <ul>
            <li>
              <Link to={onlineForm}>
                <Trans>Online proposal</Trans>
              </Link>
            </li>
            <li>
              <Link to="/project/upload">
                <Trans>Upload a filled PDF</Trans>
              </Link>
            </li>
          </ul>
        }
      />
    </BeforeYouBeginPage>
  )
}
