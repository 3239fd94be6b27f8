// Proposal drafts and submission; all need a login.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import type { BodyLimit } from '../../http/openapi.ts'
import { once } from '../../lib/idempotency.ts'
import type { Answer } from '../../lib/idempotency.ts'
import { DeleteProposal, ProposalFields, ProposalUpdate } from '../../../shared/schemas/proposal.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { draftDeletionService } from './draft-deletion.service.ts'
import { proposalsService } from './proposals.service.ts'
import type { SaveOutcome } from './proposals.service.ts'
import { routes } from './proposals.routes.ts'

/**
 * A general form with part 3 at its largest (8,000 positions read from a file and 2,000 drawn,
 * each kept in degrees and in degrees-minutes-seconds) is about 1.4 MB of JSON: room for that
 * and long texts.
 */
const PROPOSAL_BODY_LIMIT: BodyLimit = { maxBytes: 4 * 1024 * 1024, message: 'The proposal is larger than 4 MB.' }

/** OK with the saved revision (and the draft as saved when it kept changes made elsewhere), or 409 with the draft as the server has it and the fields in conflict. */
function answer(outcome: SaveOutcome): Answer {
  if (outcome.ok) {
    const { projectId, revision, projectNumber, current } = outcome
    return { status: 200, body: { status: 'OK', projectId, revision, projectNumber, ...(current ? { current } : {}) } }
  }
  const fields = outcome.conflicts.map((c) => c.field).join(', ')
  return {
    status: 409,
    body: {
      status: 'KO - conflict',
      code: 'conflict',
      userMessage: `This draft was changed elsewhere since this device last saw it: ${fields} changed on both.`,
      current: outcome.conflict,
      conflicts: outcome.conflicts,
    },
  }
}

export function proposalHandlers({ db, clock, files }: AppDeps, { auth }: AuthServices): Hono {
  const service = proposalsService(db)
  const drafts = draftDeletionService(db)

  /** Runs a save once per Idempotency-Key. */
  async function save(c: Context, route: string, run: () => Promise<SaveOutcome>) {
    const user = await auth.required(c)
    const result = await once(db, { userId: user.userId, route, key: c.req.header('Idempotency-Key') }, async () => answer(await run()))
    return c.json(result.body, result.status)
  }

  return new Hono()
    .get(
      '/api/projects/:projectId{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}/proposal',
      routes.read,
      auth.signedIn,
      async (c) => {
        const user = await auth.required(c)
        return c.json(await service.own(user, c.req.param('projectId').toLowerCase()), 200)
      },
    )
    .post('/api/projects/create-proposal', routes.create, auth.signedIn, body(ProposalFields, PROPOSAL_BODY_LIMIT), async (c) => {
      const user = await auth.required(c)
      return save(c, 'create-proposal', () => service.create(user, c.req.valid('json'), clock()))
    })
    .post('/api/projects/update-proposal', routes.update, auth.signedIn, body(ProposalUpdate, PROPOSAL_BODY_LIMIT), async (c) => {
      const user = await auth.required(c)
      return save(c, 'update-proposal', () => service.update(user, c.req.valid('json'), clock()))
    })
    .post('/api/projects/submit-proposal', routes.submit, auth.signedIn, body(ProposalUpdate, PROPOSAL_BODY_LIMIT), async (c) => {
      const user = await auth.required(c)
      return save(c, 'submit-proposal', () => service.submit(user, c.req.valid('json'), clock()))
    })
    .post('/api/projects/delete-proposal', routes.remove, auth.signedIn, body(DeleteProposal), async (c) => {
      const user = await auth.required(c)
      const { projectId } = c.req.valid('json')
      const result = await once(db, { userId: user.userId, route: 'delete-proposal', key: c.req.header('Idempotency-Key') }, async () => {
        await drafts.deleteDraft(user, projectId.toLowerCase(), clock(), files)
        return { status: 200 as const, body: { status: 'OK' as const } }
      })
      return c.json(result.body, result.status)
    })
}
