// The submitted online proposal form (form 1), read-only: the form's own view of every answer, in
// the reader's language, with a map of the location (features combined here, as routes do).
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { readGeneralForm } from '../../../../../shared/proposal-form/migrate-general-form'
import { drawnShapes } from '../../../../../shared/geo/drawn-shapes'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { ProposalView } from '../../../../features/project-page/components/proposal-view'
import { GeneralFormSummary } from '../../../../features/proposal-form/components/general-form-summary'
import { ShapesMap } from '../../../../features/map/lazy-maps'
import { siteQueries } from '../../../../features/site/api/site-queries'
import { useLocale } from '../../../../lib/i18n'
import { guardTab } from '../-tab-guard'
import { toProposalView } from './-proposal-view'

export const Route = createFileRoute('/projects/$projectId/documents/form1')({
  beforeLoad: async (match) => {
    await guardTab('documents')(match)
    await toProposalView('form1')(match)
  },
  component: Proposal,
})

function Proposal() {
  const { t } = useLingui()
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  const locale = useLocale()
  const read = project.form1 ? readGeneralForm(project.form1) : null
  const form = read?.ok ? read.form : null
  const shapes = form
    ? drawnShapes(form.projectCoordinates.map((c) => ({ projectLocationType: c.projectLocationType, points: c.projectLocationCoordinates })))
    : []
  const map = shapes.length > 0 && (
    <Suspense fallback={<div className="shapes-map" />}>
      <ShapesMap shapes={shapes} tileLayers={tileLayers} label={t`Map of the location given in the proposal`} />
    </Suspense>
  )
  return <ProposalView project={project} kind="form1" generalForm={form && <GeneralFormSummary form={form} language={locale} locationMap={map} />} />
}
