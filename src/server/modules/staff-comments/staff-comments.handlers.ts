// The office's comment review routes under /api/staff/comments: every one passes staffOnly first.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { fileKindOf, withReceivedUpload } from '../../files/incoming-files.ts'
import { COMMENT_ATTACHMENT_SLOT } from '../../../shared/domain/document-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { PublishCommentBody, RejectCommentBody } from '../../../shared/schemas/staff-comments.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { commentRejectedMail } from '../../mail/comment-mails.ts'
import { commentsService } from '../comments/comments.service.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffCommentsService } from './staff-comments.service.ts'
import { routes } from './staff-comments.routes.ts'

const OK = 'OK' as const

const commentIdOf = (c: Context) => {
  const id = c.req.param('commentId') ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This comment was not found.')
  return id.toLowerCase()
}

export function staffCommentHandlers({ db, clock, config, mailer, jwtSecret, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const comments = commentsService(db, files, partials)
  const service = staffCommentsService(db, comments, { secret: jwtSecret, publicBaseUrl: config.publicBaseUrl, files, partials })
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))

  const C = '/api/staff/comments/:commentId'
  return new Hono()
    .get('/api/staff/comments', routes.queue, staffOnly(), async (c) => {
      const comments = await service.queue()
      return c.json({ status: OK, count: comments.length, comments }, 200)
    })
    .get('/api/staff/comment-count', routes.count, staffOnly(), async (c) => c.json({ status: OK, count: await service.count() }, 200))
    .get(C, routes.comment, staffOnly(), async (c) => c.json({ status: OK, comment: await service.get(commentIdOf(c)) }, 200))
    .post(`${C}/publish`, routes.publish, staffOnly(), body(PublishCommentBody), async (c) => {
      await service.publish(commentIdOf(c), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${C}/reject`, routes.reject, staffOnly(), body(RejectCommentBody), async (c) => {
      const rejection = await service.reject(commentIdOf(c), c.req.valid('json'), by(c), clock())
      if (rejection) await mailer.send(commentRejectedMail(rejection))
      return c.json({ status: OK }, 200)
    })
    .post(`${C}/attachments/:documentId/redacted`, routes.redactAttachment, staffOnly(), async (c) => {
      const commentId = commentIdOf(c)
      const documentId = c.req.param('documentId') ?? ''
      if (!UUID_PATTERN.test(documentId)) throw AppError.notFound('This file of the comment was not found.')
      const saved = await withReceivedUpload(
        c,
        partials,
        (fileName, contentType) => fileKindOf(COMMENT_ATTACHMENT_SLOT, fileName, contentType),
        ({ file }) => service.redactAttachment(commentId, documentId.toLowerCase(), file, by(c), clock()),
      )
      return c.json(saved, 200)
    })
    .post(`${C}/further-review`, routes.furtherReview, staffOnly(), async (c) => {
      await service.markForFurtherReview(commentIdOf(c), by(c), clock())
      return c.json({ status: OK }, 200)
    })
}
