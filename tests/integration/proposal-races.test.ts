// A proposal's once-only writes met by many identical requests at the same moment (decision 0052):
// a submission numbers the proposal once, one of many saves over the same revision is kept, and a
// create or an upload start sent many times makes one row. None answers 500.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { RACERS, releasedTogether, statusCounts } from './race.ts'
import { createProject } from '../factories/project-factory.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const PROPOSAL_CHECK = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK')
const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')

let app: TestApp
let pat: typeof t.users.$inferSelect
let token = ''
let otherToken = ''

type Answer = {
  status: string
  projectId?: string
  revision?: number
  projectNumber?: string | null
  code?: string
  userMessage?: string
  uploadId?: string
  received?: number
  current?: { revision: number; projectTitle: string }
}

const post = (path: string, body: unknown, who = token) => app.postJson<Answer>(path, body, who)

async function newDraft(): Promise<string> {
  const projectId = randomUUID()
  expect((await post('/api/projects/create-proposal', submittableProposal(projectId))).status).toBe(200)
  return projectId
}

const auditRows = (action: string, projectId: string) =>
  app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.entityId, projectId)))
const counter = async () => (await app.db.select().from(t.projectNumberCounters).where(eq(t.projectNumberCounters.year, 2026)))[0]?.last ?? 0

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  pat = await createUser(app.db, { firstName: 'Pat' })
  token = await app.tokenFor(pat)
  otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
})

describe('a proposal written by many requests at once', () => {
  it('is submitted once: one number, one move to Proposal Check, one audit row, the counter advanced by one', async () => {
    const projectId = await newDraft()
    const before = await counter()
    const answers = await releasedTogether(RACERS, () => post('/api/projects/submit-proposal', { ...submittableProposal(projectId), revision: 1 }))
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(project!.projectNumber).toBe(`2026-${String(before + 1).padStart(4, '0')}`)
    // The first submission wins; the others are its repeats, or conflicts with it.
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.projectNumber).toBe(project!.projectNumber)
      else expect(answer.status).toBe(409)
    }
    expect(statusCounts(answers)[200]).toBeGreaterThanOrEqual(1)
    expect(await counter()).toBe(before + 1)
    // The history holds the stages left (decision 0068): the draft, left once; Proposal Check is the current stage.
    expect(project!.stageId).toBe(PROPOSAL_CHECK.stageId)
    const history = await app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId))
    expect(history.map((row) => [row.stageId, row.endedAt !== null])).toEqual([[DRAFT.stageId, true]])
    expect(await auditRows('submit-proposal', projectId)).toHaveLength(1)
  })

  it('keeps one of many saves over the same revision and answers the others with the draft it kept', async () => {
    const projectId = await newDraft()
    const answers = await releasedTogether(RACERS, (i) =>
      post('/api/projects/update-proposal', { ...submittableProposal(projectId, { projectTitle: `Writer ${i}` }), revision: 1 }),
    )
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: RACERS - 1 })
    const winner = answers.findIndex((a) => a.status === 200)
    expect(answers[winner]!.body.revision).toBe(2)
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'conflict', current: { revision: 2, projectTitle: `Writer ${winner}` } })
    }
    const [kept] = await app.db
      .select({ title: t.projects.title, form1: t.proposalForms.form1, revision: t.proposalForms.revision })
      .from(t.projects)
      .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
      .where(eq(t.projects.id, projectId))
    expect(kept).toMatchObject({ title: `Writer ${winner}`, form1: { projectTitle: `Writer ${winner}` }, revision: 2 })
    expect(await auditRows('update-proposal', projectId)).toHaveLength(1)
  })

  it('is created once from many creates with its id: the creator’s all answer the same, another person’s are refused', async () => {
    const projectId = randomUUID()
    const senders = Array.from({ length: RACERS }, (_, i) => (i % 2 === 0 ? token : otherToken))
    const answers = await releasedTogether(RACERS, (i) => post('/api/projects/create-proposal', submittableProposal(projectId), senders[i]))
    const projects = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(projects).toHaveLength(1)
    const creatorToken = projects[0]!.createdById === pat.id ? token : otherToken
    answers.forEach((answer, i) => {
      if (senders[i] === creatorToken) expect(answer).toEqual({ status: 200, body: { status: 'OK', projectId, revision: 1, projectNumber: null } })
      else expect(answer).toMatchObject({ status: 409, body: { code: 'exists', userMessage: 'A project with this id already exists.' } })
    })
    expect(await auditRows('create-proposal', projectId)).toHaveLength(1)
  })

  it('starts one upload session from many identical starts, each answered with it', async () => {
    const projectId = await newDraft()
    const uploadId = randomUUID()
    const start = {
      uploadId,
      projectId,
      group: 'project',
      fileName: 'wildlife-survey.pdf',
      contentType: 'application/pdf',
      size: 100_000,
      description: 'Wildlife survey 2026',
    }
    const answers = await releasedTogether(RACERS, () => post('/api/uploads/sessions', start))
    expect(answers).toEqual(answers.map(() => ({ status: 200, body: { status: 'OK', uploadId, received: 0 } })))
    expect(await app.db.select().from(t.uploadSessions).where(eq(t.uploadSessions.projectId, projectId))).toHaveLength(1)
  })
})

describe('a create over a project that is not a draft of the caller', () => {
  it('is refused with 409 for a deleted project without a proposal form', async () => {
    const deleted = await createProject(app.db, { stageCode: 'DELETED', year: 2025 })
    const answer = await post('/api/projects/create-proposal', submittableProposal(deleted.id))
    expect(answer).toMatchObject({ status: 409, body: { code: 'exists', userMessage: 'A project with this id already exists.' } })
  })
})
