// /saved-projects: the projects saved on this device for use with no connection. It reads only
// local storage, so it opens offline like every page of the app.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { usePageTitle } from '../components/ui/use-page-title'
import { SavedProjectsPage } from '../features/saved-projects/components/saved-projects-page'

export const Route = createFileRoute('/saved-projects')({
  component: SavedProjects,
})

function SavedProjects() {
  const { t } = useLingui()
  usePageTitle(t`Saved for offline`)
  return (
    <div>
      <h1>
        <Trans>Saved for offline</Trans>
      </h1>
      <SavedProjectsPage />
    </div>
  )
}
