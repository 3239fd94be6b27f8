// Documents people add to a project after its proposal: the single-shot upload (written to disk as
// it arrives, never held whole in memory), its details, and the authorization notice.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { once } from '../../lib/idempotency.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { ProjectRef, UpdateDocument } from '../../../shared/schemas/project-upload.ts'
import { projectUploadsService } from './project-uploads.service.ts'
import { routes } from './project-uploads.routes.ts'

/** "" or "null" is no type; anything else must be a whole number. */
function documentTypeOf(value: string | undefined): number | null {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'null') return null
  if (!/^\d{1,6}$/.test(text)) throw AppError.badRequest('Invalid parameter documentTypeId: a document type is a number.', 'documentTypeId')
  return Number(text)
}

export function projectUploadHandlers({ db, config, clock, mailer, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const service = projectUploadsService(db, files, partials, mailer, config)

  return new Hono()
    .put('/api/uploads/add-project-document/:projectId', routes.addProjectDocument, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const projectId = c.req.param('projectId')
      if (!UUID_PATTERN.test(projectId)) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
      const route = `put-add-project-document/${projectId.toLowerCase()}`
      const answer = await once(db, { userId: user.userId, route, key: c.req.header('Idempotency-Key') }, async () => {
        // The type may come after the file in the form: before the bytes, only who is asking is judged.
        await service.checkUploader(user, projectId.toLowerCase())
        const saved = await withReceivedUpload(
          c,
          partials,
          (fileName, contentType) => service.checkFile(fileName, contentType),
          ({ file, fields }) =>
            service.addFile(user, { ...file, projectId: projectId.toLowerCase(), documentTypeId: documentTypeOf(fields.documentTypeId) }, clock()),
        )
        return { status: 200 as const, body: saved }
      })
      return c.json(answer.body, 200)
    })
    .put('/api/documents/update-document', routes.updateDocument, auth.signedIn, body(UpdateDocument), async (c) => {
      await service.updateDocument(await auth.required(c), c.req.valid('json'), clock())
      return c.json({ status: 'OK' as const }, 200)
    })
    .post('/api/projects/notify-staff-authorization-uploaded', routes.notifyAuthorizationUploaded, auth.signedIn, body(ProjectRef), async (c) => {
      await service.notifyAuthorizationUploaded(await auth.required(c), c.req.valid('json').projectId)
      return c.json({ status: 'OK' as const }, 200)
    })
}
