// Project numbers given at submission: the year's next one, never the same twice, also when
// submissions arrive at the same moment (on a real PostgreSQL they run side by side) and after
// numbers written by an import.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'

let app: TestApp
let token = ''

type Saved = { status: string; projectNumber: string | null }

const post = async (path: string, body: unknown) => {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Saved }
}

async function newDraft(): Promise<string> {
  const projectId = randomUUID()
  expect((await post('/api/projects/create-proposal', submittableProposal(projectId))).status).toBe(200)
  return projectId
}

const submit = (projectId: string) => post('/api/projects/submit-proposal', { ...submittableProposal(projectId), revision: 1 })
const sequenceOf = (projectNumber: string | null) => Number(projectNumber!.slice(5))

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-01T18:00:00Z') })
  token = await app.tokenFor(await createUser(app.db))
})

describe('project numbers', () => {
  it('start the year at 0001', async () => {
    expect((await submit(await newDraft())).body.projectNumber).toBe('2026-0001')
  })

  it('follow the highest number already given, imported ones included', async () => {
    // As an import of the registry's export writes them, past the numbers given here so far.
    await createProject(app.db, { projectNumber: '2026-0091', year: 2026 })
    await createProject(app.db, { projectNumber: '2025-0400', year: 2025 })
    expect((await submit(await newDraft())).body.projectNumber).toBe('2026-0092')
  })

  it('are all different for 20 proposals submitted at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, newDraft))
    const answers = await Promise.all(drafts.map(submit))
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200))
    const sequences = answers.map((a) => sequenceOf(a.body.projectNumber)).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => 93 + i))
  })
})
