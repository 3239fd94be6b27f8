// Read-only project tab endpoints. Every route first finds the project among those the
// public may see; an unknown project or item is a 404. Lists answer as bare lists (decision 0024).
// The public's answers are kept while the data is unchanged (decision 0088).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { projectsService } from '../projects/projects.service.ts'
import { projectAccess } from '../projects/project-access.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { documentsService } from './documents.service.ts'
import { participationService } from './participation.service.ts'
import { projectEmailsService } from './project-emails.service.ts'
import { publicCommentsService } from './public-comments.service.ts'
import { publicInformationRequestsService } from './public-information-requests.service.ts'
import { recordsService } from './records.service.ts'
import { routes } from './project-content.routes.ts'
import { publicContentVersion } from '../../db/public-content-version.ts'
import { publicAnswerCache } from '../../http/public-answer-cache.ts'

const OK = 'OK' as const
const P = '/api/projects/:projectId'

function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw AppError.notFound('This item was not found, or you lack sufficient authorization to view it.')
  return value
}

function id(c: Context, name: string): string {
  const value = c.req.param(name)
  if (!value || !UUID_PATTERN.test(value)) throw AppError.notFound()
  return value.toLowerCase()
}

export function projectContentHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const projects = projectsService(db)
  const documents = documentsService(db)
  const records = recordsService(db, documents)
  const participation = participationService(db, documents)
  const publicComments = publicCommentsService(db)
  const publicRequests = publicInformationRequestsService(db, documents)
  const projectEmails = projectEmailsService(db)
  const accessOf = projectAccess(db)
  // The hearings' answers say which are upcoming, which moves with the clock: they are not kept.
  const cached = publicAnswerCache(publicContentVersion(db))
  // The caller's view of the project: its visibility and which documents they may see.
  const load = async (c: Context) => {
    const projectId = id(c, 'projectId')
    const access = await accessOf.of(await auth.optional(c), projectId)
    return { project: found(await projects.visibleProject(projectId, access)), viewer: access.viewer }
  }

  return new Hono()
    .get(`${P}/meta`, routes.meta, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json({ status: OK, ...(await records.meta(project, viewer)) }, 200)
    })
    .get(`${P}/documents`, routes.documents, cached, async (c) => {
      const { project, viewer } = await load(c)
      const type = c.req.query('document-type')
      if (type !== undefined && !/^\d+$/.test(type)) throw AppError.badRequest('Invalid parameter document-type: must be a document type id', 'document-type')
      return c.json(await documents.documentsTab(project, viewer, type === undefined ? undefined : Number(type)), 200)
    })
    .get(`${P}/key-documents`, routes.keyDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await records.keyDocuments(project, viewer), 200)
    })
    .get(`${P}/notes`, routes.notes, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await records.notes(project, viewer), 200)
    })
    .get(`${P}/notes/:noteId`, routes.note, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json({ status: OK, note: found((await records.notes(project, viewer, id(c, 'noteId')))[0]) }, 200)
    })
    .get(`${P}/notes/:noteId/documents`, routes.noteDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      found((await records.notes(project, viewer, id(c, 'noteId')))[0])
      return c.json(await records.noteDocuments(project, viewer, id(c, 'noteId')), 200)
    })
    .get(`${P}/correspondence`, routes.correspondence, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await records.correspondence(project, viewer), 200)
    })
    .get(`${P}/correspondence-documents`, routes.correspondenceDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await records.correspondenceDocuments(project, viewer), 200)
    })
    .get(`${P}/correspondence/:correspondenceId`, routes.correspondenceItem, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json({ status: OK, correspondence: found((await records.correspondence(project, viewer, id(c, 'correspondenceId')))[0]) }, 200)
    })
    .get(`${P}/correspondence/:correspondenceId/documents`, routes.correspondenceItemDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      found((await records.correspondence(project, viewer, id(c, 'correspondenceId')))[0])
      return c.json(await records.correspondenceDocuments(project, viewer, id(c, 'correspondenceId')), 200)
    })
    .get(`${P}/document-groups`, routes.documentGroups, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await records.documentGroups(project, viewer), 200)
    })
    .get(`${P}/document-groups/:documentGroupId`, routes.documentGroup, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json({ status: OK, documentGroup: found((await records.documentGroups(project, viewer, id(c, 'documentGroupId')))[0]) }, 200)
    })
    .get(`${P}/document-groups/:documentGroupId/documents`, routes.documentGroupDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      found((await records.documentGroups(project, viewer, id(c, 'documentGroupId')))[0])
      return c.json(await records.groupDocuments(project, viewer, id(c, 'documentGroupId')), 200)
    })
    .get(`${P}/activity-feed`, routes.activityFeed, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await participation.activityFeed(project, viewer), 200)
    })
    .get(`${P}/comments`, routes.comments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await publicComments.comments(project, viewer), 200)
    })
    .get(`${P}/withheld-comments`, routes.withheldComments, cached, async (c) => {
      const { project } = await load(c)
      return c.json({ status: OK, ...(await publicComments.withheldComments(project)) }, 200)
    })
    .get(`${P}/comments/:commentId/documents`, routes.commentDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(found(await publicComments.commentDocuments(project, viewer, id(c, 'commentId'))), 200)
    })
    .get(`${P}/hearings`, routes.hearings, async (c) => {
      const { project } = await load(c)
      return c.json(await participation.hearings(project, clock()), 200)
    })
    .get(`${P}/hearings/:hearingId`, routes.hearing, async (c) => {
      const { project } = await load(c)
      return c.json({ status: OK, hearing: found((await participation.hearings(project, clock(), id(c, 'hearingId')))[0]) }, 200)
    })
    .get(`${P}/hearings/:hearingId/documents`, routes.hearingDocuments, async (c) => {
      const { project, viewer } = await load(c)
      found((await participation.hearings(project, clock(), id(c, 'hearingId')))[0])
      return c.json(await participation.hearingDocuments(project, viewer, id(c, 'hearingId')), 200)
    })
    .get(`${P}/intervenors`, routes.intervenors, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await participation.intervenors(project, viewer), 200)
    })
    .get(`${P}/intervenors/:intervenorId/documents`, routes.intervenorDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(found(await participation.intervenorDocuments(project, viewer, id(c, 'intervenorId'))), 200)
    })
    .get(`${P}/emails`, routes.emails, cached, async (c) => {
      const { project } = await load(c)
      return c.json(await projectEmails.emails(project), 200)
    })
    .get(`${P}/emails/:emailId`, routes.email, cached, async (c) => {
      const { project } = await load(c)
      return c.json({ status: OK, email: found(await projectEmails.email(project, id(c, 'emailId'))) }, 200)
    })
    .get(`${P}/information-requests`, routes.informationRequests, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(await publicRequests.informationRequests(project, viewer), 200)
    })
    .get(`${P}/information-requests/:informationRequestId`, routes.informationRequest, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(
        { status: OK, informationRequest: found((await publicRequests.informationRequests(project, viewer, id(c, 'informationRequestId')))[0]) },
        200,
      )
    })
    .get(`${P}/information-requests/:informationRequestId/documents`, routes.informationRequestDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json(found(await publicRequests.informationRequestDocuments(project, viewer, id(c, 'informationRequestId'))), 200)
    })
    .get(`${P}/simplified-information-requests`, routes.simplifiedRequests, cached, async (c) => {
      const { project } = await load(c)
      return c.json(await publicRequests.simplifiedRequests(project), 200)
    })
    .get(`${P}/simplified-information-requests/:simplifiedId`, routes.simplifiedRequest, cached, async (c) => {
      const { project } = await load(c)
      return c.json({ status: OK, simplifiedInformationRequest: found((await publicRequests.simplifiedRequests(project, id(c, 'simplifiedId')))[0]) }, 200)
    })
    .get(`${P}/simplified-information-requests/:simplifiedId/documents`, routes.simplifiedDocuments, cached, async (c) => {
      const { project, viewer } = await load(c)
      return c.json({ status: OK, ...found(await publicRequests.simplifiedDocuments(project, viewer, id(c, 'simplifiedId'))) }, 200)
    })
}
