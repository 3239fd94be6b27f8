// Home: the newest projects in the registry, each linking to its page.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Loading } from '../components/ui/status-message'
import { usePageTitle } from '../components/ui/use-page-title'
import { projectQueries, type ProjectSearchParams } from '../features/projects/api/project-queries'
import { ProjectList } from '../features/projects/components/project-list'
import { ProjectNotFoundNotice } from '../features/projects/components/project-not-found-notice'
import { ErrorPage } from '../features/site/components/error-page'

const LATEST: ProjectSearchParams = { limit: 50 }

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueries.search(LATEST)),
  // The spec's search indicator appears only after 500 ms.
  pendingMs: 500,
  pendingComponent: HomePending,
  errorComponent: ErrorPage,
  component: HomePage,
})

function HomeIntro() {
  return (
    <>
      <h1>
        <Trans>Project assessments in Yukon</Trans>
      </h1>
      <p>
        <Trans>
          Follow environmental and socio-economic assessments of development projects in Yukon: proposals, documents, public comment periods and
          decisions.
        </Trans>
      </p>
    </>
  )
}

function HomePending() {
  const { t } = useLingui()
  return (
    <>
      <HomeIntro />
      <Loading label={t`Loading projects…`} />
    </>
  )
}

function HomePage() {
  const { data } = useSuspenseQuery(projectQueries.search(LATEST))
  usePageTitle()
  return (
    <>
      <ProjectNotFoundNotice />
      <HomeIntro />
      <section aria-labelledby="latest-projects">
        <h2 id="latest-projects">
          <Trans>Latest projects</Trans>
        </h2>
        <ProjectList result={data} headingId="latest-projects" />
      </section>
    </>
  )
}
