// Registry administration: organizations and people's roles on projects, for administrators only
// (managers and assessors are told their role does not allow it; anyone else finds no such
// endpoint); every change audited, a role change on its project.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
let projectId = ''
let personId = ''

interface Organizations {
  organizations: { organizationId: string; kind: string; name: string; active: boolean }[]
}
interface People {
  people: { userId: string; email: string; role: string; organizationId: string | null }[]
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    token[who] = await app.tokenFor(await createUser(app.db, { firstName: who, staffRole, email: `${who}@example.ca` }))
  }
  projectId = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
  personId = (await createUser(app.db, { firstName: 'Dana', lastName: 'Frost', email: 'dana.frost@example.ca' })).id
})

const organizationsOf = async () => (await app.getJson<Organizations>('/api/staff/organizations', token.administrator)).body.organizations
const peopleOf = async () => (await app.getJson<People>(`/api/staff/projects/${projectId}/people`, token.administrator)).body.people
const newBody = { kind: 'decision-body', name: 'Town of Faro', frenchDisplayName: 'Ville de Faro', email: 'office@faro.example' }

describe('registry administration access', () => {
  const endpoints = (): [string, string, unknown][] => [
    ['GET', '/api/staff/organizations', undefined],
    ['POST', '/api/staff/organizations', { ...newBody, name: 'Refused Body' }],
    ['POST', '/api/staff/organizations/anything/remove', {}],
    ['GET', `/api/staff/projects/${projectId}/people`, undefined],
    ['POST', `/api/staff/projects/${projectId}/people`, { email: 'dana.frost@example.ca', role: 'participant', organizationId: null }],
    ['POST', `/api/staff/projects/${projectId}/people/remove`, { userId: personId, role: 'participant' }],
  ]
  for (const who of ['anonymous', 'public', 'proponent', 'assessor', 'manager'] as const) {
    const staff = who === 'assessor' || who === 'manager'
    it(`${staff ? 'is refused to' : 'does not exist for'} ${who === 'anonymous' ? 'an anonymous visitor' : who === 'assessor' ? 'an assessor' : `a ${who}${staff ? '' : ' user'}`}, and nothing changes`, async () => {
      for (const [method, path, body] of endpoints()) {
        const answer = method === 'GET' ? await app.getJson(path, token[who]) : await app.postJson(path, body, token[who])
        expect(answer.status, path).toBe(staff ? 403 : 404)
        expect(answer.body).toMatchObject(staff ? { code: 'staff-role' } : { userMessage: 'No such API endpoint.' })
      }
      expect(await app.db.select().from(t.organizations).where(eq(t.organizations.name, 'Refused Body'))).toEqual([])
      expect(await app.db.select().from(t.projectUserRoles).where(eq(t.projectUserRoles.projectId, projectId))).toEqual([])
    })
  }
})

describe('an administrator', () => {
  it('adds an organization, which the public lists name, and removes it from them, each change audited', async () => {
    const { status, body } = await app.postJson<{ organizationId: string }>('/api/staff/organizations', newBody, token.administrator)
    expect(status).toBe(200)
    const id = body.organizationId
    expect((await organizationsOf()).find((o) => o.organizationId === id)).toMatchObject({ kind: 'decision-body', name: 'Town of Faro', active: true })
    const listed = async () => (await app.getJson<{ organizations: { organizationId: string }[] }>('/api/organizations/decision-bodies')).body.organizations.map((o) => o.organizationId)
    expect(await listed()).toContain(id)
    expect((await app.postJson('/api/staff/organizations', newBody, token.administrator)).status).toBe(409)

    expect((await app.postJson(`/api/staff/organizations/${id}/remove`, {}, token.administrator)).status).toBe(200)
    expect(await listed()).not.toContain(id)
    expect((await organizationsOf()).find((o) => o.organizationId === id)).toMatchObject({ active: false })
    const entries = await app.db.select().from(t.auditLog).where(and(eq(t.auditLog.entity, 'organization'), eq(t.auditLog.entityId, id)))
    expect(entries.map((e) => e.action)).toEqual(['add-organization', 'remove-organization'])
  })

  it('gives a person a role on a project for an organization, and takes it away, audited on the project', async () => {
    const [body] = await app.db.select().from(t.organizations).where(and(eq(t.organizations.kind, 'decision-body'), eq(t.organizations.active, true))).limit(1)
    const add = (input: unknown) => app.postJson<{ userMessage?: string }>(`/api/staff/projects/${projectId}/people`, input, token.administrator)
    expect((await add({ email: 'Dana.Frost@example.ca', role: 'decision-body', organizationId: null })).body.userMessage).toBe('Choose the organization the person acts for.')
    expect((await add({ email: 'nobody@example.ca', role: 'participant', organizationId: null })).body.userMessage).toBe('No account has this e-mail address.')
    expect((await add({ email: 'Dana.Frost@example.ca', role: 'decision-body', organizationId: body!.id })).status).toBe(200)
    expect((await add({ email: 'dana.frost@example.ca', role: 'decision-body', organizationId: body!.id })).status).toBe(409)
    expect(await peopleOf()).toEqual([{ userId: personId, firstName: 'Dana', lastName: 'Frost', email: 'dana.frost@example.ca', role: 'decision-body', organizationId: body!.id }])

    expect((await app.postJson(`/api/staff/projects/${projectId}/people/remove`, { userId: personId, role: 'decision-body' }, token.administrator)).status).toBe(200)
    expect(await peopleOf()).toEqual([])
    expect((await app.postJson(`/api/staff/projects/${projectId}/people/remove`, { userId: personId, role: 'decision-body' }, token.administrator)).status).toBe(404)
    const audit = await app.getJson<{ entries: { action: string }[] }>(`/api/staff/projects/${projectId}/audit`, token.administrator)
    expect(audit.body.entries.map((e) => e.action)).toEqual(['remove-project-role', 'add-project-role'])
  })
})
