// A project's audit log for managers: who changed what and when, with the values before and after,
// naming people, stages and documents rather than their ids, and giving times in Yukon time.
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '../../../components/ui/data-table'
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
  return (
    <DataTable
      rows={entries}
      rowKey={(e, i) => `${e.at}-${i}`}
      label={t`Audit log`}
      testId="staff-audit-log"
      empty={
        <p>
          <Trans>Nothing has been changed on this project yet.</Trans>
        </p>
      }
      columns={[
        { header: <Trans>When</Trans>, cell: (e) => formatDateTime(new Date(e.at), locale) },
        {
          header: <Trans>Who</Trans>,
          cell: (e) => (
            <>
              {e.actorName ?? e.actor}
              {e.actorName && (
                <>
                  <br />
                  <span className={styles.muted}>{e.actor}</span>
                </>
              )}
            </>
          ),
        },
        {
          header: <Trans>Action</Trans>,
          cell: (e) => (
            <>
              <code>{e.action}</code>
              {e.reason && (
                <>
                  <br />
                  {e.reason}
                </>
              )}
            </>
          ),
        },
        { header: <Trans>Before</Trans>, cell: (e) => <pre className={styles.values}>{auditValuesText(e.before, words)}</pre> },
        { header: <Trans>After</Trans>, cell: (e) => <pre className={styles.values}>{auditValuesText(e.after, words)}</pre> },
      ]}
    />
  )
}
