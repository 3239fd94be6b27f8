// The Notifications tab: the e-mails sent about the project, by date, kind and recipients, and one
// e-mail as it was sent.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { referenceQueries } from '../../../lib/reference-data'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import type { GetData } from '../../../lib/api-client'
import type { EmailGroup } from '../api/project-page-queries'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import { useFormatDate, useFormatDateTime } from '../../../lib/i18n'

type Email = GetData<'/api/projects/{projectId}/emails/{emailId}'>['email']

function useDomainNames() {
  const { i18n } = useLingui()
  const domain = useQuery(referenceQueries.domain()).data
  const pick = (x: { name: string; nameFr: string | null } | undefined) => (x ? ((i18n.locale === 'fr' ? x.nameFr : null) ?? x.name) : '')
  return {
    type: (id: number) => pick(domain?.emailMessageTypes.find((t) => t.emailMessageTypeId === id)),
    recipients: (id: number) => pick(domain?.emailRecipientTypes.find((t) => t.emailRecipientTypeId === id)),
  }
}

/** A notice in the reader's language: the French the server wrote with it, or the English it alone has (imported notices). */
function useInLocale() {
  const { i18n } = useLingui()
  return (english: string, french: string | null) => (i18n.locale === 'fr' ? french : null) ?? english
}

export function NotificationsTab({ projectId, groups }: { projectId: string; groups: EmailGroup[] }) {
  const names = useDomainNames()
  const inLocale = useInLocale()
  const format = useFormatDate()
  if (groups.length === 0) {
    return (
      <p className={contentStyles.empty}>
        <Trans>There are no notifications available for this project.</Trans>
      </p>
    )
  }
  return (
    <div>
      {groups.map((day) => (
        <section key={day.emailDate}>
          <h2 className={contentStyles.sectionHeading}>{format(day.emailDate)}</h2>
          {day.emailTypeGroups.map((type) => (
            <div key={type.emailTypeId} className={contentStyles.emailType}>
              <h3>{names.type(type.emailTypeId)}</h3>
              <ul className={`${styles.plainList} ${contentStyles.records}`}>
                {type.emailRecipientGroups.flatMap((group) =>
                  group.emails.map((email) => (
                    <li key={email.emailMessageId} data-testid="notification">
                      <Link to="/projects/$projectId/notifications/$emailId" params={{ projectId, emailId: email.emailMessageId }}>
                        {inLocale(email.subject, email.subjectFr)}
                      </Link>
                      <div className={contentStyles.documentMeta}>
                        <Trans>Sent to: {names.recipients(group.emailRecipientId)}</Trans>
                      </div>
                    </li>
                  )),
                )}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}

export function NotificationPage({ projectId, email }: { projectId: string; email: Email }) {
  const formatDateTime = useFormatDateTime()
  const inLocale = useInLocale()
  return (
    <article>
      <Link to="/projects/$projectId/notifications" params={{ projectId }} className={contentStyles.back}>
        <Trans>Back to notifications</Trans>
      </Link>
      <h2>{inLocale(email.subject, email.subjectFr)}</h2>
      <p className={contentStyles.documentMeta}>
        <span>{formatDateTime(email.sentDate)}</span>
        {email.organizationName && <span>{email.organizationName}</span>}
      </p>
      <SanitizedHtml className={contentStyles.richText} html={inLocale(email.content, email.contentFr)} />
    </article>
  )
}
