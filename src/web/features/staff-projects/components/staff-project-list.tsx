// The office's project list: search by number, title or proponent; with no search, the proposals
// waiting at Proposal Check come first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import tableStyles from '../../../components/ui/table.module.css'
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
      {projects.length === 0 ? (
        <p>
          <Trans>No project matches.</Trans>
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={tableStyles.table} aria-label={t`Projects`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Number</Trans>
                </th>
                <th scope="col">
                  <Trans>Title</Trans>
                </th>
                <th scope="col">
                  <Trans>Stage</Trans>
                </th>
                <th scope="col">
                  <Trans>Last changed</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {projects.map((p) => (
                <tr key={p.projectId}>
                  <td>{p.projectNumber}</td>
                  <td>
                    <Link to="/staff/projects/$projectId" params={{ projectId: p.projectId }}>
                      {p.title}
                    </Link>
                    <br />
                    {p.proponentName}
                  </td>
                  <td>{names.stage(p.projectTypeId, p.stageId)}</td>
                  <td>{formatDate(yukonInstant(p.updatedAt), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
