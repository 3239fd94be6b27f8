// Who reaches a project that is not public yet: a proposal just submitted, at Proposal Check until
// staff accept it, is its Proponent/Agent's and the staff's; a draft is its author's alone, staff
// included. Everyone else is told it was not found, wherever they look: by id, by number, in the
// search, in its tabs and files, in follows and on My Projects.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
const PEOPLE = ['proponent', 'other', 'follower', 'assessor'] as const
type Person = (typeof PEOPLE)[number]
const token = {} as Record<Person, string>
const userId = {} as Record<Person, string>
const proposal = { id: randomUUID(), number: '', title: 'Tagish Lake lodge expansion', file: '' }
const draft = { id: randomUUID(), title: 'Atlin Road gravel pit', file: '' }
let publicProject = ''

type Mine = { projects: { projectId: string }[] }
type Search = { projects: { projectId: string }[]; total: number }

/** The tabs' reads of a project, as its page and third-party clients make them. */
const CONTENT = [
  'meta',
  'documents',
  'key-documents',
  'notes',
  'correspondence',
  'document-groups',
  'activity-feed',
  'comments',
  'hearings',
  'information-requests',
]

const post = async (path: string, body: unknown, who?: string) => app.postJson<{ status: string; projectNumber?: string }>(path, body, who)
const status = async (path: string, who?: string) => (await app.request(path, who ? { headers: { Authorization: `Bearer ${who}` } } : undefined)).status
const download = async (uploadId: string, who?: string) => status(await app.downloadPath(uploadId, who))
const mine = async (who: string) => (await app.getJson<Mine>('/api/projects/my', who)).body.projects.map((p) => p.projectId)
const following = async (who: string) => (await app.getJson<{ projectIds: string[] }>('/api/users/following', who)).body.projectIds

async function found(searchQuery: string, who?: string): Promise<string[]> {
  const { body } = await app.getJson<Search>(`/api/projects/search?${searchQuery}`, who)
  return body.projects.map((p) => p.projectId)
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-01T18:00:00Z') })
  for (const person of PEOPLE) {
    const user = await createUser(app.db, { firstName: person, staffRole: person === 'assessor' ? 'assessor' : null })
    userId[person] = user.id
    token[person] = await app.tokenFor(user)
  }
  publicProject = (await createProject(app.db, { title: 'Tagish Lake public road' })).id
  await app.db.insert(t.projectFollows).values({ projectId: publicProject, userId: userId.follower })

  // Submitted just now, as the proponent's form does.
  const fields = submittableProposal(proposal.id, { projectTitle: proposal.title })
  expect((await post('/api/projects/create-proposal', fields, token.proponent)).status).toBe(200)
  const submitted = await post('/api/projects/submit-proposal', { ...fields, revision: 1 }, token.proponent)
  expect(submitted.status).toBe(200)
  proposal.number = submitted.body.projectNumber!
  // Even a document in a public state stays with its project.
  proposal.file = (await createDocument(app.db, app.config.dataDir, proposal.id, { state: 'public' })).original.id
  // A follow the follower could not make today (made before this rule): it must not show the proposal.
  await app.db.insert(t.projectFollows).values({ projectId: proposal.id, userId: userId.follower })

  const draftFields = submittableProposal(draft.id, { projectTitle: draft.title })
  expect((await post('/api/projects/create-proposal', draftFields, token.proponent)).status).toBe(200)
  draft.file = (
    await createDocument(app.db, app.config.dataDir, draft.id, { state: 'unreviewed', role: 'project', uploadedById: userId.proponent })
  ).original.id
  // Follows of a draft made before staff were refused: they must not show it either.
  await app.db.insert(t.projectFollows).values([
    { projectId: draft.id, userId: userId.assessor },
    { projectId: draft.id, userId: userId.other },
  ])
})

