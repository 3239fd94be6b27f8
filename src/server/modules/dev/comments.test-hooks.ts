// The office's step the browser tests need before its screen exists (issue 18): publishing a
// comment as it was sent, through the service function the staff workspace will call.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { commentsService } from '../comments/comments.service.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { Uuid } from '../../../shared/schemas/common.ts'

export function commentTestHooks({ db, config, clock, files }: AppDeps): Hono {
  const comments = commentsService(db, files, partialFiles(config.dataDir))
  return new Hono().post('/api/test/comments/publish', body(v.object({ commentId: Uuid })), async (c) => {
    const { commentId } = c.req.valid('json')
    await comments.publishComment(commentId, { by: { userId: null, actor: 'system:test-hook' } }, clock())
    return c.json({ status: 'OK' as const }, 200)
  })
}
