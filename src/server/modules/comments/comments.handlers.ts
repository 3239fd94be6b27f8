// Comment routes: the submission, with the anti-automation defences of decision 0022 (rate limits
// by client address and by e-mail address, a honeypot field, a minimum fill time) written in
// groups (decision 0041), and the upload of its files with the comment's upload token.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { clientAddress } from '../../http/rate-limit.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'
import { commentSubmissions } from './comment-submissions.ts'
import { commentsService } from './comments.service.ts'
import { routes } from './comments.routes.ts'

function uuidParam(c: Context, name: string, message: string): string {
  const value = c.req.param(name)
  if (!value || !UUID_PATTERN.test(value)) throw AppError.notFound(message)
  return value.toLowerCase()
}

export function commentHandlers({ db, config, clock, mailer, files }: AppDeps, { auth, limiter }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const service = commentsService(db, files, partials)
  const submissions = commentSubmissions(db, { limiter, mailer, publicBaseUrl: config.publicBaseUrl })

  return new Hono()
    .post('/api/projects/submit-comment', routes.submit, body(CommentSubmissionBody), async (c) => {
      const caller = await auth.optional(c)
      const input = c.req.valid('json')
      // Only a script fills the field people never see: it is answered as a person would be, and nothing is kept.
      if (input.website) return c.json(await service.decoyAnswer(input.projectId), 200)
      return c.json(await submissions.submit(caller, input, clock(), clientAddress(c, limiter.trustedProxies)), 200)
    })
    .post('/api/uploads/add-comment-document/:projectId/:commentId', routes.addDocument, async (c) => {
      const projectId = uuidParam(c, 'projectId', 'This project was not found, or you lack sufficient authorization to view it.')
      const commentId = uuidParam(c, 'commentId', 'This comment was not found.')
      const token = c.req.header('upload-token')
      const now = clock()
      // Refused before a file is read for nothing.
      await service.checkUpload(projectId, commentId, token, now)
      const saved = await withReceivedUpload(
        c,
        partials,
        (fileName, contentType) => service.checkFile(fileName, contentType),
        ({ file }) => service.addAttachment({ ...file, projectId, commentId, token }, now),
      )
      return c.json(saved, 200)
    })
}
