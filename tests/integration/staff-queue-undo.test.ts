// Undoing one's own last decision in the review queues other than comments (issue 18 item 4,
// decision 0034): a document's publication, Internal mark or redacted version; an answer's
// publication; an intervenor's acceptance or refusal; a proposal's acceptance or return; a mark for
// further review. Only staff reach the undo (anyone else: 404); only the caller's own last action
// on the item is undone, once; what the decision made public goes; what was mailed stays sent.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { CALLERS, pdfForm, staffCallers } from './staff-callers.ts'
import type { Caller } from './staff-callers.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }

let app: TestApp
let call: Awaited<ReturnType<typeof staffCallers>>['call']
let proponentId = ''
let applicantId = ''

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  const callers = await staffCallers(app)
  call = callers.call
  proponentId = callers.userId.proponent!
  applicantId = (await createUser(app.db, { firstName: 'Alex', lastName: 'Morin' })).id
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS', panelDisplay: OPEN })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const unreviewedDocument = async () =>
  (await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed', uploadedAt: NOW, uploadedById: proponentId })).document
const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!

async function answeredRequest(): Promise<{ requestId: string; fileId: string }> {
  const [row] = await app.db.insert(t.informationRequests).values({ projectId, number: 1, status: 'answered', publishedAt: NOW, answeredAt: NOW }).returning()
  const file = await createDocument(app.db, app.config.dataDir, projectId, {
    state: 'unreviewed',
    role: 'information-request-answer',
    informationRequestId: row!.id,
    questionNumber: 1,
  })
  return { requestId: row!.id, fileId: file.document.id }
}

async function application(): Promise<string> {
  const [row] = await app.db.insert(t.intervenors).values({ projectId, userId: applicantId, displayName: 'Alex Morin', appliedAt: NOW }).returning()
  return row!.id
}

async function atProposalCheck(): Promise<string> {
  const project = await createProject(app.db, { stageCode: 'PROPOSAL_CHECK' })
  await app.db.update(t.projects).set({ submittedAt: NOW, stageStartedAt: NOW }).where(eq(t.projects.id, project.id))
  await giveRole(app.db, proponentId, project.id, 'proponent-agent')
  return project.id
}

const undoable = async (entity: string, id: string, who: Caller = 'assessor') =>
  (await call('GET', `/api/staff/undo/${entity}/${id}`, who)).body.undoable as { auditId: number; action: string } | null
/** Undoes the caller's last action on the item, as the screen does: asking what it is, then naming it. */
async function undo(entity: string, id: string, who: Caller = 'assessor') {
  const action = await undoable(entity, id, who)
  expect(action, `${who} has an action to undo on ${entity}`).not.toBeNull()
  return call('POST', `/api/staff/undo/${entity}/${id}`, who, { auditId: action!.auditId })
}
const feed = async (projectOf = projectId) => JSON.stringify((await call('GET', `/api/projects/${projectOf}/activity-feed`, 'anonymous')).body)
const lastAudit = async (entityId: string) =>
  (await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, entityId)).orderBy(desc(t.auditLog.id)).limit(1))[0]!

describe('who may undo', () => {
  for (const who of CALLERS) {
    const staff = who === 'assessor' || who === 'manager' || who === 'administrator'
    it(`${staff ? 'lets' : 'does not exist for'} ${who === 'anonymous' ? 'an anonymous visitor' : `${/^[aeiou]/.test(who) ? 'an' : 'a'} ${who === 'public' ? 'public user' : who}`}${staff ? ' undo their own decisions in every queue' : ': 404, and nothing changes'}`, async () => {
      const document = (await unreviewedDocument()).id
      const { requestId } = await answeredRequest()
      const intervenorId = await application()
      const proposal = await atProposalCheck()
      const decider: Caller = staff ? who : 'assessor'
      expect((await call('POST', `/api/staff/documents/${document}/publish`, decider, {})).status).toBe(200)
      expect((await call('POST', `/api/staff/answers/${requestId}/publish`, decider, {})).status).toBe(200)
      expect((await call('POST', `/api/staff/intervenors/${intervenorId}/accept`, decider, {})).status).toBe(200)
      expect((await call('POST', `/api/staff/projects/${proposal}/accept-proposal`, decider, {})).status).toBe(200)
      const items: [string, string][] = [
        ['document', document],
        ['information-request', requestId],
        ['intervenor', intervenorId],
        ['project', proposal],
      ]
      for (const [entity, id] of items) {
        const auditId = (await undoable(entity, id, decider))!.auditId
        const asked = await call('GET', `/api/staff/undo/${entity}/${id}`, who)
        const undone = await call('POST', `/api/staff/undo/${entity}/${id}`, who, { auditId })
        expect([asked.status, undone.status], `${entity}`).toEqual(staff ? [200, 200] : [404, 404])
      }
      expect((await documentRow(document)).state).toBe(staff ? 'unreviewed' : 'public')
      const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
      expect(request!.status).toBe(staff ? 'answered' : 'published_answer')
      const [intervenor] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId))
      expect(intervenor!.status).toBe(staff ? 'applied' : 'accepted')
      const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, proposal))
      expect(project!.stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, staff ? 'PROPOSAL_CHECK' : 'ADEQUACY_REVIEW').stageId)
    })
  }
})

