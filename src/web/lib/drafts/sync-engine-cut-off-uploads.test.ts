// @vitest-environment happy-dom
// The sync engine going on with a file upload that was cut off, from the bytes the server has, and
// forgetting a file removed before it went.
import { describe, expect, it } from 'vitest'
import { stagedFile } from '../db/device-draft-factory'
import { calls, fakeServer, mib, NodeBlob, draft, serverAnswers, draftsStore, attachmentsStore, outboxStore, syncNow } from './sync-engine-test-server'

describe('a file upload cut off', () => {
  const attachment = (id: string, projectId: string, size: number, uploadId: string | null) =>
    stagedFile(id, projectId, new NodeBlob([new Uint8Array(size)]), { fileName: 'big.pdf', uploadId })

  it('goes on from the bytes the server has, with the same upload id, and from where a refused chunk says', async () => {
    await draftsStore.adopt(draft('p6', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(attachment('a6', 'p6', 20 * mib, '6a5f2c1e-1111-4111-8111-111111111111'))
    let refusedOnce = false
    fakeServer.answer = (call) => {
      // The first 8 MB arrived before the connection dropped.
      if (call.path === '/api/uploads/sessions') return { status: 200, body: { status: 'OK', received: 8 * mib } }
      if (call.method === 'PUT' && call.range?.startsWith(`bytes ${8 * mib}-`) && !refusedOnce) {
        refusedOnce = true
        // Half of the next chunk got there too before the answer was lost.
        return { status: 400, body: { code: 'incomplete-chunk', received: 12 * mib } }
      }
      return serverAnswers(call)
    }
    await syncNow()
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.range)).toEqual([
      `bytes ${8 * mib}-${16 * mib - 1}/${20 * mib}`,
      `bytes ${12 * mib}-${20 * mib - 1}/${20 * mib}`,
    ])
    expect((calls[0]!.body as { uploadId: string }).uploadId).toBe('6a5f2c1e-1111-4111-8111-111111111111')
    expect(await attachmentsStore.get('a6')).toMatchObject({ state: 'uploaded', received: 20 * mib })
  })

  it('forgets a file removed before it went, and sends nothing for it', async () => {
    await draftsStore.adopt(draft('p7', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(attachment('a7', 'p7', 10, null))
    await attachmentsStore.remove('a7')
    expect(await attachmentsStore.get('a7')).toBeUndefined()
    expect((await outboxStore.all()).filter((e) => e.projectId === 'p7')).toEqual([])
  })
})