describe('a proposal at Proposal Check', () => {
  it('is not found by anonymous visitors, other users or followers: by id, by number, in its tabs and files', async () => {
    for (const who of [undefined, token.other, token.follower]) {
      expect(await status(`/api/projects/${proposal.id}`, who)).toBe(404)
      expect(await status(`/api/projects/${proposal.number}`, who)).toBe(404)
      for (const part of CONTENT) expect(await status(`/api/projects/${proposal.id}/${part}`, who), part).toBe(404)
      expect(await status(`/api/projects/${proposal.id}/documents/project-proposal`, who)).toBe(404)
      expect(await download(proposal.file, who)).toBe(404)
    }
  })

  it('is in no search, whoever asks: the search answers the public', async () => {
    for (const who of [undefined, token.other, token.proponent, token.assessor]) {
      expect(await found(`textSearch=${encodeURIComponent(proposal.title)}`, who)).toEqual([])
      expect(await found(`textSearch=${proposal.number}&includeCompleteWithdrawn=yes`, who)).toEqual([])
      expect(await found('stageGroups=proposal-submission', who)).toEqual([])
      expect(await found('', who)).toEqual([publicProject])
    }
    expect(await found(`textSearch=${encodeURIComponent('Tagish Lake')}`)).toEqual([publicProject])
  })

  it('cannot be followed by other people, and a follow of it shows nowhere', async () => {
    expect((await post(`/api/projects/${proposal.id}/follow`, {}, token.other)).status).toBe(404)
    expect(await status(`/api/projects/${proposal.id}/following`, token.follower)).toBe(404)
    expect(await mine(token.follower)).toEqual([publicProject])
    expect(await following(token.follower)).toEqual([publicProject])
  })

  it('is seen by its proponent: by id, by number, its documents and files, and on My Projects', async () => {
    const { status: code, body } = await app.getJson<{ project: { projectNumber: string; title: string; isProponentOrAgent: boolean } }>(
      `/api/projects/${proposal.id}`,
      token.proponent,
    )
    expect(code).toBe(200)
    expect(body.project).toMatchObject({ projectNumber: proposal.number, title: proposal.title, isProponentOrAgent: true })
    expect((await app.getJson<{ projectId: string }>(`/api/projects/${proposal.number}`, token.proponent)).body.projectId).toBe(proposal.id)
    expect(await status(`/api/projects/${proposal.id}/documents`, token.proponent)).toBe(200)
    expect(await download(proposal.file, token.proponent)).toBe(200)
    expect(await mine(token.proponent)).toContain(proposal.id)
  })

  it('is seen by staff, who may follow it onto their My Projects', async () => {
    expect(await status(`/api/projects/${proposal.id}`, token.assessor)).toBe(200)
    expect((await app.getJson<{ projectId: string }>(`/api/projects/${proposal.number}`, token.assessor)).body.projectId).toBe(proposal.id)
    for (const part of CONTENT) expect(await status(`/api/projects/${proposal.id}/${part}`, token.assessor), part).toBe(200)
    expect(await download(proposal.file, token.assessor)).toBe(200)
    expect((await post(`/api/projects/${proposal.id}/follow`, {}, token.assessor)).body).toEqual({ status: 'OK' })
    expect(await mine(token.assessor)).toEqual([proposal.id])
  })
})

describe('a draft', () => {
  it('is not found by staff or other users, nor its documents and files', async () => {
    for (const who of [token.assessor, token.other]) {
      expect(await status(`/api/projects/${draft.id}`, who)).toBe(404)
      for (const part of CONTENT) expect(await status(`/api/projects/${draft.id}/${part}`, who), part).toBe(404)
      for (const group of ['project-proposal', 'proposal-location', 'agent-consent'])
        expect(await status(`/api/projects/${draft.id}/documents/${group}`, who), group).toBe(404)
      expect(await download(draft.file, who)).toBe(404)
      expect(await status(`/api/projects/${draft.id}/proposal`, who)).toBe(404)
    }
  })

  it('cannot be followed or hidden by staff, and a follow of it shows nowhere', async () => {
    for (const action of ['follow', 'unfollow', 'hide', 'unhide'])
      expect((await post(`/api/projects/${draft.id}/${action}`, {}, token.assessor)).status, action).toBe(404)
    expect(await status(`/api/projects/${draft.id}/following`, token.assessor)).toBe(404)
    expect(await mine(token.assessor)).not.toContain(draft.id)
    expect(await following(token.assessor)).not.toContain(draft.id)
    expect(await mine(token.other)).toEqual([])
    expect(await following(token.other)).toEqual([])
  })

  it('is its author’s: the draft, its documents and files', async () => {
    expect(await status(`/api/projects/${draft.id}`, token.proponent)).toBe(200)
    expect(await status(`/api/projects/${draft.id}/documents`, token.proponent)).toBe(200)
    expect(await download(draft.file, token.proponent)).toBe(200)
    expect(await mine(token.proponent)).toEqual(expect.arrayContaining([draft.id, proposal.id]))
  })
})
