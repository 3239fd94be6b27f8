// Intervenor routes: the application and its files, the application form, and an accepted
// intervenor's submissions. Files arrive as the spec's single-shot multipart uploads.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body, query, v } from '../../http/openapi.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { intervenorApplicationsOpen } from '../../../shared/domain/intervenors.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { DocumentDescription } from '../../../shared/schemas/proposal-document.ts'
import { ApplicationFormQuery, IntervenorApplication, IntervenorProject } from '../../../shared/schemas/intervenor.ts'
import { applicationFormFileName, applicationFormPdf } from './application-form.ts'
import { intervenorsService, NO_APPLICATION_FILE } from './intervenors.service.ts'
import { routes } from './intervenors.routes.ts'

const PROJECT_NOT_FOUND = 'This project was not found, or you lack sufficient authorization to view it.'

function uuidParam(c: Context, name: string, message: string): string {
  const value = c.req.param(name)
  if (!value || !UUID_PATTERN.test(value)) throw AppError.notFound(message)
  return value.toLowerCase()
}

function optionalUuid(value: string | undefined, name: string): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (!UUID_PATTERN.test(trimmed)) throw AppError.badRequest(`Invalid parameter ${name}: not an id.`, name)
  return trimmed.toLowerCase()
}

function description(value: string | undefined): string {
  const parsed = v.safeParse(DocumentDescription, value ?? '')
  if (!parsed.success) throw AppError.badRequest(`Invalid parameter description: ${parsed.issues[0].message}`, 'description')
  return parsed.output
}

export function intervenorHandlers({ db, config, clock, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const service = intervenorsService(db, files, partials)
  const projects = projectsService(db)
  const accessOf = projectAccess(db)

  return new Hono()
    .post('/api/projects/check-intervenor', routes.check, auth.signedIn, body(IntervenorProject), async (c) => {
      const user = await auth.required(c)
      return c.json({ status: await service.check(user, c.req.valid('json').projectId.toLowerCase()) }, 200)
    })
    .post('/api/projects/apply-to-be-intervenor', routes.apply, auth.signedIn, body(IntervenorApplication), async (c) => {
      const user = await auth.required(c)
      return c.json(await service.apply(user, c.req.valid('json').projectId.toLowerCase(), clock()), 200)
    })
    .post('/api/uploads/add-intervenor-document/:projectId/:intervenorId', routes.addApplicationDocument, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const projectId = uuidParam(c, 'projectId', PROJECT_NOT_FOUND)
      const intervenorId = uuidParam(c, 'intervenorId', 'This application was not found.')
      // Refused before 50 MB are read for nothing.
      await service.checkApplication(user, projectId, intervenorId)
      const saved = await withReceivedUpload(
        c,
        partials,
        service.checkFile,
        ({ file, fields }) => service.addApplicationDocument(user, projectId, intervenorId, { ...file, description: description(fields.description) }, clock()),
        NO_APPLICATION_FILE,
      )
      return c.json(saved, 200)
    })
    .put('/api/uploads/add-intervenor-submission/:projectId', routes.addSubmission, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const projectId = uuidParam(c, 'projectId', PROJECT_NOT_FOUND)
      await service.checkSubmission(user, projectId)
      const saved = await withReceivedUpload(c, partials, service.checkFile, ({ file, fields }) =>
        service.addSubmission(
          user,
          projectId,
          { ...file, description: description(fields.description), hearingId: optionalUuid(fields.hearingId, 'hearingId') },
          clock(),
        ),
      )
      return c.json(saved, 200)
    })
    .get('/api/projects/:projectId/intervenor-application-form', routes.applicationForm, query(ApplicationFormQuery), async (c) => {
      const projectId = uuidParam(c, 'projectId', PROJECT_NOT_FOUND)
      const project = await projects.getProject(projectId, await accessOf.of(await auth.optional(c), projectId))
      if (!project || !intervenorApplicationsOpen(project)) throw AppError.notFound(PROJECT_NOT_FOUND)
      const { language } = c.req.valid('query')
      const deadline = await service.applicationDeadline(projectId)
      const pdf = await applicationFormPdf({ projectNumber: project.projectNumber, title: project.title, intervenorDeadline: deadline }, language)
      const fileName = applicationFormFileName(language, project.projectNumber)
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'no-cache',
      })
    })
}
