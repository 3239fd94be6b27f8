// One project as the public API v1 gives it (decision 0082): the project page's own reads as a
// member of the public sees them, the same the whole-project download uses, so no rule of what is
// public is written twice. Each public file is named by its stable address.
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { DocumentItem } from '../../../shared/schemas/document.ts'
import { projectsService } from '../projects/projects.service.ts'
import { documentsService } from '../project-content/documents.service.ts'
import { participationService } from '../project-content/participation.service.ts'
import { projectEmailsService } from '../project-content/project-emails.service.ts'
import { publicCommentsService } from '../project-content/public-comments.service.ts'
import { publicInformationRequestsService } from '../project-content/public-information-requests.service.ts'
import { PUBLIC_READER } from '../project-bundle/project-bundle.service.ts'

export function apiV1ProjectService(db: Database, publicBaseUrl: string) {
  const projects = projectsService(db)
  const documents = documentsService(db)
  const participation = participationService(db, documents)
  const publicComments = publicCommentsService(db)
  const publicRequests = publicInformationRequestsService(db, documents)
  const projectEmails = projectEmailsService(db)
  /** The public copy's address (the redacted one when there is one), or null when the public has no file. */
  const withFileUrl = <D extends Pick<DocumentItem, 'redactedUploadId'>>(d: D) => ({
    ...d,
    fileUrl: d.redactedUploadId ? `${publicBaseUrl}/api/uploads/${d.redactedUploadId}` : null,
  })

  return {
    /** The project with this number as the public sees it; null when the public may not see it. */
    async project(projectNumber: string, now: Date) {
      const projectId = await projects.projectIdByNumber(projectNumber)
      const project = projectId ? await projects.visibleProject(projectId) : null
      if (!projectId || !project?.projectNumber) return null
      const [detail, documentsTab, comments, withheldComments, informationRequests, simplifiedInformationRequests, hearings, noticeDays] = await Promise.all([
        projects.getProject(projectId),
        documents.documentsTab(project, PUBLIC_READER),
        publicComments.comments(project, PUBLIC_READER),
        publicComments.withheldComments(project),
        publicRequests.informationRequests(project, PUBLIC_READER),
        publicRequests.simplifiedRequests(project),
        participation.hearings(project, now),
        projectEmails.emails(project),
      ])
      const noticeIds = [
        ...new Set(
          noticeDays.flatMap((day) => day.emailTypeGroups.flatMap((g) => g.emailRecipientGroups.flatMap((r) => r.emails.map((e) => e.emailMessageId)))),
        ),
      ]
      const attachedIds = informationRequests.flatMap((r) => r.questions.flatMap((q) => [...q.attachments, ...(q.answer?.attachments ?? [])]))
      const [notices, attached] = await Promise.all([
        Promise.all(noticeIds.map((id) => projectEmails.email(project, id))),
        attachedIds.length ? documents.list(project, PUBLIC_READER, inArray(t.documents.id, attachedIds)) : [],
      ])
      return {
        project: detail,
        documents: documentsTab.map(withFileUrl),
        comments: comments.map((c) => ({ ...c, documents: c.documents.map(withFileUrl) })),
        withheldComments,
        informationRequests,
        /** The documents the information requests' questions and answers name by id. */
        informationRequestDocuments: attached.map(withFileUrl),
        simplifiedInformationRequests,
        hearings,
        notices: notices.flatMap((m) => (m ? [m] : [])).sort((a, b) => a.sentDate.localeCompare(b.sentDate)),
      }
    },
  }
}
