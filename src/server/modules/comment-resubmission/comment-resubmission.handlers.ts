// The resubmission link of a rejected comment: GET shows what was rejected and why, POST sends the
// edited text for a new review and mails its receipt.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { commentReceiptMail } from '../../mail/comment-mails.ts'
import { ResubmitBody } from '../../../shared/schemas/comment-resubmission.ts'
import { routes } from './comment-resubmission.routes.ts'
import { commentResubmissionService } from './comment-resubmission.service.ts'

export function commentResubmissionHandlers({ db, clock, config, mailer }: AppDeps): Hono {
  const service = commentResubmissionService(db, config.publicBaseUrl)
  const T = '/api/comment-resubmission/:token'
  return new Hono()
    .get(T, routes.describe, async (c) => c.json(await service.describe(c.req.param('token'), clock()), 200))
    .post(T, routes.resubmit, body(ResubmitBody), async (c) => {
      const { commentNumber, receipt } = await service.resubmit(c.req.param('token'), c.req.valid('json'), clock())
      if (receipt) mailer.later(async () => commentReceiptMail(receipt))
      return c.json({ status: 'OK' as const, commentNumber }, 200)
    })
}
