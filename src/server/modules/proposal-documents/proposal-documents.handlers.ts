// A proposal's documents: resumable upload sessions, the spec's single-shot multipart uploads (both
// written to disk as they arrive, never held whole in memory), removal, descriptions, and the
// lists of the proposal's own document groups.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { body, v } from '../../http/openapi.ts'
import { once } from '../../lib/idempotency.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { RemoveDocument, StartUpload, UpdateDocumentDescription, UploadFields } from '../../../shared/schemas/proposal-document.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { proposalDocumentsService } from './proposal-documents.service.ts'
import { projectUploadsService } from '../project-uploads/project-uploads.service.ts'
import type { ChunkOutcome } from './upload-sessions.ts'
import { routes } from './proposal-documents.routes.ts'

function uuidParam(c: Context, name: string, message: string): string {
  const value = c.req.param(name)
  if (!value || !UUID_PATTERN.test(value)) throw AppError.notFound(message)
  return value.toLowerCase()
}

/** "bytes start-end/total", end inclusive. */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec((header ?? '').trim())
  if (!match) return null
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return start <= end && end < total ? { start, end, total } : null
}

function refused(c: Context, outcome: Extract<ChunkOutcome, { ok: false }>) {
  return c.json(
    { status: `KO - ${outcome.code}`, code: outcome.code, userMessage: outcome.message, uploadId: outcome.uploadId, received: outcome.received },
    outcome.status,
  )
}

export function proposalDocumentHandlers({ db, config, clock, mailer, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  // A session on a project past its proposal carries a document added to it (Add Document, a decision).
  const service = proposalDocumentsService(db, files, partials, projectUploadsService(db, files, partials, mailer, config))
  const projects = projectsService(db)
  const accessOf = projectAccess(db)

  async function singleShot(c: Context, group: DocumentUploadGroup) {
    const user = await auth.required(c)
    const projectId = uuidParam(c, 'projectId', 'This project was not found, or you lack sufficient authorization to view it.')
    const route = `add-${group}-document/${projectId}`
    const answer = await once(db, { userId: user.userId, route, key: c.req.header('Idempotency-Key') }, async () => {
      // Refused before 50 MB are read for nothing.
      const slot = await service.checkCanAdd(user, projectId, group)
      // A kind the group does not take is refused before its bytes are read.
      const saved = await withReceivedUpload(
        c,
        partials,
        (fileName, contentType) => service.checkFile(slot, fileName, contentType),
        ({ file, fields: form }) => {
          const documentTypeId = form.documentTypeId?.trim()
          const fields = v.safeParse(UploadFields, {
            description: form.description ?? '',
            documentTypeId: documentTypeId && documentTypeId !== 'null' ? Number(documentTypeId) : null,
          })
          if (!fields.success) {
            const name = String(fields.issues[0].path?.[0]?.key ?? 'description')
            throw AppError.badRequest(`Invalid parameter ${name}: ${fields.issues[0].message}`, name)
          }
          return service.addFile(
            user,
            { ...file, projectId, group, description: fields.output.description, documentTypeId: fields.output.documentTypeId },
            clock(),
          )
        },
      )
      return { status: 200 as const, body: saved }
    })
    return c.json(answer.body, 200)
  }

  /** Who is asking, and the project as they may see it. */
  async function visible(c: Context) {
    const projectId = uuidParam(c, 'projectId', 'This project was not found, or you lack sufficient authorization to view it.')
    const access = await accessOf.of(await auth.optional(c), projectId)
    const project = await projects.visibleProject(projectId, access)
    if (!project) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
    return { project, viewer: access.viewer }
  }

  async function list(c: Context, group: DocumentUploadGroup) {
    const { project, viewer } = await visible(c)
    return c.json({ status: 'OK' as const, documents: await service.listGroup(project, viewer, group) }, 200)
  }

  return new Hono()
    .post('/api/uploads/sessions', routes.start, auth.signedIn, body(StartUpload), async (c) => {
      const user = await auth.required(c)
      const progress = await service.start(user, c.req.valid('json'), clock())
      return c.json({ status: 'OK' as const, ...progress }, 200)
    })
    .put('/api/uploads/sessions/:uploadId', routes.chunk, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const uploadId = uuidParam(c, 'uploadId', 'This upload was not found: start it again.')
      const range = parseContentRange(c.req.header('content-range'))
      if (!range) throw AppError.badRequest('Send the chunk with a Content-Range header: bytes start-end/total.', 'Content-Range')
      const outcome = await service.receiveChunk(user, uploadId, range, c.req.raw.body, clock())
      if (!outcome.ok) return refused(c, outcome)
      return c.json({ status: 'OK' as const, uploadId: outcome.uploadId, received: outcome.received }, 200)
    })
    .post('/api/uploads/sessions/:uploadId/complete', routes.complete, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const uploadId = uuidParam(c, 'uploadId', 'This upload was not found: start it again.')
      const outcome = await service.complete(user, uploadId, clock())
      if (!outcome.ok) return refused(c, outcome)
      return c.json(outcome.saved, 200)
    })
    .post('/api/uploads/add-project-document/:projectId', routes.addProjectDocument, auth.signedIn, (c) => singleShot(c, 'project'))
    .post('/api/uploads/add-proposal-document/:projectId', routes.addProposalDocument, auth.signedIn, (c) => singleShot(c, 'proposal'))
    .post('/api/uploads/add-proposal-location-document/:projectId', routes.addProposalLocationDocument, auth.signedIn, (c) =>
      singleShot(c, 'proposal-location'),
    )
    .post('/api/uploads/add-agent-consent-document/:projectId', routes.addAgentConsentDocument, auth.signedIn, (c) => singleShot(c, 'agent-consent'))
    .post('/api/projects/remove-project-document', routes.remove, auth.signedIn, body(RemoveDocument), async (c) => {
      const user = await auth.required(c)
      await service.remove(user, c.req.valid('json'), clock())
      return c.json({ status: 'OK' as const }, 200)
    })
    .post('/api/projects/update-document-description', routes.describe, auth.signedIn, body(UpdateDocumentDescription), async (c) => {
      const user = await auth.required(c)
      await service.describe(user, c.req.valid('json'), clock())
      return c.json({ status: 'OK' as const }, 200)
    })
    .get('/api/projects/:projectId/documents/proposal-location', routes.proposalLocation, (c) => list(c, 'proposal-location'))
    .get('/api/projects/:projectId/documents/agent-consent', routes.agentConsent, (c) => list(c, 'agent-consent'))
    .get('/api/projects/:projectId/documents/project-proposal', routes.projectProposal, (c) => list(c, 'proposal'))
}
