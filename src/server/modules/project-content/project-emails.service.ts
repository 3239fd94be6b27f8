// A project's Emails tab (shown only where the project shows it): the mails the registry sent
// about it, grouped by day, type and recipient, and one mail in full. Apart from
// participation.service.ts (the other public tabs) so that each tab's reading stands by itself.
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { formatDateTime, yukonDay } from '../../../shared/domain/dates.ts'

type ProjectRef = { id: string; projectNumber: string | null }

export function projectEmailsService(db: Database) {
  return {
    async emails(project: ProjectRef & { showEmailsTab: boolean }) {
      if (!project.showEmailsTab) return []
      const rows = await db
        .select({ message: t.emailMessages, recipient: t.emailMessageRecipients })
        .from(t.emailMessages)
        .innerJoin(t.emailMessageRecipients, eq(t.emailMessageRecipients.emailMessageId, t.emailMessages.id))
        .where(eq(t.emailMessages.projectId, project.id))
        .orderBy(desc(t.emailMessages.sentAt), asc(t.emailMessages.emailTypeId), asc(t.emailMessageRecipients.recipientTypeId))
      const groups: {
        emailDate: string
        emailTypeGroups: {
          emailTypeId: number
          emailRecipientGroups: {
            emailRecipientId: number
            emails: {
              emailMessageId: string
              emailRecipientType: number
              organizationId: string | null
              stageUploaded: string | null
              subject: string
              subjectFr: string | null
            }[]
          }[]
        }[]
      }[] = []
      for (const { message, recipient } of rows) {
        const emailDate = yukonDay(message.sentAt)
        let day = groups.find((g) => g.emailDate === emailDate)
        if (!day) groups.push((day = { emailDate, emailTypeGroups: [] }))
        let type = day.emailTypeGroups.find((g) => g.emailTypeId === message.emailTypeId)
        if (!type) day.emailTypeGroups.push((type = { emailTypeId: message.emailTypeId, emailRecipientGroups: [] }))
        let recipients = type.emailRecipientGroups.find((g) => g.emailRecipientId === recipient.recipientTypeId)
        if (!recipients) type.emailRecipientGroups.push((recipients = { emailRecipientId: recipient.recipientTypeId, emails: [] }))
        if (!recipients.emails.some((e) => e.emailMessageId === message.id && e.organizationId === recipient.organizationId))
          recipients.emails.push({
            emailMessageId: message.id,
            emailRecipientType: recipient.recipientTypeId,
            organizationId: recipient.organizationId,
            stageUploaded: message.stageUploaded,
            subject: message.subject,
            subjectFr: message.subjectFr,
          })
      }
      return groups
    },

    async email(project: ProjectRef & { showEmailsTab: boolean }, emailId: string) {
      if (!project.showEmailsTab) return null
      const [row] = await db
        .select()
        .from(t.emailMessages)
        .where(and(eq(t.emailMessages.id, emailId), eq(t.emailMessages.projectId, project.id)))
      if (!row) return null
      const [organization] = await db
        .select({ name: t.organizations.publicDisplayName })
        .from(t.emailMessageRecipients)
        .innerJoin(t.organizations, eq(t.organizations.id, t.emailMessageRecipients.organizationId))
        .where(eq(t.emailMessageRecipients.emailMessageId, emailId))
        .limit(1)
      return {
        emailMessageId: row.id,
        subject: row.subject,
        organizationName: organization?.name ?? null,
        sentDate: row.sentAt.toISOString(),
        sentDateFormatted: formatDateTime(row.sentAt),
        content: row.content,
        stageUploaded: row.stageUploaded,
        subjectFr: row.subjectFr,
        contentFr: row.contentFr,
      }
    },
  }
}
