// @vitest-environment happy-dom
// The sync engine against a small fake server (sync-engine-test-server.ts): the order of the calls, a
// file sent in 8 MB slices, a save naming the fields it changed, a conflict kept until the person
// chooses, a 401 that keeps everything, and the backoff. Cut-off uploads, refusals and deletes are
// tested beside it, in files of their own.
import { describe, expect, it, vi } from 'vitest'
import { stagedFile } from '../db/device-draft-factory'
import {
  calls,
  fakeServer,
  mib,
  NodeBlob,
  USER,
  token,
  draft,
  serverAnswers,
  draftsStore,
  attachmentsStore,
  outboxStore,
  startDraftSync,
  syncNow,
  onWorkSent,
  currentSession,
  setSession,
  startSession,
} from './sync-engine-test-server'

describe('the drafts sync engine', () => {
  it('sends create, update, the file in 8 MB slices and submit, in that order', async () => {
    fakeServer.answer = serverAnswers
    await draftsStore.create(draft('p1'))
    await draftsStore.saveEdit('p1', { form: { version: 5, projectTitle: 'Mine, edited' }, summary: draft('p1').summary, updatedAt: 2 })
    await attachmentsStore.add(stagedFile('a1', 'p1', new NodeBlob([new Uint8Array(20 * mib)]), { fileName: 'report.pdf', description: 'Report' }))
    await draftsStore.saveEdit('p1', { form: { version: 5, projectTitle: 'Mine, edited again' }, summary: draft('p1').summary, updatedAt: 3 })
    await draftsStore.requestSubmit('p1')
    const told = vi.fn()
    const stop = onWorkSent(told)
    const before = Date.now()
    await syncNow()
    stop()
    expect(calls.map((c) => `${c.method} ${c.path}${c.range ? ` ${c.range}` : ''}`)).toEqual([
      'POST /api/projects/create-proposal',
      'POST /api/uploads/sessions',
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes 0-${8 * mib - 1}/${20 * mib}`,
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes ${8 * mib}-${16 * mib - 1}/${20 * mib}`,
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes ${16 * mib}-${20 * mib - 1}/${20 * mib}`,
      `POST /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId}/complete`,
      'POST /api/projects/submit-proposal',
    ])
    // The create, not sent before the edits, carried the latest form: no update was needed.
    expect(calls[0]!.body).toMatchObject({ projectTitle: 'Mine', form1: JSON.stringify({ version: 5, projectTitle: 'Mine, edited again' }) })
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await attachmentsStore.get('a1')).toMatchObject({ state: 'uploaded', documentId: 'doc-1', received: 20 * mib })
    expect(await draftsStore.get('p1')).toMatchObject({ syncState: 'synced', projectNumber: '2026-0001', baseRevision: 2, submissionNoticeDue: true })
    expect((await draftsStore.get('p1'))!.sentAt).toBeGreaterThanOrEqual(before)
    expect((calls.at(-1)!.body as { revision: number }).revision).toBe(1)
    expect(await outboxStore.all()).toEqual([])
    // Pages hear once that the run sent work, for their lists to be read again.
    expect(told).toHaveBeenCalledTimes(1)
    // The notice that the submission reached the registry is taken once, whichever tab asks first.
    expect((await draftsStore.takeSubmissionNotice('p1'))?.projectNumber).toBe('2026-0001')
    expect(await draftsStore.takeSubmissionNotice('p1')).toBeUndefined()
  })

  it('tells the pages nothing after a run that sent nothing', async () => {
    const told = vi.fn()
    const stop = onWorkSent(told)
    await syncNow()
    stop()
    expect(told).not.toHaveBeenCalled()
  })

  it('sends a placer document’s category with its upload, and a later move to another category with its description', async () => {
    await draftsStore.adopt(draft('pc', { kind: 'placer', baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(stagedFile('c1', 'pc', new NodeBlob(['claims']), { fileName: 'claims.pdf', documentTypeId: 25 }))
    await syncNow()
    expect(calls.find((c) => c.path === '/api/uploads/sessions')!.body).toMatchObject({ fileName: 'claims.pdf', documentTypeId: 25 })
    await attachmentsStore.describe('c1', { documentTypeId: 22 })
    await attachmentsStore.describe('c1', { documentTypeId: 22 })
    await syncNow()
    expect(calls.filter((c) => c.path === '/api/projects/update-document-description').map((c) => c.body)).toEqual([
      { projectId: 'pc', documentId: 'doc-1', description: '', documentTypeId: 22 },
    ])
  })

  it('keeps the server’s copy of a draft changed elsewhere, and sends nothing of it until the person chooses', async () => {
    const current = {
      projectId: 'p2',
      revision: 5,
      projectTitle: 'Theirs',
      proponentName: 'Them',
      isAgent: false,
      assessmentDistricts: [],
      firstNations: [],
      form1: '{"version":5,"projectTitle":"Theirs"}',
      kind: 'general',
      language: 'en',
      lastEditedAt: '2026-01-01T00:00:00.000Z',
      submitted: false,
    }
    fakeServer.answer = (call) =>
      call.path.includes('update') && (call.body as { revision: number }).revision === 3
        ? { status: 409, body: { code: 'conflict', userMessage: 'Changed elsewhere', current } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p2', { baseRevision: 3, syncState: 'synced' }))
    await draftsStore.saveEdit('p2', { form: { version: 5, projectTitle: 'Mine' }, summary: draft('p2').summary, updatedAt: 5 })
    await syncNow()
    await syncNow()
    expect(calls).toHaveLength(1)
    expect(await draftsStore.get('p2')).toMatchObject({
      syncState: 'conflict',
      serverCopy: { revision: 5, projectTitle: 'Theirs' },
      form: { projectTitle: 'Mine' },
    })
    // The person keeps theirs: it goes over the revision they were shown, naming the field.
    const theirs = { form: { version: 5, projectTitle: 'Theirs' }, summary: { ...draft('p2').summary, projectTitle: 'Theirs', proponentName: 'Them' } }
    await draftsStore.resolve(
      'p2',
      { form: { version: 5, projectTitle: 'Mine' }, summary: { ...theirs.summary, projectTitle: 'Mine' } },
      { revision: 5, version: theirs },
    )
    await syncNow()
    expect(calls[1]!.body).toMatchObject({ revision: 5, projectTitle: 'Mine', proponentName: 'Them', changed: ['projectTitle'] })
    expect(await draftsStore.get('p2')).toMatchObject({ syncState: 'synced', serverCopy: null, conflicts: null, baseRevision: 2 })
  })

  it('names the fields changed since its base, sends nothing for a move to another part, and takes the fields the server kept from elsewhere', async () => {
    const base = { form: { version: 5, projectTitle: 'Mine' }, summary: draft('p3').summary }
    const current = {
      projectId: 'p3',
      revision: 5,
      projectTitle: 'Theirs',
      proponentName: 'Me',
      isAgent: false,
      assessmentDistricts: [],
      firstNations: [],
      form1: '{"version":5,"projectTitle":"Theirs","contactPhone":"867-555-0199"}',
      kind: 'general',
      language: 'en',
      lastEditedAt: '2026-01-01T00:00:00.000Z',
      submitted: false,
    }
    fakeServer.answer = (call) =>
      call.path.includes('update') ? { status: 200, body: { status: 'OK', revision: 5, projectNumber: null, current } } : serverAnswers(call)
    await draftsStore.adopt(draft('p3', { baseRevision: 3, base, syncState: 'synced' }))
    await draftsStore.saveEdit('p3', { form: { version: 5, projectTitle: 'Mine', part: 4 }, summary: base.summary, updatedAt: 5 })
    await syncNow()
    expect(calls).toEqual([])
    await draftsStore.saveEdit('p3', { form: { version: 5, projectTitle: 'Mine', part: 4, contactPhone: '867-555-0199' }, summary: base.summary, updatedAt: 6 })
    await syncNow()
    expect(calls.map((c) => c.body)).toMatchObject([{ revision: 3, changed: ['contactPhone'] }])
    expect(await draftsStore.get('p3')).toMatchObject({
      syncState: 'synced',
      baseRevision: 5,
      form: { projectTitle: 'Theirs', contactPhone: '867-555-0199', part: 4 },
      summary: { projectTitle: 'Theirs' },
      base: { form: { projectTitle: 'Theirs' } },
    })
  })

  it('keeps everything on a 401, ends the session, and goes on as soon as the person logs in again', async () => {
    startDraftSync()
    await syncNow()
    fakeServer.answer = () => ({ status: 401, body: { code: 'unauthorized' } })
    await draftsStore.create(draft('p4'))
    await syncNow()
    expect(await draftsStore.get('p4')).toMatchObject({ syncState: 'error', lastError: 'login-needed', form: { projectTitle: 'Mine' } })
    expect((await outboxStore.all()).filter((e) => e.projectId === 'p4').map((e) => e.op)).toEqual(['create'])
    // No one is signed in any more: the header and the forms read the same session.
    expect(currentSession()).toBeNull()
    fakeServer.answer = serverAnswers
    // Logging in is all it takes: nothing else asks the engine to run.
    setSession(token(USER))
    await vi.waitFor(async () => expect(await draftsStore.get('p4')).toMatchObject({ syncState: 'synced', lastError: null, baseRevision: 1 }))
  })

  it('on a 401, trades the device token for a new session and sends the work with it, asking no login', async () => {
    const ended = token(USER, 4_000_000_001)
    const renewed = token(USER, 4_000_000_002)
    await startSession({ token: ended, deviceToken: 'device-1' })
    fakeServer.answer = (call) => {
      if (call.path === '/api/users/device-session')
        return { status: 200, body: { status: 'OK', token: renewed, jwtToken: renewed, isTimeToUpdate: false, deviceToken: 'device-2' } }
      // The session this work set out with ended during the trip.
      if (currentSession()?.token === ended) return { status: 401, body: { code: 'session-expired' } }
      return serverAnswers(call)
    }
    await draftsStore.create(draft('p40'))
    await syncNow()
    expect(await draftsStore.get('p40')).toMatchObject({ syncState: 'synced', lastError: null, baseRevision: 1 })
    expect(calls.filter((c) => c.path === '/api/users/device-session').map((c) => c.body)).toEqual([{ deviceToken: 'device-1' }])
    expect(currentSession()?.token).toBe(renewed)
  })
})

describe('the drafts sync engine with no way to the server', () => {
  it('waits 2 s after the first failure, and keeps the work', async () => {
    fakeServer.answer = () => 'unreachable'
    const before = Date.now()
    await draftsStore.create(draft('p5'))
    await syncNow()
    const [entry] = (await outboxStore.all()).filter((e) => e.projectId === 'p5')
    expect(entry).toMatchObject({ op: 'create', attempts: 1, lastError: 'unreachable' })
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(before + 2000)
  })
})
