// The office's authoring routes under /api/staff/projects/:projectId: every one passes staffOnly
// first (before any file's bytes are read); the services audit each change.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { partialFiles } from '../../files/partial-files.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import {
  GeneralNoticeBody,
  HearingDraft,
  HearingEdit,
  InformationRequestDraft,
  RECORD_KINDS,
  RecordDraft,
  RecordEdit,
  RecordStateBody,
  SimplifiedRequestDraft,
} from '../../../shared/schemas/staff-content.ts'
import type { RecordKind } from '../../../shared/schemas/staff-content.ts'
import { staffRecordsService } from './staff-records.service.ts'
import { staffHearingsService } from './staff-hearings.service.ts'
import { staffInformationRequestsService } from './staff-information-requests.service.ts'
import { staffInformationRequestPublishingService } from './staff-information-request-publishing.service.ts'
import { checkStaffFile } from './staff-files.ts'
import type { StaffFile } from './staff-files.ts'
import { routes } from './staff-content.routes.ts'

const OK = 'OK' as const

function uuid(c: Context, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!UUID_PATTERN.test(value)) throw AppError.notFound(name === 'projectId' ? 'This project was not found.' : 'This was not found in this project.')
  return value.toLowerCase()
}

function recordKind(c: Context): RecordKind {
  const kind = c.req.param('kind') ?? ''
  if (!(RECORD_KINDS as readonly string[]).includes(kind)) throw AppError.notFound('This record was not found in this project.')
  return kind as RecordKind
}

function questionNumber(c: Context): number {
  const value = c.req.param('questionNumber') ?? ''
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw AppError.notFound('This information request has no such question.')
  return Number(value)
}

