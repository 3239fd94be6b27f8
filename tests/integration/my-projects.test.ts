import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
const project: Record<'active' | 'closed' | 'draft' | 'followed', string> = { active: '', closed: '', draft: '', followed: '' }
const token: Record<'proponent' | 'decisionBody' | 'follower' | 'stranger', string> = { proponent: '', decisionBody: '', follower: '', stranger: '' }
const userId: Record<keyof typeof token, string> = { proponent: '', decisionBody: '', follower: '', stranger: '' }
let unreviewedDoc = ''
let unreviewedUpload = ''

type Toggle = { status: string; code?: string }
type Mine = {
  projects: {
    projectId: string
    userRoles: string[]
    hidden: boolean
    isDraft: boolean
    isProponentOrAgent: boolean
    form1: string | null
    submittedAt: string | null
  }[]
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-01T18:00:00Z') })
  project.active = (await createProject(app.db, { title: 'Klondike placer' })).id
  project.closed = (await createProject(app.db, { stageCode: 'DECISION_DOCUMENT_ISSUED', title: 'Finished mine' })).id
  project.draft = (await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null, title: 'Unsent draft' })).id
  project.followed = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.screening, stageCode: 'SCREENING', title: 'Road upgrade' })).id
  for (const who of Object.keys(token) as (keyof typeof token)[]) {
    const user = await createUser(app.db, { firstName: who })
    userId[who] = user.id
    token[who] = await app.tokenFor(user)
  }
  await giveRole(app.db, userId.proponent, project.active, 'proponent-agent')
  // A draft's author has no role on it until they submit it (spec §1, §6).
  await app.db.update(t.projects).set({ createdById: userId.proponent }).where(eq(t.projects.id, project.draft))
  await giveRole(app.db, userId.decisionBody, project.active, 'decision-body')
  await app.db.insert(t.projectFollows).values({ projectId: project.followed, userId: userId.follower })
  const doc = await createDocument(app.db, app.config.dataDir, project.active, { state: 'unreviewed', description: 'Just uploaded' })
  unreviewedDoc = doc.document.id
  unreviewedUpload = doc.original.id
})

describe('My Projects', () => {
  it('needs a login', async () => {
    expect((await app.getJson('/api/projects/my')).status).toBe(401)
    expect((await app.getJson('/api/users/following')).status).toBe(401)
    expect((await app.getJson('/api/organizations/my')).status).toBe(401)
  })

  it('lists the projects a user has a role on with the role names, and their own drafts, which have no role yet', async () => {
    const { body } = await app.getJson<Mine>('/api/projects/my', token.proponent)
    expect(body.projects.map((p) => p.projectId).sort()).toEqual([project.active, project.draft].sort())
    const draft = body.projects.find((p) => p.projectId === project.draft)!
    expect(draft).toMatchObject({ isDraft: true, isProponentOrAgent: false, userRoles: [] })
    expect(body.projects.find((p) => p.projectId === project.active)).toMatchObject({ isProponentOrAgent: true, userRoles: ['proponent-agent'] })
    expect(body.projects.find((p) => p.projectId === project.active)!.submittedAt).toBe('2024-02-01T17:00:00.000Z')
  })

  it('lists followed projects with the Follower role, and nothing of other users', async () => {
    const { body } = await app.getJson<Mine>('/api/projects/my', token.follower)
    expect(body.projects).toHaveLength(1)
    expect(body.projects[0]).toMatchObject({ projectId: project.followed, userRoles: ['follower'], form1: null })
    expect((await app.getJson<Mine>('/api/projects/my', token.stranger)).body.projects).toEqual([])
  })
})

describe('follow and unfollow', () => {
  it('lets a logged-in non-proponent follow an active project, and unfollow it', async () => {
    expect((await app.postJson<Toggle>(`/api/projects/${project.active}/follow`, {}, token.stranger)).body).toEqual({ status: 'OK' })
    expect((await app.getJson<{ following: boolean }>(`/api/projects/${project.active}/following`, token.stranger)).body.following).toBe(true)
    expect((await app.getJson<{ projectIds: string[] }>('/api/users/following', token.stranger)).body.projectIds).toEqual([project.active])
    const detail = await app.getJson<{ project: { userRoles: string[] } }>(`/api/projects/${project.active}`, token.stranger)
    expect(detail.body.project.userRoles).toEqual(['follower'])
    expect((await app.postJson<Toggle>(`/api/projects/${project.active}/unfollow`, {}, token.stranger)).body).toEqual({ status: 'OK' })
    expect((await app.getJson<{ following: boolean }>(`/api/projects/${project.active}/following`, token.stranger)).body.following).toBe(false)
  })

  it('answers KO to the proponent of the project and for a closed project', async () => {
    const own = await app.postJson<Toggle>(`/api/projects/${project.active}/follow`, {}, token.proponent)
    expect(own.body.status).toMatch(/^KO/)
    expect(own.body.code).toBe('proponent-cannot-follow')
    const closed = await app.postJson<Toggle>(`/api/projects/${project.closed}/follow`, {}, token.stranger)
    expect(closed.body.status).toMatch(/^KO/)
    expect(closed.body.code).toBe('project-not-active')
  })

  it('needs a login', async () => {
    expect((await app.postJson(`/api/projects/${project.active}/follow`)).status).toBe(401)
  })
})

