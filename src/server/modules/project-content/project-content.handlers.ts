// Read-only project tab endpoints. Every route first finds the project among those the
// public may see; an unknown project or item is a 404.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { ANONYMOUS } from '../../../shared/domain/document-visibility.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { projectsService } from '../projects/projects.service.ts'
import { documentsService } from './documents.service.ts'
import { participationService } from './participation.service.ts'
import { recordsService } from './records.service.ts'
import { routes } from './project-content.routes.ts'

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

export function projectContentHandlers({ db, clock }: AppDeps): Hono {
  const projects = projectsService(db)
  const documents = documentsService(db)
  const records = recordsService(db, documents)
  const participation = participationService(db, documents)
  // Accounts come with their own issue; until then everyone reads as the public does.
  const viewer = ANONYMOUS
  const project = async (c: Context) => found(await projects.visibleProject(id(c, 'projectId')))

  return new Hono()
    .get(`${P}/meta`, routes.meta, async (c) => c.json({ status: OK, ...(await records.meta(await project(c), viewer)) }, 200))
    .get(`${P}/documents`, routes.documents, async (c) => {
      const type = c.req.query('document-type')
      if (type !== undefined && !/^\d+$/.test(type)) throw AppError.badRequest('Invalid parameter document-type: must be a document type id', 'document-type')
      return c.json({ status: OK, documents: await documents.documentsTab(await project(c), viewer, type === undefined ? undefined : Number(type)) }, 200)
    })
    .get(`${P}/key-documents`, routes.keyDocuments, async (c) => c.json({ status: OK, documents: await records.keyDocuments(await project(c), viewer) }, 200))
    .get(`${P}/notes`, routes.notes, async (c) => c.json({ status: OK, notes: await records.notes(await project(c), viewer) }, 200))
    .get(`${P}/notes/:noteId`, routes.note, async (c) => c.json({ status: OK, note: found((await records.notes(await project(c), viewer, id(c, 'noteId')))[0]) }, 200))
    .get(`${P}/notes/:noteId/documents`, routes.noteDocuments, async (c) => {
      const p = await project(c)
      found((await records.notes(p, viewer, id(c, 'noteId')))[0])
      return c.json({ status: OK, documents: await records.noteDocuments(p, viewer, id(c, 'noteId')) }, 200)
    })
    .get(`${P}/correspondence`, routes.correspondence, async (c) => c.json({ status: OK, correspondence: await records.correspondence(await project(c), viewer) }, 200))
    .get(`${P}/correspondence-documents`, routes.correspondenceDocuments, async (c) => c.json({ status: OK, documents: await records.correspondenceDocuments(await project(c), viewer) }, 200))
    .get(`${P}/correspondence/:correspondenceId`, routes.correspondenceItem, async (c) =>
      c.json({ status: OK, correspondence: found((await records.correspondence(await project(c), viewer, id(c, 'correspondenceId')))[0]) }, 200),
    )
    .get(`${P}/correspondence/:correspondenceId/documents`, routes.correspondenceItemDocuments, async (c) => {
      const p = await project(c)
      found((await records.correspondence(p, viewer, id(c, 'correspondenceId')))[0])
      return c.json({ status: OK, documents: await records.correspondenceDocuments(p, viewer, id(c, 'correspondenceId')) }, 200)
    })
    .get(`${P}/document-groups`, routes.documentGroups, async (c) => c.json({ status: OK, documentGroups: await records.documentGroups(await project(c), viewer) }, 200))
    .get(`${P}/document-groups/:documentGroupId`, routes.documentGroup, async (c) =>
      c.json({ status: OK, documentGroup: found((await records.documentGroups(await project(c), viewer, id(c, 'documentGroupId')))[0]) }, 200),
    )
    .get(`${P}/document-groups/:documentGroupId/documents`, routes.documentGroupDocuments, async (c) => {
      const p = await project(c)
      found((await records.documentGroups(p, viewer, id(c, 'documentGroupId')))[0])
      return c.json({ status: OK, documents: await records.groupDocuments(p, viewer, id(c, 'documentGroupId')) }, 200)
    })
    .get(`${P}/activity-feed`, routes.activityFeed, async (c) => c.json({ status: OK, activities: await participation.activityFeed(await project(c), viewer) }, 200))
    .get(`${P}/comments`, routes.comments, async (c) => c.json({ status: OK, comments: await participation.comments(await project(c), viewer) }, 200))
    .get(`${P}/comments/:commentId/documents`, routes.commentDocuments, async (c) =>
      c.json({ status: OK, documents: found(await participation.commentDocuments(await project(c), viewer, id(c, 'commentId'))) }, 200),
    )
    .get(`${P}/hearings`, routes.hearings, async (c) => c.json({ status: OK, hearings: await participation.hearings(await project(c), clock()) }, 200))
    .get(`${P}/hearings/:hearingId`, routes.hearing, async (c) => c.json({ status: OK, hearing: found((await participation.hearings(await project(c), clock(), id(c, 'hearingId')))[0]) }, 200))
    .get(`${P}/hearings/:hearingId/documents`, routes.hearingDocuments, async (c) => {
      const p = await project(c)
      found((await participation.hearings(p, clock(), id(c, 'hearingId')))[0])
      return c.json({ status: OK, documents: await participation.hearingDocuments(p, viewer, id(c, 'hearingId')) }, 200)
    })
    .get(`${P}/intervenors`, routes.intervenors, async (c) => c.json({ status: OK, intervenors: await participation.intervenors(await project(c), viewer) }, 200))
    .get(`${P}/intervenors/:intervenorId/documents`, routes.intervenorDocuments, async (c) =>
      c.json({ status: OK, documents: found(await participation.intervenorDocuments(await project(c), viewer, id(c, 'intervenorId'))) }, 200),
    )
    .get(`${P}/emails`, routes.emails, async (c) => c.json({ status: OK, emailGroups: await participation.emails(await project(c)) }, 200))
    .get(`${P}/emails/:emailId`, routes.email, async (c) => c.json({ status: OK, email: found(await participation.email(await project(c), id(c, 'emailId'))) }, 200))
    .get(`${P}/information-requests`, routes.informationRequests, async (c) =>
      c.json({ status: OK, informationRequests: await participation.informationRequests(await project(c), viewer) }, 200),
    )
    .get(`${P}/information-requests/:informationRequestId`, routes.informationRequest, async (c) =>
      c.json({ status: OK, informationRequest: found((await participation.informationRequests(await project(c), viewer, id(c, 'informationRequestId')))[0]) }, 200),
    )
    .get(`${P}/information-requests/:informationRequestId/documents`, routes.informationRequestDocuments, async (c) =>
      c.json({ status: OK, documents: found(await participation.informationRequestDocuments(await project(c), viewer, id(c, 'informationRequestId'))) }, 200),
    )
    .get(`${P}/simplified-information-requests`, routes.simplifiedRequests, async (c) =>
      c.json({ status: OK, simplifiedInformationRequests: await participation.simplifiedRequests(await project(c)) }, 200),
    )
    .get(`${P}/simplified-information-requests/:simplifiedId`, routes.simplifiedRequest, async (c) =>
      c.json({ status: OK, simplifiedInformationRequest: found((await participation.simplifiedRequests(await project(c), id(c, 'simplifiedId')))[0]) }, 200),
    )
    .get(`${P}/simplified-information-requests/:simplifiedId/documents`, routes.simplifiedDocuments, async (c) =>
      c.json({ status: OK, ...found(await participation.simplifiedDocuments(await project(c), viewer, id(c, 'simplifiedId'))) }, 200),
    )
}
