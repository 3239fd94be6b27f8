// Two devices saving one draft from the same revision (decision 0060): changes to different fields
// are both kept, a field both changed is a conflict naming it with both values, a choice saved over
// the revision the conflict showed is kept even when the draft moved on meanwhile, and a save that
// changes nothing (a move to another part) leaves the revision as it was.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { GeneralForm } from '../../src/shared/proposal-form/general-form.ts'

const NOW = new Date('2026-06-01T18:00:00Z')

let app: TestApp
let token = ''

interface Answer {
  status: string
  revision: number
  code?: string
  userMessage?: string
  current?: { revision: number; projectTitle: string; form1: string }
  conflicts?: { field: string; sent: Record<string, unknown>; saved: Record<string, unknown> }[]
}

/** The draft as one device has it: the form with these values, and the project's fields from it. */
function proposal(projectId: string, values: Partial<GeneralForm> = {}) {
  const form = completeGeneralForm(projectId, values)
  const { projectTitle, proponentName, isAgent, assessmentDistricts, firstNations } = form
  return { projectId, projectTitle, proponentName, isAgent, assessmentDistricts, firstNations, form1: JSON.stringify(form) }
}

/** A save over `revision`, naming the fields it changed (none named: every field counts). */
const save = (projectId: string, revision: number, values: Partial<GeneralForm>, changed?: string[]) =>
  app.postJson<Answer>('/api/projects/update-proposal', { ...proposal(projectId, values), revision, ...(changed ? { changed } : {}) }, token)

async function newDraft(): Promise<string> {
  const projectId = randomUUID()
  expect((await app.postJson('/api/projects/create-proposal', proposal(projectId), token)).status).toBe(200)
  return projectId
}

async function stored(projectId: string): Promise<{ form: GeneralForm; revision: number; title: string }> {
  const [row] = await app.db
    .select({ form: t.proposalForms.form1, revision: t.proposalForms.revision, title: t.projects.title })
    .from(t.proposalForms)
    .innerJoin(t.projects, eq(t.projects.id, t.proposalForms.projectId))
    .where(eq(t.proposalForms.projectId, projectId))
  return { ...row!, form: row!.form as GeneralForm }
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  token = await app.tokenFor(await createUser(app.db, { firstName: 'Pat' }))
})

describe('two devices saving one draft from the same revision', () => {
  it('keeps both when they changed different fields, and tells the second device what the first changed', async () => {
    const id = await newDraft()
    const laptop = await save(id, 1, { projectTitle: 'Title from the laptop' }, ['projectTitle'])
    expect(laptop.body).toMatchObject({ status: 'OK', revision: 2 })
    expect(laptop.body.current).toBeUndefined()
    const tablet = await save(id, 1, { contactPhone: '867-555-0199' }, ['contactPhone'])
    expect(tablet.status).toBe(200)
    expect(tablet.body.revision).toBe(3)
    expect(JSON.parse(tablet.body.current!.form1)).toMatchObject({ projectTitle: 'Title from the laptop', contactPhone: '867-555-0199' })
    expect(await stored(id)).toMatchObject({
      revision: 3,
      title: 'Title from the laptop',
      form: { projectTitle: 'Title from the laptop', contactPhone: '867-555-0199' },
    })
  })

  it('answers a field both changed with a conflict naming it, with both values, and saves nothing of that save', async () => {
    const id = await newDraft()
    expect((await save(id, 1, { contactPhone: '867-555-0111' }, ['contactPhone'])).status).toBe(200)
    const tablet = await save(id, 1, { contactPhone: '867-555-0199', contactPerson: 'Ann from the tablet' }, ['contactPhone', 'contactPerson'])
    expect(tablet.status).toBe(409)
    expect(tablet.body.code).toBe('conflict')
    expect(tablet.body.userMessage).toContain('contactPhone')
    expect(tablet.body.conflicts).toEqual([{ field: 'contactPhone', sent: { contactPhone: '867-555-0199' }, saved: { contactPhone: '867-555-0111' } }])
    expect(tablet.body.current!.revision).toBe(2)
    expect((await stored(id)).form).toMatchObject({ contactPhone: '867-555-0111', contactPerson: completeGeneralForm(id).contactPerson })
  })

  it('keeps the person’s choice saved over the revision the conflict showed, though another field changed meanwhile', async () => {
    const id = await newDraft()
    await save(id, 1, { contactPhone: '867-555-0111' }, ['contactPhone'])
    const conflict = await save(id, 1, { contactPhone: '867-555-0199', contactPerson: 'Ann' }, ['contactPhone', 'contactPerson'])
    expect(conflict.status).toBe(409)
    // Meanwhile the laptop changes the title.
    expect((await save(id, 2, { contactPhone: '867-555-0111', projectTitle: 'Renamed on the laptop' }, ['projectTitle'])).body.revision).toBe(3)
    // The tablet's person keeps their phone: their choice goes over revision 2, which they saw.
    const chosen = await save(id, conflict.body.current!.revision, { contactPhone: '867-555-0199', contactPerson: 'Ann' }, ['contactPhone', 'contactPerson'])
    expect(chosen.status).toBe(200)
    expect(chosen.body.revision).toBe(4)
    expect(await stored(id)).toMatchObject({
      title: 'Renamed on the laptop',
      form: { contactPhone: '867-555-0199', contactPerson: 'Ann', projectTitle: 'Renamed on the laptop' },
    })
  })

  it('leaves the revision as it was for a save that only moves to another part, so the other device’s save is no conflict', async () => {
    const id = await newDraft()
    const moved = await save(id, 1, { part: 4 }, [])
    expect(moved.body).toMatchObject({ status: 'OK', revision: 1 })
    // An older app names no fields: what it sent is compared, and only the part differs.
    expect((await save(id, 1, { part: 6 })).body.revision).toBe(1)
    expect((await save(id, 1, { projectTitle: 'Saved on the laptop' }, ['projectTitle'])).body).toMatchObject({ status: 'OK', revision: 2 })
  })

  it('merges a save that names no fields, from an older app: a conflict only where the registry’s copy changed too', async () => {
    const id = await newDraft()
    await save(id, 1, { contactPhone: '867-555-0111' }, ['contactPhone'])
    const older = await save(id, 1, { projectTitle: 'From the older app' })
    expect(older.body.conflicts?.map((c) => c.field)).toEqual(['contactPhone'])
    expect((await save(id, 2, { projectTitle: 'From the older app', contactPhone: '867-555-0111' })).body.revision).toBe(3)
  })

  it('refuses a field name the proposal does not have', async () => {
    const id = await newDraft()
    const answer = await save(id, 1, { contactPhone: '1' }, ['contactPhone', 'phoneNumber'])
    expect(answer.status).toBe(400)
    expect(answer.body.userMessage).toBe('Invalid parameter changed: phoneNumber is not a field of this proposal')
  })
})
