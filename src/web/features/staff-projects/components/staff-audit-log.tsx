// A project's audit log for managers: who changed what and when, with the values before and after.
import { Trans, useLingui } from '@lingui/react/macro'
import tableStyles from '../../../components/ui/table.module.css'
import { useLocale } from '../../../lib/i18n'
import { formatDateTime } from '../../../../shared/domain/dates'
import type { AuditEntry } from '../api/staff-projects-api'
import styles from '../../../components/staff/staff.module.css'

const shown = (values: Record<string, unknown> | null) => (values ? Object.entries(values).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n') : '')

export function StaffAuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (entries.length === 0)
    return (
      <p>
        <Trans>Nothing has been changed on this project yet.</Trans>
      </p>
    )
  return (
    <div className={styles.tableWrap}>
      <table className={tableStyles.table} aria-label={t`Audit log`} data-testid="staff-audit-log">
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Before</Trans>
            </th>
            <th scope="col">
              <Trans>After</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.at}-${i}`}>
              <td>{formatDateTime(new Date(e.at), locale)}</td>
              <td>{e.actor}</td>
              <td>
                <code>{e.action}</code>
                {e.reason && (
                  <>
                    <br />
                    {e.reason}
                  </>
                )}
              </td>
              <td>
                <pre className={styles.values}>{shown(e.before)}</pre>
              </td>
              <td>
                <pre className={styles.values}>{shown(e.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
