// The office's project routes under /api/staff: every one passes staffOnly first.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body, query } from '../../http/openapi.ts'
import { proposalAcceptedMail, proposalReturnedMail } from '../../mail/proposal-review-mails.ts'
import type { OutgoingMail } from '../../mail/mailer.ts'
import type { ProposalAnswer } from '../../mail/proposal-review-mails.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { ExtendDeadlineBody, MoveStageBody, ProjectStatusBody, ReturnProposalBody, StaffProjectsQuery } from '../../../shared/schemas/staff.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { projectAuditLogService } from './project-audit-log.service.ts'
import { proposalAnswerService } from './proposal-answer.service.ts'
import type { ProposalAnswerRecipients } from './proposal-answer.service.ts'
import { staffProjectsService } from './staff-projects.service.ts'
import { routes } from './staff-projects.routes.ts'

const OK = 'OK' as const

const projectIdOf = (c: Context) => {
  const id = c.req.param('projectId') ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This project was not found.')
  return id.toLowerCase()
}

export function staffProjectHandlers({ db, clock, mailer, config }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffProjectsService(db)
  const proposals = proposalAnswerService(db)
  const audit = projectAuditLogService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))
  // The answer is mailed after the change is saved: a mail failure cannot undo it.
  const tell = async (answer: ProposalAnswerRecipients, compose: (a: ProposalAnswer) => OutgoingMail, link: string, reason?: string) => {
    for (const r of answer.recipients) {
      await mailer.send(
        compose({
          to: r.email,
          firstName: r.firstName,
          language: r.language,
          projectNumber: answer.project.projectNumber,
          projectTitle: answer.project.title,
          link,
          ...(reason ? { reason } : {}),
        }),
      )
    }
  }

  const P = '/api/staff/projects/:projectId'
  return new Hono()
    .get('/api/staff/me', routes.me, staffOnly(), async (c) => c.json({ status: OK, staffRole: staffCaller(c).staffRole }, 200))
    .get('/api/staff/projects', routes.projects, staffOnly(), query(StaffProjectsQuery), async (c) =>
      c.json({ status: OK, projects: await service.list(c.req.valid('query').search) }, 200),
    )
    .get(P, routes.project, staffOnly(), async (c) => c.json({ status: OK, project: await service.get(projectIdOf(c)) }, 200))
    .post(`${P}/move`, routes.move, staffOnly(), body(MoveStageBody), async (c) => {
      await service.move(projectIdOf(c), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/extend`, routes.extend, staffOnly(), body(ExtendDeadlineBody), async (c) => {
      await service.extend(projectIdOf(c), c.req.valid('json').businessDays, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/status`, routes.status, staffOnly(), body(ProjectStatusBody), async (c) => {
      await service.setStatus(projectIdOf(c), c.req.valid('json').action, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/accept-proposal`, routes.accept, staffOnly(), async (c) => {
      const answer = await proposals.acceptProposal(projectIdOf(c), by(c), clock())
      await tell(answer, proposalAcceptedMail, `${config.publicBaseUrl}/projects/${answer.project.id}`)
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/return-proposal`, routes.returnProposal, staffOnly(), body(ReturnProposalBody), async (c) => {
      const { reason } = c.req.valid('json')
      const answer = await proposals.returnProposal(projectIdOf(c), reason, by(c), clock())
      await tell(answer, proposalReturnedMail, `${config.publicBaseUrl}/my-projects`, reason)
      return c.json({ status: OK }, 200)
    })
    .get(`${P}/audit`, routes.audit, staffOnly('manager'), async (c) => c.json({ status: OK, ...(await audit.auditLog(projectIdOf(c))) }, 200))
}
