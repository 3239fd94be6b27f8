// Test hooks of documents: the office publishing a document that waits for review, through the
// service the staff workspace calls.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { documentReviewService } from '../project-content/document-review.service.ts'
import { Uuid } from '../../../shared/schemas/common.ts'

export function documentTestHooks({ db, clock, config, files }: AppDeps): Hono {
  const review = documentReviewService(db, files, partialFiles(config.dataDir))
  return new Hono().post('/api/test/documents/publish', body(v.object({ documentId: Uuid })), async (c) => {
    await review.publishDocument(c.req.valid('json').documentId, { by: { userId: null, actor: 'system:test-hook' }, now: clock() })
    return c.json({ status: 'OK' as const }, 200)
  })
}
