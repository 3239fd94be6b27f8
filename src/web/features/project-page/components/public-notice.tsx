// The printable public notice of a project, with Back and Print: "Public Comment Period Open"
// while it is, "Upcoming" with its first day before a scheduled one opens, the project's real
// state otherwise, and the office's own text for it.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { useFormatDate, useFormatDateTime, useLocale } from '../../../lib/i18n'
import type { Project } from '../api/project-page-queries'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import { useStageNames } from '../../../lib/stage-names'
import { publicNoticeState } from '../../../../shared/domain/public-notice'

export function PublicNotice({ project, publicBaseUrl }: { project: Project; publicBaseUrl: string }) {
  const names = useStageNames()
  const locale = useLocale()
  const districts = (useQuery(referenceQueries.assessmentDistricts()).data ?? []).filter((d) => project.assessmentDistricts.includes(d.assessmentDistrictId))
  const state = publicNoticeState(project)
  const formatDateTime = useFormatDateTime()
  const upcoming = state === 'upcoming' ? project.upcomingCommentPeriod : null
  const opens = useFormatDate()(upcoming?.startsAt ?? null)
  const deadline =
    state === 'open'
      ? formatDateTime(project.seekingViewsAndInformationDeadline ?? project.stageDates.deadline) || null
      : formatDateTime(upcoming?.endsAt ?? null) || null
  const address = `${publicBaseUrl}/pr/${project.projectNumber ?? ''}`
  // The office's own words, in the reader's language while it wrote them in it.
  const officeText = (locale === 'fr' && project.publicNoticeText?.fr) || project.publicNoticeText?.en || ''
  return (
    <article className={styles.notice}>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Link to="/projects/$projectId" params={{ projectId: project.projectId }} className={contentStyles.back}>
          <Trans>Back</Trans>
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </div>
      <h2 className={styles.noticeTitle}>
        {state === 'open' ? (
          <Trans>Public Comment Period Open</Trans>
        ) : state === 'upcoming' ? (
          <Trans>Public Comment Period Upcoming</Trans>
        ) : state === 'decided' ? (
          <Trans>Decision Document Issued</Trans>
        ) : (
          <Trans>Public Comment Period Closed</Trans>
        )}
      </h2>
      <dl className={contentStyles.facts}>
        <div>
          <dt>
            <Trans>Project</Trans>
          </dt>
          <dd>
            {project.title} ({project.projectNumber})
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Proponent</Trans>
          </dt>
          <dd>{project.proponentName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Assessment</Trans>
          </dt>
          <dd>
            {names.type(project.projectTypeId)} – {names.stage(project.projectTypeId, project.stageId)}
          </dd>
        </div>
        {districts.length > 0 && (
          <div>
            <dt>
              <Trans>Assessment district</Trans>
            </dt>
            <dd>{districts.map((d) => districtName(d, locale === 'fr')).join(', ')}</dd>
          </div>
        )}
        {opens && <DateFact label={<Trans>Comments accepted from</Trans>} date={opens} />}
        {deadline && <DateFact label={<Trans>Comments accepted until</Trans>} date={deadline} />}
      </dl>
      {project.summary.trim() && <p className={contentStyles.prose}>{project.summary}</p>}
      {officeText && (
        <SanitizedHtml className={contentStyles.prose} html={officeText} lang={locale === 'fr' && !project.publicNoticeText?.fr ? 'en' : undefined} />
      )}
      {state === 'open' || state === 'upcoming' ? (
        <>
          <p>
            <Trans>
              Read the proposal and the documents, and comment online at <strong>{address}</strong>. Comments are posted after 24 to 48 hours of review.
            </Trans>
          </p>
          <p>
            <Trans>Office hours: Monday to Friday, 8:00 am to 4:30 pm. Comments received after hours count as received the next business day.</Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>
            This project is not accepting comments. Read the proposal and the documents online at <strong>{address}</strong>.
          </Trans>
        </p>
      )}
    </article>
  )
}

function DateFact({ label, date }: { label: ReactNode; date: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <strong>{date}</strong>
      </dd>
    </div>
  )
}
