// The published emergency exemption reports (spec proposals-and-accounts §2): a table sorted by
// pressing its column headers (down, up, none), each report with its documents to download. On a
// phone the rows become cards, each cell labelled.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SortHeader } from '../../../components/ui/sort-header'
import tableStyles from '../../../components/ui/table.module.css'
import { formatDate, yukonInstant } from '../../../../shared/domain/dates'
import { uploadUrl } from '../../../lib/downloads'
import { readerText, useLocale } from '../../../lib/i18n'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { sortRows } from '../../../lib/table-sort'
import type { Sort } from '../../../lib/table-sort'
import { emergencyExemptionQueries } from '../api/emergency-exemptions-api'
import type { EmergencyExemptionDocument } from '../api/emergency-exemptions-api'
import styles from './emergency-exemptions.module.css'

/** What the office wrote of a document, or else its type, in the reader's language. */
function DocumentLabel({ document }: { document: EmergencyExemptionDocument }) {
  const locale = useLocale()
  const { text, lang } = document.description
    ? { text: document.description, lang: undefined }
    : readerText(locale, document.documentType, document.documentTypeFr)
  return (
    <span className={styles.description} lang={lang}>
      {text}
    </span>
  )
}

type Column = 'report' | 'proponent' | 'districts' | 'received' | 'documents'

export function EmergencyExemptionsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: reports } = useSuspenseQuery(emergencyExemptionQueries.list())
  const { data: documents } = useSuspenseQuery(emergencyExemptionQueries.documents())
  const { data: districts } = useSuspenseQuery(referenceQueries.assessmentDistricts())
  const [sort, setSort] = useState<Sort<Column> | null>(null)

  const names = new Map(districts.map((d) => [d.assessmentDistrictId, districtName(d, locale === 'fr')]))
  const filesOf = new Map<string, EmergencyExemptionDocument[]>()
  for (const d of documents) filesOf.set(d.emergencyExemptionId, [...(filesOf.get(d.emergencyExemptionId) ?? []), d])
  const rows = reports.map((r) => ({
    ...r,
    districtNames: r.assessmentDistricts
      .map((id) => names.get(id) ?? id)
      .sort((a, b) => a.localeCompare(b, locale))
      .join(', '),
    files: filesOf.get(r.emergencyExemptionId) ?? [],
  }))
  type Row = (typeof rows)[number]
  const value = (r: Row, key: Column) =>
    ({
      report: r.title,
      proponent: r.proponentName,
      districts: r.districtNames,
      received: r.dateReceived,
      documents: r.files.map((f) => f.fileName).join(' '),
    })[key]
  const sorted = sortRows(rows, sort, value)

  return (
    <>
      <p className={styles.intro}>
        <Trans>
          Activities carried out in response to an emergency are exempt from assessment. Their proponents report to the Board what was done, and the reports are
          published here.
        </Trans>
      </p>
      {rows.length === 0 ? (
        <p role="status" className={styles.empty}>
          <Trans>Any published Emergency Exemption Reports will be shown here.</Trans>
        </p>
      ) : (
        <table className={`${tableStyles.table} ${styles.table}`} data-testid="emergency-exemptions">
          <caption className="visually-hidden">{t`Emergency Exemption Reports`}</caption>
          <thead>
            <tr>
              <SortHeader sortKey="report" sort={sort} onSort={setSort}>
                <Trans>Report</Trans>
              </SortHeader>
              <SortHeader sortKey="proponent" sort={sort} onSort={setSort}>
                <Trans>Proponent</Trans>
              </SortHeader>
              <SortHeader sortKey="districts" sort={sort} onSort={setSort}>
                <Trans>Assessment Districts</Trans>
              </SortHeader>
              <SortHeader sortKey="received" sort={sort} onSort={setSort}>
                <Trans>Date Received</Trans>
              </SortHeader>
              <SortHeader sortKey="documents" sort={sort} onSort={setSort}>
                <Trans>Documents</Trans>
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {sorted.map((r) => (
              <tr key={r.emergencyExemptionId}>
                <td data-label={t`Report`}>{r.title}</td>
                <td data-label={t`Proponent`}>{r.proponentName}</td>
                <td data-label={t`Assessment Districts`}>{r.districtNames}</td>
                <td data-label={t`Date Received`}>{formatDate(yukonInstant(r.dateReceived), locale)}</td>
                <td data-label={t`Documents`}>
                  <ul className={styles.files}>
                    {r.files.map((f) => (
                      <li key={f.documentId}>
                        <a href={uploadUrl(f.unredactedUploadId)} download={f.fileName}>
                          {f.fileName}
                        </a>
                        <DocumentLabel document={f} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