export function staffContentHandlers({ db, config, clock, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const requests = staffInformationRequestsService(db, files, partials)
  const publishing = staffInformationRequestPublishingService(db)
  const records = staffRecordsService(db, files, partials)
  const hearings = staffHearingsService(db, files, partials)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))

  /** Reads the request's one file to a temporary path (a kind not taken is refused before its bytes) and hands it on. */
  async function withFile<T>(c: Context, use: (file: StaffFile) => Promise<T>): Promise<T> {
    return withReceivedUpload(
      c,
      partials,
      (fileName, contentType) => checkStaffFile(fileName, contentType),
      ({ file }) => use(file),
    )
  }

  const IR = '/api/staff/projects/:projectId/information-requests'
  const SIR = '/api/staff/projects/:projectId/simplified-information-requests'
  const P = '/api/staff/projects/:projectId'
  return new Hono()
    .get(`${P}/records`, routes.records, staffOnly(), async (c) => c.json({ status: OK, ...(await records.list(uuid(c, 'projectId'))) }, 200))
    .post(`${P}/records`, routes.createRecord, staffOnly(), body(RecordDraft), async (c) =>
      c.json({ status: OK, ...(await records.createRecord(uuid(c, 'projectId'), c.req.valid('json'), by(c), clock())) }, 200),
    )
    .post(`${P}/records/:kind/:recordId/state`, routes.setRecordState, staffOnly(), body(RecordStateBody), async (c) => {
      await records.setRecordState(uuid(c, 'projectId'), recordKind(c), uuid(c, 'recordId'), c.req.valid('json').state, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .put(`${P}/records/:kind/:recordId`, routes.updateRecord, staffOnly(), body(RecordEdit), async (c) => {
      await records.updateRecord(uuid(c, 'projectId'), recordKind(c), uuid(c, 'recordId'), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/records/:kind/:recordId/documents`, routes.addRecordDocument, staffOnly(), async (c) => {
      const [projectId, kind, recordId] = [uuid(c, 'projectId'), recordKind(c), uuid(c, 'recordId')]
      return c.json(await withFile(c, (file) => records.addRecordDocument(projectId, kind, recordId, file, by(c), clock())), 200)
    })
    .post(`${P}/hearings`, routes.createHearing, staffOnly(), body(HearingDraft), async (c) =>
      c.json({ status: OK, ...(await hearings.createHearing(uuid(c, 'projectId'), c.req.valid('json'), by(c), clock())) }, 200),
    )
    .put(`${P}/hearings/:hearingId`, routes.updateHearing, staffOnly(), body(HearingEdit), async (c) => {
      await hearings.updateHearing(uuid(c, 'projectId'), uuid(c, 'hearingId'), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/hearings/:hearingId/documents`, routes.addHearingDocument, staffOnly(), async (c) => {
      const [projectId, hearingId] = [uuid(c, 'projectId'), uuid(c, 'hearingId')]
      return c.json(await withFile(c, (file) => hearings.addHearingDocument(projectId, hearingId, file, by(c), clock())), 200)
    })
    .post(`${P}/general-notice`, routes.generalNotice, staffOnly(), body(GeneralNoticeBody), async (c) => {
      return c.json({ status: OK, ...(await records.sendGeneralNotice(uuid(c, 'projectId'), c.req.valid('json').note, by(c))) }, 200)
    })
    .get(IR, routes.list, staffOnly(), async (c) => c.json({ status: OK, ...(await requests.list(uuid(c, 'projectId'))) }, 200))
    .post(IR, routes.create, staffOnly(), body(InformationRequestDraft), async (c) =>
      c.json({ status: OK, ...(await requests.create(uuid(c, 'projectId'), c.req.valid('json'), by(c), clock())) }, 200),
    )
    .put(`${IR}/:requestId`, routes.update, staffOnly(), body(InformationRequestDraft), async (c) =>
      c.json({ status: OK, ...(await requests.update(uuid(c, 'projectId'), uuid(c, 'requestId'), c.req.valid('json'), by(c), clock())) }, 200),
    )
    .post(`${IR}/:requestId/questions/:questionNumber/documents`, routes.addQuestionDocument, staffOnly(), async (c) => {
      const [projectId, requestId, question] = [uuid(c, 'projectId'), uuid(c, 'requestId'), questionNumber(c)]
      return c.json(await withFile(c, (file) => requests.addQuestionDocument(projectId, requestId, question, file, by(c), clock())), 200)
    })
    .post(`${IR}/:requestId/documents/:documentId/remove`, routes.removeDocument, staffOnly(), async (c) =>
      c.json({ status: OK, ...(await requests.removeDocument(uuid(c, 'projectId'), uuid(c, 'requestId'), uuid(c, 'documentId'), by(c), clock())) }, 200),
    )
    .post(`${IR}/:requestId/publish`, routes.publish, staffOnly(), async (c) => {
      await publishing.publish(uuid(c, 'projectId'), uuid(c, 'requestId'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(SIR, routes.createSimplified, staffOnly(), body(SimplifiedRequestDraft), async (c) =>
      c.json({ status: OK, ...(await requests.createSimplified(uuid(c, 'projectId'), c.req.valid('json'), by(c), clock())) }, 200),
    )
    .post(`${SIR}/:requestId/documents`, routes.addSimplifiedDocument, staffOnly(), async (c) => {
      const [projectId, requestId] = [uuid(c, 'projectId'), uuid(c, 'requestId')]
      return c.json(await withFile(c, (file) => requests.addSimplifiedDocument(projectId, requestId, file, by(c), clock())), 200)
    })
    .post(`${SIR}/:requestId/documents/:documentId/remove`, routes.removeDocument, staffOnly(), async (c) =>
      c.json({ status: OK, ...(await requests.removeDocument(uuid(c, 'projectId'), uuid(c, 'requestId'), uuid(c, 'documentId'), by(c), clock())) }, 200),
    )
    .post(`${SIR}/:requestId/publish`, routes.publishSimplified, staffOnly(), async (c) => {
      await publishing.publishSimplified(uuid(c, 'projectId'), uuid(c, 'requestId'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
}