describe('hide and unhide', () => {
  it('lets a decision body of the project hide it from its list, and show it again', async () => {
    expect((await app.postJson<Toggle>(`/api/projects/${project.active}/hide`, {}, token.decisionBody)).body).toEqual({ status: 'OK' })
    expect((await app.getJson<{ projectIds: string[] }>('/api/users/hidden', token.decisionBody)).body.projectIds).toEqual([project.active])
    expect((await app.getJson<Mine>('/api/projects/my', token.decisionBody)).body.projects[0]).toMatchObject({ projectId: project.active, hidden: true })
    expect((await app.postJson<Toggle>(`/api/projects/${project.active}/unhide`, {}, token.decisionBody)).body).toEqual({ status: 'OK' })
    expect((await app.getJson<{ projectIds: string[] }>('/api/users/hidden', token.decisionBody)).body.projectIds).toEqual([])
  })

  it('answers KO to anyone else', async () => {
    const { body } = await app.postJson<Toggle>(`/api/projects/${project.active}/hide`, {}, token.stranger)
    expect(body.status).toMatch(/^KO/)
    expect(body.code).toBe('not-decision-body')
  })
})

describe('drafts and privileged documents', () => {
  it('shows a draft to its author only, who cannot follow it', async () => {
    expect((await app.getJson(`/api/projects/${project.draft}`)).status).toBe(404)
    expect((await app.getJson(`/api/projects/${project.draft}`, token.stranger)).status).toBe(404)
    expect((await app.getJson(`/api/projects/${project.draft}/documents`, token.stranger)).status).toBe(404)
    expect((await app.postJson(`/api/projects/${project.draft}/follow`, {}, token.stranger)).status).toBe(404)
    const own = await app.getJson<{ project: { isProponentOrAgent: boolean; userRoles: string[] } }>(`/api/projects/${project.draft}`, token.proponent)
    expect(own.status).toBe(200)
    // The page treats the author as the proponent's side (no Follow button), though no role is given yet.
    expect(own.body.project).toMatchObject({ isProponentOrAgent: true, userRoles: [] })
    expect((await app.postJson<{ code: string }>(`/api/projects/${project.draft}/follow`, {}, token.proponent)).body.code).toBe('proponent-cannot-follow')
  })

  it('lists an unreviewed document for the proponent, with its state, and not for others', async () => {
    type Docs = { documentId: string; documentState: string }[]
    const mine = await app.getJson<Docs>(`/api/projects/${project.active}/documents`, token.proponent)
    expect(mine.body.find((d) => d.documentId === unreviewedDoc)?.documentState).toBe('unreviewed')
    for (const other of [undefined, token.stranger, token.decisionBody]) {
      const theirs = await app.getJson<Docs>(`/api/projects/${project.active}/documents`, other)
      expect(theirs.body.some((d) => d.documentId === unreviewedDoc)).toBe(false)
    }
  })

  it('serves the unreviewed file to the proponent through a download token in the address, and to nobody else', async () => {
    expect((await app.request(await app.downloadPath(unreviewedUpload, token.proponent))).status).toBe(200)
    expect((await app.request(await app.downloadPath(unreviewedUpload, token.stranger))).status).toBe(404)
    expect((await app.request(`/api/uploads/${unreviewedUpload}/public`)).status).toBe(404)
  })
})

describe('notification profile', () => {
  type Profile = { profile: Record<string, unknown> & { locationCoordinates: string; sectors: string[] } }
  const profile = {
    publicNotice: true,
    recommendationSent: false,
    assessmentDistricts: ['1'],
    firstNations: [],
    sectors: ['2', '5'],
    planningCommissions: [],
    projectTypes: ['1'],
    drainages: [],
    locationCoordinates: JSON.stringify([
      { latitude: 63, longitude: -139 },
      { latitude: 64, longitude: -139 },
      { latitude: 64, longitude: -137 },
    ]),
  }

  it('starts empty and keeps what the user saves', async () => {
    const empty = await app.getJson<Profile>(`/api/users/${userId.follower}/notification-profile`, token.follower)
    expect(empty.body.profile).toMatchObject({ publicNotice: false, sectors: [], locationCoordinates: '[]' })
    expect((await app.postJson('/api/users/update-notification-profile', { ...profile, userId: userId.follower }, token.follower)).body).toEqual({
      status: 'OK',
    })
    const saved = await app.getJson<Profile>(`/api/users/${userId.follower}/notification-profile`, token.follower)
    expect(saved.body.profile).toMatchObject({ publicNotice: true, sectors: ['2', '5'], projectTypes: ['1'] })
    expect(JSON.parse(saved.body.profile.locationCoordinates)).toEqual(JSON.parse(profile.locationCoordinates))
  })

  it('refuses another user’s profile, to read or to write', async () => {
    expect((await app.getJson(`/api/users/${userId.follower}/notification-profile`, token.stranger)).status).toBe(403)
    expect((await app.postJson('/api/users/update-notification-profile', { ...profile, userId: userId.follower }, token.stranger)).status).toBe(403)
    expect((await app.getJson(`/api/users/${userId.follower}/notification-profile`)).status).toBe(401)
  })

  it('names the field when the drawn area is not a polygon, and keeps what was saved', async () => {
    const bad = await app.postJson<{ parameter?: string; userMessage?: string }>(
      '/api/users/update-notification-profile',
      {
        ...profile,
        sectors: [],
        locationCoordinates: JSON.stringify([
          { latitude: 63, longitude: -139 },
          { latitude: 64, longitude: -139 },
        ]),
      },
      token.follower,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.parameter).toBe('locationCoordinates')
    expect(bad.body.userMessage).toMatch(/at least 3 points/)
    const still = await app.getJson<Profile>(`/api/users/${userId.follower}/notification-profile`, token.follower)
    expect(still.body.profile.sectors).toEqual(['2', '5'])
  })
})
