// The office's review queues other than comments, under /api/staff: every route passes staffOnly
// first; each decision is the service of what is decided, audited there.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { intervenorAcceptedMail, intervenorDeclinedMail } from '../../mail/intervenor-decision-mails.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { DeclineIntervenorBody, REVIEW_QUEUES } from '../../../shared/schemas/staff-queues.ts'
import type { ReviewQueueName } from '../../../shared/schemas/staff-queues.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { answerPublishingService } from '../information-responses/answer-publishing.service.ts'
import { intervenorDecisionsService } from '../intervenors/intervenor-decisions.service.ts'
import { documentReviewService } from '../project-content/document-review.service.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffQueuesService } from './staff-queues.service.ts'
import { routes } from './staff-queues.routes.ts'

const OK = 'OK' as const

const idOf = (c: Context, name: string) => {
  const id = c.req.param(name) ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This item was not found.')
  return id.toLowerCase()
}
const queueOf = (c: Context): ReviewQueueName => {
  const queue = c.req.param('queue') ?? ''
  if (!(REVIEW_QUEUES as readonly string[]).includes(queue)) throw AppError.notFound('There is no such review queue.')
  return queue as ReviewQueueName
}

export function staffQueueHandlers({ db, clock, config, mailer, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const queues = staffQueuesService(db)
  const documents = documentReviewService(db, files, partials)
  const answers = answerPublishingService(db)
  const intervenors = intervenorDecisionsService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))
  const office = (c: Context) => {
    const caller = staffCaller(c)
    return { userId: caller.userId, email: caller.email, staffRole: caller.staffRole }
  }

  const D = '/api/staff/documents/:documentId'
  const I = '/api/staff/intervenors/:intervenorId'
  return (
    new Hono()
      .get('/api/staff/queue-counts', routes.counts, staffOnly(), async (c) => c.json({ status: OK, ...(await queues.counts()) }, 200))
      .get('/api/staff/queues/:queue', routes.queue, staffOnly(), async (c) => {
        const items = await queues.queue(queueOf(c))
        return c.json({ status: OK, count: items.length, items }, 200)
      })
      .post('/api/staff/queues/:queue/:itemId/further-review', routes.furtherReview, staffOnly(), async (c) => {
        await queues.markForFurtherReview(queueOf(c), idOf(c, 'itemId'), by(c), clock())
        return c.json({ status: OK }, 200)
      })
      .post(`${D}/publish`, routes.publishDocument, staffOnly(), async (c) => {
        await documents.publishDocument(idOf(c, 'documentId'), { by: by(c), now: clock() })
        return c.json({ status: OK }, 200)
      })
      .post(`${D}/internal`, routes.markDocumentInternal, staffOnly(), async (c) => {
        await documents.markDocumentInternal(idOf(c, 'documentId'), { by: by(c), now: clock() })
        return c.json({ status: OK }, 200)
      })
      .put(`${D}/redacted`, routes.publishRedacted, staffOnly(), async (c) => {
        const documentId = idOf(c, 'documentId')
        await withReceivedUpload(
          c,
          partials,
          (fileName, contentType) => documents.checkRedactedFile(fileName, contentType),
          ({ file }) => documents.publishRedacted(documentId, file, { by: by(c), now: clock() }),
        )
        return c.json({ status: OK }, 200)
      })
      .post('/api/staff/answers/:requestId/publish', routes.publishAnswer, staffOnly(), async (c) => {
        const requestId = idOf(c, 'requestId')
        const simplified = await queues.isSimplifiedRequest(requestId)
        if (simplified === null) throw AppError.notFound('This information request was not found.')
        if (simplified) await answers.publishSimplifiedAnswer(requestId, { by: by(c) }, clock())
        else await answers.publishAnswer(requestId, { by: by(c) }, clock())
        return c.json({ status: OK }, 200)
      })
      // The applicant is mailed after the decision is saved: a mail failure cannot undo it.
      .post(`${I}/accept`, routes.acceptIntervenor, staffOnly(), async (c) => {
        const applicant = await intervenors.accept(office(c), idOf(c, 'intervenorId'), clock())
        if (applicant) await mailer.send(intervenorAcceptedMail({ ...applicant, link: `${config.publicBaseUrl}/projects/${applicant.projectId}` }))
        return c.json({ status: OK }, 200)
      })
      .post(`${I}/decline`, routes.declineIntervenor, staffOnly(), body(DeclineIntervenorBody), async (c) => {
        const { reason } = c.req.valid('json')
        const applicant = await intervenors.decline(office(c), idOf(c, 'intervenorId'), clock(), reason)
        if (applicant) await mailer.send(intervenorDeclinedMail({ ...applicant, reason, link: `${config.publicBaseUrl}/projects/${applicant.projectId}` }))
        return c.json({ status: OK }, 200)
      })
  )
}