describe('documents', () => {
  it('undoes a publication: the document waits again, marked as it was, its feed line gone, the undo audited', async () => {
    const document = await unreviewedDocument()
    await call('POST', `/api/staff/queues/documents/${document.id}/further-review`, 'assessor', {})
    await call('POST', `/api/staff/documents/${document.id}/publish`, 'assessor', {})
    expect(await feed()).toContain(document.id)
    expect((await undo('document', document.id)).status).toBe(200)
    expect(await documentRow(document.id)).toMatchObject({ state: 'unreviewed', needsFurtherReview: true })
    expect(await feed()).not.toContain(document.id)
    expect((await call('GET', `/api/projects/${projectId}/documents`, 'anonymous')).body).not.toContainEqual(
      expect.objectContaining({ documentId: document.id }),
    )
    expect(await lastAudit(document.id)).toMatchObject({
      action: 'undo',
      detail: { before: { state: 'public' }, after: { state: 'unreviewed' }, undoes: { action: 'publish-document' } },
    })
    const queue = (await call('GET', '/api/staff/queues/documents', 'assessor')).body.items as { itemId: string }[]
    expect(queue.map((i) => i.itemId)).toContain(document.id)
  })

  it('undoes an Internal mark and a redacted version: the public file is the original no more, the document waits', async () => {
    const internal = await unreviewedDocument()
    await call('POST', `/api/staff/documents/${internal.id}/internal`, 'manager', {})
    expect((await undo('document', internal.id, 'manager')).status).toBe(200)
    expect(await documentRow(internal.id)).toMatchObject({ state: 'unreviewed' })

    const redacted = await unreviewedDocument()
    const form = pdfForm('letter-redacted.pdf')
    expect((await call('PUT', `/api/staff/documents/${redacted.id}/redacted`, 'assessor', form)).status).toBe(200)
    expect((await undoable('document', redacted.id))!.action).toBe('publish-redacted-document')
    expect((await undo('document', redacted.id)).status).toBe(200)
    expect(await documentRow(redacted.id)).toMatchObject({ state: 'unreviewed', redactedUploadId: null, redactedUploadedAt: null })
    expect(await feed()).not.toContain(redacted.id)
  })

  it('undoes a mark for further review', async () => {
    const document = await unreviewedDocument()
    await call('POST', `/api/staff/queues/documents/${document.id}/further-review`, 'assessor', {})
    expect((await undoable('document', document.id))!.action).toBe('mark-for-further-review')
    expect((await undo('document', document.id)).status).toBe(200)
    expect(await documentRow(document.id)).toMatchObject({ state: 'unreviewed', needsFurtherReview: false })
  })
})

describe('answers', () => {
  it('undoes a publication: the answer and its files wait for review again and leave the public tabs and feed', async () => {
    const { requestId, fileId } = await answeredRequest()
    await call('POST', `/api/staff/answers/${requestId}/publish`, 'assessor', {})
    expect(await feed()).toContain('information-request-answered')
    expect((await undo('information-request', requestId)).status).toBe(200)
    const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
    expect(request).toMatchObject({ status: 'answered', needsFurtherReview: false })
    expect(await documentRow(fileId)).toMatchObject({ state: 'unreviewed' })
    expect(await feed()).not.toContain('information-request-answered')
    const queue = (await call('GET', '/api/staff/queues/answers', 'assessor')).body.items as { itemId: string }[]
    expect(queue.map((i) => i.itemId)).toContain(requestId)
  })

  it('undoes a simplified answer’s publication', async () => {
    const [row] = await app.db
      .insert(t.simplifiedInformationRequests)
      .values({ projectId, number: 2, status: 'answered', publishedAt: NOW, answeredAt: NOW })
      .returning()
    await call('POST', `/api/staff/answers/${row!.id}/publish`, 'assessor', {})
    expect((await undo('simplified-information-request', row!.id)).status).toBe(200)
    const [after] = await app.db.select().from(t.simplifiedInformationRequests).where(eq(t.simplifiedInformationRequests.id, row!.id))
    expect(after!.status).toBe('answered')
  })
})

