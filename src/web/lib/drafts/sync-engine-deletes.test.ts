// @vitest-environment happy-dom
// The sync engine deleting a draft: forgotten here at once, only the delete sent (again, with the same
// key, until the server is reached), and a draft deleted while its create was on its way.
import { describe, expect, it, vi } from 'vitest'
import { stagedFile } from '../db/device-draft-factory'
import {
  calls,
  fakeServer,
  NodeBlob,
  USER,
  draft,
  serverAnswers,
  draftsStore,
  attachmentsStore,
  outboxStore,
  startDraftSync,
  syncNow,
} from './sync-engine-test-server'

describe('deleting a draft', () => {
  const file = (id: string, projectId: string) => stagedFile(id, projectId, new NodeBlob([new Uint8Array(10)]), { fileName: 'small.pdf' })
  const left = async (projectId: string) => (await outboxStore.all()).filter((e) => e.projectId === projectId).map((e) => e.op)

  it('forgets it here at once and sends only the delete, in place of its waiting updates and uploads', async () => {
    await draftsStore.adopt(draft('d1', { baseRevision: 2, syncState: 'synced' }))
    await draftsStore.saveEdit('d1', { form: { version: 5, projectTitle: 'Edited' }, summary: draft('d1').summary, updatedAt: 5 })
    await attachmentsStore.add(file('f1', 'd1'))
    await draftsStore.requestSubmit('d1')
    await draftsStore.remove('d1', USER)
    expect(await draftsStore.get('d1')).toBeUndefined()
    expect(await attachmentsStore.ofProject('d1')).toEqual([])
    expect(await left('d1')).toEqual(['delete'])
    await syncNow()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/projects/delete-proposal'])
    expect(calls[0]).toMatchObject({ body: { projectId: 'd1' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(await left('d1')).toEqual([])
  })

  it('sends nothing for a draft the server never had', async () => {
    await draftsStore.create(draft('d2'))
    await attachmentsStore.add(file('f2', 'd2'))
    await draftsStore.remove('d2', USER)
    await syncNow()
    expect(calls).toEqual([])
    expect(await left('d2')).toEqual([])
  })

  it('keeps the delete while the server cannot be reached, sends it again with the same key, and takes a 404 as done', async () => {
    fakeServer.answer = () => 'unreachable'
    await draftsStore.remove('d3', USER)
    await syncNow()
    const [waiting] = (await outboxStore.all()).filter((e) => e.projectId === 'd3')
    expect(waiting).toMatchObject({ op: 'delete', attempts: 1, payload: { userId: USER } })
    fakeServer.answer = () => ({ status: 404, body: { code: 'not-found' } })
    // The connection returns: the waiting work goes at once.
    startDraftSync()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await left('d3')).toEqual([]))
    expect(calls.map((c) => c.key)).toEqual([waiting!.idempotencyKey, waiting!.idempotencyKey])
  })

  it('deletes on the server a draft deleted here while its create was on its way', async () => {
    let removal: Promise<void> | undefined
    fakeServer.answer = (call) => {
      if (call.path.includes('create')) removal = draftsStore.remove('d4', USER)
      return serverAnswers(call)
    }
    await draftsStore.create(draft('d4'))
    await syncNow()
    await removal
    await syncNow()
    expect(calls.map((c) => c.path)).toEqual(['/api/projects/create-proposal', '/api/projects/delete-proposal'])
    expect(await left('d4')).toEqual([])
  })
})
