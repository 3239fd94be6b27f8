// /saved-projects: the projects saved on this device for use with no connection. It reads only
// local storage, so it opens offline like every page of the app.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/page-heading'
import { SavedProjectsPage } from '../features/saved-projects/components/saved-projects-page'

export const Route = createFileRoute('/saved-projects')({
  component: SavedProjects,
})

function SavedProjects() {
  const { t } = useLingui()
  return (
    <div>
      <PageHeading>{t`Saved for offline`}</PageHeading>
      <SavedProjectsPage />
    </div>
  )
}
