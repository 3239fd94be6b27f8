// Answering information requests: the proponent's or agent's answers and their files. Every route
// needs a login; the service checks the caller is the project's proponent or agent.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { AnswersPayload, SimplifiedAnswerPayload } from '../../../shared/schemas/information-response.ts'
import { informationResponsesService } from './information-responses.service.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import { routes } from './information-responses.routes.ts'

const OK = 'OK' as const

function uuid(c: Context, name: string): string {
  const value = c.req.param(name)
  if (!value || !UUID_PATTERN.test(value)) throw AppError.notFound('This information request was not found in this project.')
  return value.toLowerCase()
}

function questionNumber(c: Context): number {
  const value = c.req.param('questionNumber') ?? ''
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw AppError.notFound('This information request has no such question.')
  return Number(value)
}

export function informationResponseHandlers({ db, config, clock, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const service = informationResponsesService(db, files, partials)

  /** Reads the request's one file to a temporary path (a kind the answers do not take is refused before its bytes) and hands it on. */
  async function withFile<T>(c: Context, use: (file: ReceivedFile) => Promise<T>): Promise<T> {
    return withReceivedUpload(
      c,
      partials,
      (fileName, contentType) => service.checkFile(fileName, contentType),
      ({ file }) => use(file),
    )
  }

  /** The path's ids must agree with the body's. */
  const sameIds = (c: Context, projectId: string, requestId: string, param: 'informationRequestId' | 'simplifiedId') => {
    if (projectId !== uuid(c, 'projectId') || requestId !== uuid(c, param))
      throw AppError.badRequest('The project and request in the body must be those of the address.', 'informationRequestId')
  }

  return new Hono()
    .put('/api/projects/:projectId/information-requests/:informationRequestId', routes.saveAnswers, auth.signedIn, body(AnswersPayload), async (c) => {
      const user = await auth.required(c)
      const input = c.req.valid('json')
      sameIds(c, input.projectId.toLowerCase(), input.informationRequestId.toLowerCase(), 'informationRequestId')
      return c.json(
        await service.saveAnswers(
          user,
          { ...input, projectId: input.projectId.toLowerCase(), informationRequestId: input.informationRequestId.toLowerCase() },
          clock(),
        ),
        200,
      )
    })
    .post(
      '/api/uploads/add-information-request-document/:projectId/:informationRequestId/answer/:questionNumber',
      routes.addAnswerDocument,
      auth.signedIn,
      async (c) => {
        const user = await auth.required(c)
        const [projectId, requestId, question] = [uuid(c, 'projectId'), uuid(c, 'informationRequestId'), questionNumber(c)]
        // Refused before 50 MB are read for nothing.
        await service.checkCanAnswer(user, projectId)
        return c.json(await withFile(c, (file) => service.addAnswerDocument(user, projectId, requestId, question, file, clock())), 200)
      },
    )
    .post(
      '/api/projects/:projectId/information-requests/:informationRequestId/remove-document/:questionNumber/:documentId',
      routes.removeAnswerDocument,
      auth.signedIn,
      async (c) => {
        const user = await auth.required(c)
        const removed = await service.removeAnswerDocument(
          user,
          uuid(c, 'projectId'),
          uuid(c, 'informationRequestId'),
          questionNumber(c),
          uuid(c, 'documentId'),
          clock(),
        )
        return c.json({ status: OK, ...removed }, 200)
      },
    )
    .put(
      '/api/projects/:projectId/simplified-information-requests/:simplifiedId',
      routes.saveSimplified,
      auth.signedIn,
      body(SimplifiedAnswerPayload),
      async (c) => {
        const user = await auth.required(c)
        const input = c.req.valid('json')
        sameIds(c, input.projectId.toLowerCase(), input.simplifiedInformationRequestId.toLowerCase(), 'simplifiedId')
        return c.json(await service.saveSimplified(user, uuid(c, 'projectId'), uuid(c, 'simplifiedId'), input.publish, clock()), 200)
      },
    )
    .post(
      '/api/uploads/add-simplified-information-request-document/:projectId/:simplifiedId/answer',
      routes.addSimplifiedDocument,
      auth.signedIn,
      async (c) => {
        const user = await auth.required(c)
        const [projectId, requestId] = [uuid(c, 'projectId'), uuid(c, 'simplifiedId')]
        await service.checkCanAnswer(user, projectId)
        return c.json(await withFile(c, (file) => service.addSimplifiedDocument(user, projectId, requestId, file, clock())), 200)
      },
    )
    .post(
      '/api/projects/:projectId/simplified-information-requests/:simplifiedId/remove-document/:documentId',
      routes.removeSimplifiedDocument,
      auth.signedIn,
      async (c) => {
        const user = await auth.required(c)
        const removed = await service.removeSimplifiedDocument(user, uuid(c, 'projectId'), uuid(c, 'simplifiedId'), uuid(c, 'documentId'), clock())
        return c.json({ status: OK, ...removed }, 200)
      },
    )
}
