// /emergency-exemptions: the published emergency exemption reports; opens with no connection from
// the copy the service worker kept (public reference data).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CachedCopyNotice } from '../components/ui/cached-copy-notice'
import { PageHeading } from '../components/ui/page-heading'
import { emergencyExemptionQueries } from '../features/emergency-exemptions/api/emergency-exemptions-api'
import { EmergencyExemptionsPage } from '../features/emergency-exemptions/components/emergency-exemptions-page'
import { referenceQueries } from '../lib/reference-data'

export const Route = createFileRoute('/emergency-exemptions')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(emergencyExemptionQueries.list()),
      context.queryClient.ensureQueryData(emergencyExemptionQueries.documents()),
      context.queryClient.ensureQueryData(referenceQueries.assessmentDistricts()),
    ]),
  component: EmergencyExemptions,
})

function EmergencyExemptions() {
  const { t } = useLingui()
  return (
    <div>
      <PageHeading>{t`Emergency Exemptions`}</PageHeading>
      <CachedCopyNotice path="/api/emergency-exemptions" />
      <EmergencyExemptionsPage />
    </div>
  )
}