describe('intervenor applications', () => {
  const role = () =>
    app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.userId, applicantId), eq(t.projectUserRoles.role, 'intervenor')))

  it('undoes an acceptance: the role, the public listing and the feed line go; the e-mail stays sent', async () => {
    const intervenorId = await application()
    await call('POST', `/api/staff/intervenors/${intervenorId}/accept`, 'assessor', {})
    expect(await role()).toHaveLength(1)
    const mailed = (await app.db.select().from(t.mailOutbox)).length
    expect((await undo('intervenor', intervenorId)).status).toBe(200)
    expect(await role()).toHaveLength(0)
    expect(await feed()).not.toContain('intervenor-accepted')
    expect((await call('GET', `/api/projects/${projectId}/intervenors`, 'anonymous')).body).not.toContainEqual(expect.objectContaining({ name: 'Alex Morin' }))
    expect((await app.db.select().from(t.mailOutbox)).length).toBe(mailed)
  })

  it('undoes a refusal: the application waits again, and an intervenor role the refusal took is given back', async () => {
    const intervenorId = await application()
    await giveRole(app.db, applicantId, projectId, 'intervenor')
    expect((await call('POST', `/api/staff/intervenors/${intervenorId}/decline`, 'assessor', { reason: 'Not directly affected.' })).status).toBe(200)
    expect(await role()).toHaveLength(0)
    expect((await undo('intervenor', intervenorId)).status).toBe(200)
    const [row] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId))
    expect(row!.status).toBe('applied')
    expect(await role()).toHaveLength(1)
  })
})

