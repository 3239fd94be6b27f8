// @vitest-environment happy-dom
// What the sync engine keeps of work the registry refuses: the refusal's code as the reason, a
// submission marked as failed, and the files a refused submission shows gone from the registry.
import { describe, expect, it } from 'vitest'
import { stagedFile } from '../db/device-draft-factory'
import { calls, fakeServer, NodeBlob, draft, serverAnswers, draftsStore, attachmentsStore, outboxStore, syncNow } from './sync-engine-test-server'
import type { Call } from './sync-engine-test-server'

describe('work the registry refuses', () => {
  it('keeps the refusal’s code as the reason, never the server’s English, and a file’s own reason beside it', async () => {
    fakeServer.answer = (call) =>
      call.path.includes('submit')
        ? { status: 400, body: { status: 'KO', code: 'incomplete', userMessage: 'Proposal was not submitted: it lacks location.', missing: ['location'] } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p8', { baseRevision: 1, syncState: 'synced' }))
    await draftsStore.requestSubmit('p8')
    await syncNow()
    expect(await draftsStore.get('p8')).toMatchObject({
      syncState: 'error',
      lastError: 'incomplete',
      missingRequirements: ['location'],
      failedOp: 'submit',
      submitRequested: false,
    })

    fakeServer.answer = (call) =>
      call.path === '/api/uploads/sessions'
        ? { status: 409, body: { status: 'KO', code: 'one-file-only', userMessage: 'Only one proposal file may be attached.' } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p9', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(stagedFile('a9', 'p9', new NodeBlob([new Uint8Array(10)]), { group: 'proposal', fileName: 'p.pdf' }))
    await syncNow()
    expect(await attachmentsStore.get('a9')).toMatchObject({ lastError: 'one-file-only' })
    expect(await draftsStore.get('p9')).toMatchObject({ lastError: 'one-file-only', missingRequirements: null, failedOp: 'upload' })
    // Submitted again, the refusal and what it named are cleared.
    await draftsStore.requestSubmit('p8')
    expect(await draftsStore.get('p8')).toMatchObject({ lastError: null, missingRequirements: null })
    await outboxStore.deleteWhere('p8', 'submit')
  })
})

describe('a submission refused', () => {
  it('marks the draft’s submission as failed, when the registry refuses it or a document meant to go with it', async () => {
    fakeServer.answer = (call) =>
      call.path.includes('submit') ? { status: 400, body: { code: 'incomplete', userMessage: 'Please attach Proposal' } } : serverAnswers(call)
    await draftsStore.adopt(draft('s1', { baseRevision: 1, syncState: 'synced' }))
    await draftsStore.requestSubmit('s1')
    await syncNow()
    expect(await draftsStore.get('s1')).toMatchObject({
      submitRequested: false,
      submitFailed: true,
      syncState: 'error',
      lastError: 'incomplete',
      failedOp: 'submit',
    })

    calls.length = 0
    fakeServer.answer = (call) =>
      call.path === '/api/uploads/sessions' ? { status: 415, body: { code: 'unsupported-file', userMessage: 'This is not a PDF.' } } : serverAnswers(call)
    await draftsStore.adopt(draft('s2', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(stagedFile('sa2', 's2', new NodeBlob(['hello']), { group: 'proposal', fileName: 'p.pdf' }))
    await draftsStore.requestSubmit('s2')
    await syncNow()
    expect(await draftsStore.get('s2')).toMatchObject({ submitRequested: false, submitFailed: true, failedOp: 'upload', lastError: 'unsupported-file' })
    expect(calls.some((c) => c.path.includes('submit'))).toBe(false)
    // Submitting again starts afresh.
    await draftsStore.requestSubmit('s2')
    expect(await draftsStore.get('s2')).toMatchObject({ submitRequested: true, submitFailed: false })
    await outboxStore.deleteWhere('s2', 'submit')
  })
})

describe('files the registry no longer has, after a refusal', () => {
  const sent = (id: string, projectId: string) =>
    stagedFile(id, projectId, new NodeBlob(['x']), { state: 'uploaded', documentId: `doc-${id}`, uploadId: `upload-${id}` })
  const lists = (failing: string | null) => (call: Call) => {
    if (failing && call.path.endsWith(failing)) return { status: 500, body: { code: 'internal' } }
    if (call.path.endsWith('/documents')) return { status: 200, body: [{ documentId: 'doc-kept', fileName: 'kept.pdf', description: '', attachments: [] }] }
    return { status: 200, body: { status: 'OK', documents: [] } }
  }

  it('forgets the files that had reached the registry and are gone from its lists, with their waiting work; never a file waiting to be sent', async () => {
    const { forgetDocumentsGoneFromServer } = await import('./draft-actions')
    await draftsStore.adopt(draft('g1', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.adopt([sent('kept', 'g1'), sent('gone', 'g1'), stagedFile('waiting', 'g1', new NodeBlob(['y']))])
    await attachmentsStore.describe('gone', { description: 'Site plan' })
    expect((await outboxStore.all()).filter((e) => e.projectId === 'g1').map((e) => e.op)).toEqual(['describe'])

    // A list that does not come is never read as files gone.
    fakeServer.answer = lists('/proposal-location')
    await forgetDocumentsGoneFromServer('g1')
    expect((await attachmentsStore.ofProject('g1')).map((a) => a.id).sort()).toEqual(['gone', 'kept', 'waiting'])

    fakeServer.answer = lists(null)
    await forgetDocumentsGoneFromServer('g1')
    expect((await attachmentsStore.ofProject('g1')).map((a) => a.id).sort()).toEqual(['kept', 'waiting'])
    expect((await outboxStore.all()).filter((e) => e.projectId === 'g1')).toEqual([])
  })
})
