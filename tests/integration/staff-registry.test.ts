// Registry administration: organizations and people's roles on projects, for administrators only
// (managers and assessors are told their role does not allow it; anyone else finds no such
// endpoint); every change audited, a role change on its project.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
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
    ['POST', '/api/staff/organizations/anything/restore', {}],
    ['POST', '/api/staff/organizations/anything', { name: 'Refused Body', publicDisplayName: null, frenchDisplayName: null, email: null }],
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
    const listed = async () =>
      (await app.getJson<{ organizations: { organizationId: string }[] }>('/api/organizations/decision-bodies')).body.organizations.map((o) => o.organizationId)
    expect(await listed()).toContain(id)
    expect((await app.postJson('/api/staff/organizations', newBody, token.administrator)).status).toBe(409)

    expect((await app.postJson(`/api/staff/organizations/${id}/remove`, {}, token.administrator)).status).toBe(200)
    expect(await listed()).not.toContain(id)
    expect((await organizationsOf()).find((o) => o.organizationId === id)).toMatchObject({ active: false })
    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'organization'), eq(t.auditLog.entityId, id)))
    expect(entries.map((e) => e.action)).toEqual(['add-organization', 'remove-organization'])
  })

  it('edits an organization’s names and e-mail address, refuses a name its kind already has, and restores a removed one, each change audited', async () => {
    const add = async (name: string) =>
      (
        await app.postJson<{ organizationId: string }>(
          '/api/staff/organizations',
          { kind: 'first-nation', name, frenchDisplayName: null, email: null },
          token.administrator,
        )
      ).body.organizationId
    const id = await add('Tagish Lake Council')
    const other = await add('Carcross Council')
    const edit = (organizationId: string, input: unknown) =>
      app.postJson<{ userMessage?: string; parameter?: string }>(`/api/staff/organizations/${organizationId}`, input, token.administrator)

    const refused = await edit(id, { name: ' ', publicDisplayName: null, frenchDisplayName: null, email: 'not an address' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ parameter: 'name', userMessage: 'Invalid parameter name: Name the organization.' })
    expect((await edit(id, { name: 'Tagish Lake Council', publicDisplayName: null, frenchDisplayName: null, email: 'not an address' })).body).toMatchObject({
      parameter: 'email',
      userMessage: 'Invalid parameter email: Give a valid e-mail address.',
    })
    expect((await edit(id, { name: 'carcross council', publicDisplayName: null, frenchDisplayName: null, email: null })).status).toBe(409)
    expect((await edit('no-such-organization', { name: 'Anything', publicDisplayName: null, frenchDisplayName: null, email: null })).status).toBe(404)

    const change = {
      name: 'Tagish Lake Council',
      publicDisplayName: 'Tagish Lake First Nation',
      frenchDisplayName: 'Conseil du lac Tagish',
      email: 'office@tagish.example',
    }
    expect((await edit(id, change)).status).toBe(200)
    expect((await edit(id, change)).status).toBe(200)
    expect((await organizationsOf()).find((o) => o.organizationId === id)).toEqual({ organizationId: id, kind: 'first-nation', active: true, ...change })
    const listed = (
      await app.getJson<{ organizations: { organizationId: string; publicDisplayName: string; frenchDisplayName: string }[] }>(
        '/api/organizations/first-nations',
      )
    ).body.organizations
    expect(listed.find((o) => o.organizationId === id)).toMatchObject({
      publicDisplayName: 'Tagish Lake First Nation',
      frenchDisplayName: 'Conseil du lac Tagish',
    })

    // A removed organization's name is free; it comes back only while nobody else of its kind took it.
    expect((await app.postJson(`/api/staff/organizations/${other}/remove`, {}, token.administrator)).status).toBe(200)
    const taker = await add('Carcross Council')
    expect((await app.postJson(`/api/staff/organizations/${other}/restore`, {}, token.administrator)).status).toBe(409)
    expect((await app.postJson(`/api/staff/organizations/${taker}/remove`, {}, token.administrator)).status).toBe(200)
    expect((await app.postJson(`/api/staff/organizations/${other}/restore`, {}, token.administrator)).status).toBe(200)
    expect((await organizationsOf()).find((o) => o.organizationId === other)).toMatchObject({ active: true })

    const actions = async (organizationId: string) =>
      (
        await app.db
          .select()
          .from(t.auditLog)
          .where(and(eq(t.auditLog.entity, 'organization'), eq(t.auditLog.entityId, organizationId)))
          .orderBy(asc(t.auditLog.id))
      ).map((e) => e.action)
    expect(await actions(id)).toEqual(['add-organization', 'edit-organization'])
    expect(await actions(other)).toEqual(['add-organization', 'remove-organization', 'restore-organization'])
    const [edited] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'edit-organization'), eq(t.auditLog.entityId, id)))
    expect(edited!.detail).toEqual({
      before: { name: 'Tagish Lake Council', publicDisplayName: 'Tagish Lake Council', frenchDisplayName: null, email: null },
      after: {
        name: 'Tagish Lake Council',
        publicDisplayName: 'Tagish Lake First Nation',
        frenchDisplayName: 'Conseil du lac Tagish',
        email: 'office@tagish.example',
      },
    })
  })

  it('gives a person a role on a project for an organization, and takes it away, audited on the project', async () => {
    const [body] = await app.db
      .select()
      .from(t.organizations)
      .where(and(eq(t.organizations.kind, 'decision-body'), eq(t.organizations.active, true)))
      .limit(1)
    const add = (input: unknown) => app.postJson<{ userMessage?: string }>(`/api/staff/projects/${projectId}/people`, input, token.administrator)
    expect((await add({ email: 'Dana.Frost@example.ca', role: 'decision-body', organizationId: null })).body.userMessage).toBe(
      'Choose the organization the person acts for.',
    )
    expect((await add({ email: 'nobody@example.ca', role: 'participant', organizationId: null })).body.userMessage).toBe('No account has this e-mail address.')
    expect((await add({ email: 'Dana.Frost@example.ca', role: 'decision-body', organizationId: body!.id })).status).toBe(200)
    expect((await add({ email: 'dana.frost@example.ca', role: 'decision-body', organizationId: body!.id })).status).toBe(409)
    expect(await peopleOf()).toEqual([
      { userId: personId, firstName: 'Dana', lastName: 'Frost', email: 'dana.frost@example.ca', role: 'decision-body', organizationId: body!.id },
    ])

    expect(
      (await app.postJson(`/api/staff/projects/${projectId}/people/remove`, { userId: personId, role: 'decision-body' }, token.administrator)).status,
    ).toBe(200)
    expect(await peopleOf()).toEqual([])
    expect(
      (await app.postJson(`/api/staff/projects/${projectId}/people/remove`, { userId: personId, role: 'decision-body' }, token.administrator)).status,
    ).toBe(404)
    const audit = await app.getJson<{ entries: { action: string }[] }>(`/api/staff/projects/${projectId}/audit`, token.administrator)
    expect(audit.body.entries.map((e) => e.action)).toEqual(['remove-project-role', 'add-project-role'])
  })

  it('makes a person given a role for an organization one of its people, who may post as it, until their last role naming it is taken away', async () => {
    const [commission] = await app.db
      .select()
      .from(t.organizations)
      .where(and(eq(t.organizations.kind, 'planning-commission'), eq(t.organizations.active, true)))
      .limit(1)
    const other = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
    const member = await createUser(app.db, { firstName: 'Lou', lastName: 'Paquette', email: 'lou.paquette@example.ca' })
    const memberToken = await app.tokenFor(member)
    const theirs = async () =>
      (await app.getJson<{ organizations: { organizationId: string }[] }>('/api/organizations/my', memberToken)).body.organizations.map((o) => o.organizationId)
    const give = (project: string) =>
      app.postJson(
        `/api/staff/projects/${project}/people`,
        { email: 'lou.paquette@example.ca', role: 'planning-commission', organizationId: commission!.id },
        token.administrator,
      )
    const take = (project: string) =>
      app.postJson(`/api/staff/projects/${project}/people/remove`, { userId: member.id, role: 'planning-commission' }, token.administrator)

    expect(await theirs()).toEqual([])
    expect((await give(projectId)).status).toBe(200)
    expect((await give(other)).status).toBe(200)
    expect(await theirs()).toEqual([commission!.id])
    expect((await take(projectId)).status).toBe(200)
    expect(await theirs()).toEqual([commission!.id])
    expect((await take(other)).status).toBe(200)
    expect(await theirs()).toEqual([])

    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'project-role'), eq(t.auditLog.entityId, member.id)))
      .orderBy(asc(t.auditLog.id))
    const memberships = entries
      .map((e) => e.detail as { before: { memberOf?: string }; after: { memberOf?: string } })
      .map((d) => d.after.memberOf ?? d.before.memberOf ?? null)
    expect(memberships).toEqual([commission!.id, null, null, commission!.id])
  })
})
