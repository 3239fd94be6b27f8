// The office's project list: search by number, title or proponent; with no search, the proposals
// waiting at Proposal Check come first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { StaffSearch } from '../../../components/staff/staff-search'
import { DataTable } from '../../../components/ui/data-table'
import { formatDate, yukonInstant } from '../../../../shared/domain/dates'
import { useLocale } from '../../../lib/i18n'
import { useStageNames } from '../../../lib/stage-names'
import type { StaffProjectSummary } from '../api/staff-projects-api'

export function StaffProjectList({ projects, search, onSearch }: { projects: StaffProjectSummary[]; search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useStageNames()
  return (
    <>
      <StaffSearch label={<Trans>Project number, title or proponent</Trans>} search={search} onSearch={onSearch} />
      <DataTable
        rows={projects}
        rowKey={(p) => p.projectId}
        label={t`Projects`}
        empty={
          <p>
            <Trans>No project matches.</Trans>
          </p>
        }
        columns={[
          { header: <Trans>Number</Trans>, cell: (p) => p.projectNumber },
          {
            header: <Trans>Title</Trans>,
            cell: (p) => (
              <>
                <Link to="/staff/projects/$projectId" params={{ projectId: p.projectId }}>
                  {p.title}
                </Link>
                <br />
                {p.proponentName}
              </>
            ),
          },
          { header: <Trans>Stage</Trans>, cell: (p) => names.stage(p.projectTypeId, p.stageId) },
          { header: <Trans>Last changed</Trans>, cell: (p) => formatDate(yukonInstant(p.updatedAt), locale) },
        ]}
      />
    </>
  )
}
