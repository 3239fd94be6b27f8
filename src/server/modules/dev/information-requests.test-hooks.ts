// The office's publication of a submitted answer, for the browser tests (test-hooks.handlers.ts):
// the same service function the staff workspace will call.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { informationResponsesService } from '../information-responses/information-responses.service.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { PublishAnswer, PublishSimplifiedAnswer } from '../../../shared/schemas/information-response.ts'

const BY = { userId: null, actor: 'system:test-hook' }

export function informationRequestTestHooks({ db, config, clock, files }: AppDeps): Hono {
  const service = informationResponsesService(db, files, partialFiles(config.dataDir))
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
