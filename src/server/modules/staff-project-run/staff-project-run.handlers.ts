// The office's routes for running a project's public process, under /api/staff: every one passes staffOnly first.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import {
  DecisionBody,
  KeyDocumentBody,
  LeadAssessorBody,
  OpenCommentPeriodBody,
  OutcomeBody,
  PanelBody,
  PublicNoticeTextBody,
  SeekingViewsDeadlineBody,
} from '../../../shared/schemas/staff-project-run.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffProjectRunService } from './staff-project-run.service.ts'
import { routes } from './staff-project-run.routes.ts'

const OK = 'OK' as const

const projectIdOf = (c: Context) => {
  const id = c.req.param('projectId') ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This project was not found.')
  return id.toLowerCase()
}

export function staffProjectRunHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffProjectRunService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))

  const P = '/api/staff/projects/:projectId'
  return new Hono()
    .get(`${P}/run`, routes.run, staffOnly(), async (c) => c.json({ status: OK, run: await service.get(projectIdOf(c), clock()) }, 200))
    .post(`${P}/comment-period/open`, routes.openCommentPeriod, staffOnly(), body(OpenCommentPeriodBody), async (c) => {
      return c.json({ status: OK, told: await service.commentPeriods.open(projectIdOf(c), c.req.valid('json'), by(c), clock()) }, 200)
    })
    .post(`${P}/comment-period/close`, routes.closeCommentPeriod, staffOnly(), async (c) => {
      await service.commentPeriods.close(projectIdOf(c), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/seeking-views-deadline`, routes.seekingViewsDeadline, staffOnly(), body(SeekingViewsDeadlineBody), async (c) => {
      await service.commentPeriods.setSeekingViewsDeadline(projectIdOf(c), c.req.valid('json').deadline, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .put(`${P}/public-notice-text`, routes.publicNoticeText, staffOnly(), body(PublicNoticeTextBody), async (c) => {
      await service.commentPeriods.setPublicNoticeText(projectIdOf(c), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/lead-assessor`, routes.leadAssessor, staffOnly(), body(LeadAssessorBody), async (c) => {
      await service.team.assignLeadAssessor(projectIdOf(c), c.req.valid('json').userId.toLowerCase(), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/panel`, routes.panel, staffOnly(), body(PanelBody), async (c) => {
      await service.team.setPanel(projectIdOf(c), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/key-document`, routes.keyDocument, staffOnly(), body(KeyDocumentBody), async (c) => {
      const { documentId, keyDocument } = c.req.valid('json')
      await service.team.setKeyDocument(projectIdOf(c), documentId.toLowerCase(), keyDocument, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/outcome`, routes.outcome, staffOnly(), body(OutcomeBody), async (c) => {
      await service.outcome.recordOutcome(projectIdOf(c), c.req.valid('json').outcomeId, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/decision`, routes.decision, staffOnly(), body(DecisionBody), async (c) => {
      const { documentId, decisionId } = c.req.valid('json')
      await service.outcome.recordDecision(projectIdOf(c), { documentId: documentId.toLowerCase(), decisionId }, by(c), clock())
      return c.json({ status: OK }, 200)
    })
}
