// A project's audit log for managers: who changed what and when, with the values before and after,
// naming people, stages and documents rather than their ids, and giving times in Yukon time.
import { Trans, useLingui } from '@lingui/react/macro'
import tableStyles from '../../../components/ui/table.module.css'
import { useLocale } from '../../../lib/i18n'
import { auditValuesText } from '../../../../shared/domain/audit-values'
import type { AuditWords } from '../../../../shared/domain/audit-values'
import { formatDateTime } from '../../../../shared/domain/dates'
import { STAGES } from '../../../../shared/domain/stages'
import type { AuditLog } from '../api/staff-projects-api'
import styles from '../../../components/staff/staff.module.css'

export function StaffAuditLog({ log: { entries, names } }: { log: AuditLog }) {
  const { t } = useLingui()
  const locale = useLocale()
  const words: AuditWords = {
    nameOf: (id) => {
      const stage = STAGES.find((s) => s.stageId === id)
      return stage ? (locale === 'fr' ? stage.nameFr : stage.name) : (names[id] ?? null)
    },
    dateTime: (instant) => formatDateTime(instant, locale),
  }
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
              <td>
                {e.actorName ?? e.actor}
                {e.actorName && (
                  <>
                    <br />
                    <span className={styles.muted}>{e.actor}</span>
                  </>
                )}
              </td>
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
                <pre className={styles.values}>{auditValuesText(e.before, words)}</pre>
              </td>
              <td>
                <pre className={styles.values}>{auditValuesText(e.after, words)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
