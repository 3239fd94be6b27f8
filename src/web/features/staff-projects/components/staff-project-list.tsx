// The office's project list: search by number, title or proponent; with no search, the proposals
// waiting at Proposal Check come first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { formatDate, yukonInstant } from '../../../../shared/domain/dates'
import { useLocale } from '../../../lib/i18n'
import { useStageNames } from '../../../lib/stage-names'
import type { StaffProjectSummary } from '../api/staff-projects-api'
import styles from '../../../components/staff/staff.module.css'

export function StaffProjectList({ projects, search, onSearch }: { projects: StaffProjectSummary[]; search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useStageNames()
  const [text, setText] = useState(search)
  return (
    <>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          onSearch(text.trim())
        }}
      >
        <label>
          <Trans>Project number, title or proponent</Trans>
          <br />
          <input type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
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
