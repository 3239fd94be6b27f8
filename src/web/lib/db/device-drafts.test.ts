import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { localDb } from './local-db'
import { stagedFile, storedDraft } from './device-draft-factory'
import { removeDraftsFromDevice } from './device-drafts'
import { keepMyProjects, savedMyProjects } from './my-projects-lists'

const draft = (projectId: string, userId: string) => storedDraft(projectId, { userId })
const file = (id: string, projectId: string) => stagedFile(id, projectId, new Blob(['x']))

describe('drafts on the device', () => {
  it('removes one person’s drafts with their files and unsent work and their saved My Projects list, and leaves another’s alone', async () => {
    await localDb.drafts.bulkAdd([draft('a1', 'ann'), draft('a2', 'ann'), draft('b1', 'bob')])
    await localDb.attachments.bulkAdd([file('f1', 'a1'), file('f2', 'b1')])
    const work = { payload: {}, idempotencyKey: 'k', attempts: 0, nextAttemptAt: 0, lastError: null }
    await localDb.outbox.bulkAdd([
      { ...work, projectId: 'a1', op: 'create' },
      { ...work, projectId: 'a2', op: 'update' },
      { ...work, projectId: 'b1', op: 'create' },
    ])

    await keepMyProjects('ann', [])
    await keepMyProjects('bob', [])

    await removeDraftsFromDevice('ann')

    expect((await localDb.drafts.toArray()).map((d) => d.projectId)).toEqual(['b1'])
    expect((await localDb.attachments.toArray()).map((a) => a.id)).toEqual(['f2'])
    expect((await localDb.outbox.toArray()).map((e) => e.projectId)).toEqual(['b1'])
    // Ann's My Projects list as last seen goes with her drafts; Bob's stays his.
    expect(await savedMyProjects('ann')).toBeUndefined()
    expect(await savedMyProjects('bob')).toMatchObject({ userId: 'bob', projects: [], savedAt: expect.any(Number) })
    await removeDraftsFromDevice('nobody')
    expect(await localDb.drafts.count()).toBe(1)
  })
})
