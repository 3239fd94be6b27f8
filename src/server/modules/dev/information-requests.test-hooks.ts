// The office's publication of a submitted answer, for the browser tests (test-hooks.handlers.ts):
// the same service function the staff workspace will call.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { answerPublishingService } from '../information-responses/answer-publishing.service.ts'
import { PublishAnswer, PublishSimplifiedAnswer } from '../../../shared/schemas/information-response.ts'

const BY = { userId: null, actor: 'system:test-hook' }

export function informationRequestTestHooks({ db, clock }: AppDeps): Hono {
  const service = answerPublishingService(db)
  return new Hono()
    .post('/api/test/information-requests/publish-answer', body(PublishAnswer), async (c) => {
      await service.publishAnswer(c.req.valid('json').informationRequestId.toLowerCase(), { by: BY }, clock())
      return c.json({ status: 'OK' as const }, 200)
    })
    .post('/api/test/information-requests/publish-simplified-answer', body(PublishSimplifiedAnswer), async (c) => {
      await service.publishSimplifiedAnswer(c.req.valid('json').simplifiedInformationRequestId.toLowerCase(), { by: BY }, clock())
      return c.json({ status: 'OK' as const }, 200)
    })
}