describe('proposals at Proposal Check', () => {
  const projectRow = async (id: string) => (await app.db.select().from(t.projects).where(eq(t.projects.id, id)))[0]!

  const proposalFile = async (proposal: string, role: 'project' | 'proposal' | 'proposal-location' | 'agent-consent') =>
    (await createDocument(app.db, app.config.dataDir, proposal, { role, description: role, state: 'unreviewed', uploadedAt: NOW, uploadedById: proponentId }))
      .document
  const publicDocuments = async (proposal: string) =>
    ((await call('GET', `/api/projects/${proposal}/documents`, 'anonymous')).body as unknown as { description: string }[]).map((d) => d.description)
  const states = async (ids: string[]) =>
    (await app.db.select({ state: t.documents.state }).from(t.documents).where(inArray(t.documents.id, ids))).map((d) => d.state)

  it('publishes the proposal and its documents, the consent form kept internal, and takes them back with the acceptance', async () => {
    const proposal = await atProposalCheck()
    const files = [await proposalFile(proposal, 'proposal'), await proposalFile(proposal, 'project'), await proposalFile(proposal, 'proposal-location')]
    const consent = await proposalFile(proposal, 'agent-consent')
    await call('POST', `/api/staff/projects/${proposal}/accept-proposal`, 'assessor', {})
    expect((await publicDocuments(proposal)).sort()).toEqual(['project', 'proposal'])
    expect(await states(files.map((f) => f.id))).toEqual(['public', 'public', 'public'])
    expect((await documentRow(consent.id)).state).toBe('internal')
    for (const file of files) expect(await lastAudit(file.id)).toMatchObject({ action: 'publish-document' })
    expect(await lastAudit(consent.id)).toMatchObject({ action: 'mark-document-internal' })
    expect(await feed(proposal)).toContain('document-added')
    const queue = (await call('GET', '/api/staff/queues/documents', 'assessor')).body.items as { itemId: string }[]
    expect(queue.map((i) => i.itemId)).not.toContain(consent.id)

    expect((await undo('project', proposal)).status).toBe(200)
    expect(await states([...files, consent].map((f) => f.id))).toEqual(['unreviewed', 'unreviewed', 'unreviewed', 'unreviewed'])
    expect(await feed(proposal)).not.toContain('document-added')
    for (const file of [...files, consent]) expect(await lastAudit(file.id)).toMatchObject({ action: 'undo' })
    expect(await undoable('document', files[0]!.id)).toBeNull()
  })

  it('undoes an acceptance: back at Proposal Check, off the public search and stage history, its waiting notice withdrawn', async () => {
    const proposal = await atProposalCheck()
    const before = await projectRow(proposal)
    await call('POST', `/api/staff/projects/${proposal}/accept-proposal`, 'assessor', {})
    expect((await call('GET', `/api/projects/${proposal}`, 'anonymous')).status).toBe(200)
    expect(await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, proposal))).toHaveLength(1)
    expect((await undo('project', proposal)).status).toBe(200)
    expect(await projectRow(proposal)).toMatchObject({ stageId: before.stageId, stageStartedAt: before.stageStartedAt })
    expect(await app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, proposal))).toHaveLength(0)
    expect(await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, proposal))).toHaveLength(0)
    expect(await feed(proposal)).not.toContain('stage-started')
    expect((await call('GET', `/api/projects/${proposal}`, 'anonymous')).status).toBe(404)
    const queue = (await call('GET', '/api/staff/queues/proposals', 'assessor')).body.items as { itemId: string }[]
    expect(queue.map((i) => i.itemId)).toContain(proposal)
  })

  it('undoes a return, until the proponent edits the returned proposal', async () => {
    const proposal = await atProposalCheck()
    await call('POST', `/api/staff/projects/${proposal}/return-proposal`, 'assessor', { reason: 'Part 3 is missing.' })
    expect((await undo('project', proposal)).status).toBe(200)
    expect((await projectRow(proposal)).stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId)

    await call('POST', `/api/staff/projects/${proposal}/return-proposal`, 'assessor', { reason: 'Part 3 is missing.' })
    const mine = (await undoable('project', proposal))!
    await app.db
      .insert(t.auditLog)
      .values({ actorUserId: proponentId, actor: 'proponent', action: 'update-proposal', entity: 'project', entityId: proposal, detail: {} })
    expect(await undoable('project', proposal)).toBeNull()
    expect((await call('POST', `/api/staff/undo/project/${proposal}`, 'assessor', { auditId: mine.auditId })).status).toBe(409)
  })
})

describe('only one’s own last action', () => {
  it('offers nobody else the undo, refuses once someone acted after, and undoes an action once', async () => {
    const document = await unreviewedDocument()
    await call('POST', `/api/staff/queues/documents/${document.id}/further-review`, 'assessor', {})
    const mine = (await undoable('document', document.id))!
    expect(await undoable('document', document.id, 'manager')).toBeNull()
    expect((await call('POST', `/api/staff/undo/document/${document.id}`, 'manager', { auditId: mine.auditId })).status).toBe(409)
    await call('POST', `/api/staff/documents/${document.id}/publish`, 'manager', {})
    expect(await undoable('document', document.id)).toBeNull()
    expect((await call('POST', `/api/staff/undo/document/${document.id}`, 'assessor', { auditId: mine.auditId })).status).toBe(409)
    expect(await documentRow(document.id)).toMatchObject({ state: 'public' })

    const published = (await undoable('document', document.id, 'manager'))!
    expect((await call('POST', `/api/staff/undo/document/${document.id}`, 'manager', { auditId: published.auditId })).status).toBe(200)
    expect((await call('POST', `/api/staff/undo/document/${document.id}`, 'manager', { auditId: published.auditId })).status).toBe(409)
    expect(await undoable('document', document.id, 'manager')).toBeNull()
  })

  it('undoes no stage move: only the answer to a proposal is undone on a project', async () => {
    const proposal = await atProposalCheck()
    await call('POST', `/api/staff/projects/${proposal}/accept-proposal`, 'assessor', {})
    const moved = await call('POST', `/api/staff/projects/${proposal}/move`, 'assessor', {
      stageId: stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId,
      startDate: '2026-11-24',
      deadlineBusinessDays: null,
    })
    expect(moved.status).toBe(200)
    expect(await undoable('project', proposal)).toBeNull()
  })
})
