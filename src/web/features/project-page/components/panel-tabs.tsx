// The panel review tabs: hearings (upcoming and past, and one hearing with its documents) and
// intervenors with their submissions.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import type { GetData } from '../../../lib/api-client'
import type { Hearing, ProjectDocument } from '../api/project-page-queries'
import { DocumentRows, RecordDocuments } from './document-list'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import { useFormatDate } from '../../../lib/i18n'
import { ClockText } from '../../../components/ui/clock-text'

type Intervenors = GetData<'/api/projects/{projectId}/intervenors'>

function When({ hearing }: { hearing: Hearing }) {
  const format = useFormatDate()
  if (!hearing.startDate) return <Trans>Date to be announced</Trans>
  const days =
    hearing.endDate && hearing.endDate !== hearing.startDate ? `${format(hearing.startDate)} – ${format(hearing.endDate)}` : format(hearing.startDate)
  if (!hearing.time) return <>{days}</>
  return (
    <>
      {days}, <ClockText text={hearing.time} />
    </>
  )
}

function HearingList({ projectId, hearings }: { projectId: string; hearings: Hearing[] }) {
  return (
    <ul className={`${styles.plainList} ${contentStyles.records}`}>
      {hearings.map((h) => (
        <li key={h.hearingId} data-testid="hearing">
          <Link to="/projects/$projectId/hearings/$hearingId" params={{ projectId, hearingId: h.hearingId }}>
            {h.title}
          </Link>
          <div className={contentStyles.documentMeta}>
            <span>
              <When hearing={h} />
            </span>
            {h.location && <span>{h.location}</span>}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function HearingsTab({ projectId, hearings }: { projectId: string; hearings: Hearing[] }) {
  if (hearings.length === 0) {
    return (
      <p className={contentStyles.empty}>
        <Trans>Public Hearings are being scheduled and information will be available soon.</Trans>
      </p>
    )
  }
  const upcoming = hearings.filter((h) => h.upcoming)
  const past = hearings.filter((h) => !h.upcoming)
  return (
    <div>
      <p>
        <Trans>Intervenors file their hearing material at least 14 days before the hearing.</Trans>
      </p>
      <section>
        <h2 className={contentStyles.sectionHeading}>
          <Trans>Upcoming hearings</Trans>
        </h2>
        {upcoming.length ? (
          <HearingList projectId={projectId} hearings={upcoming} />
        ) : (
          <p className={contentStyles.empty}>
            <Trans>No hearings are scheduled.</Trans>
          </p>
        )}
      </section>
      {past.length > 0 && (
        <section>
          <h2 className={contentStyles.sectionHeading}>
            <Trans>Past hearings</Trans>
          </h2>
          <HearingList projectId={projectId} hearings={past} />
        </section>
      )}
    </div>
  )
}

export function HearingPage({ projectId, hearing, documents }: { projectId: string; hearing: Hearing; documents: ProjectDocument[] }) {
  return (
    <article>
      <Link to="/projects/$projectId/hearings" params={{ projectId }} className={contentStyles.back}>
        <Trans>Back to hearings</Trans>
      </Link>
      <h2>{hearing.title}</h2>
      <dl className={contentStyles.facts}>
        <div>
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            <When hearing={hearing} />
          </dd>
        </div>
        {hearing.location && (
          <div>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>{hearing.location}</dd>
          </div>
        )}
      </dl>
      {hearing.description && <SanitizedHtml className={contentStyles.richText} html={hearing.description} />}
      <RecordDocuments documents={documents} />
    </article>
  )
}

export function IntervenorsTab({ intervenors }: { intervenors: Intervenors }) {
  if (intervenors.length === 0) {
    return (
      <p className={contentStyles.empty}>
        <Trans>No intervenors have been accepted for this panel review yet.</Trans>
      </p>
    )
  }
  return (
    <ul className={`${styles.plainList} ${contentStyles.records}`}>
      {intervenors.map((i) => (
        <li key={i.intervenorId} data-testid="intervenor">
          <h2 className={contentStyles.sectionHeading}>{i.displayName}</h2>
          <DocumentRows documents={i.documents} />
        </li>
      ))}
    </ul>
  )
}
