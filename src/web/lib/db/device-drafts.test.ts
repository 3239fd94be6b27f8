import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { localDb } from './local-db'
import type { StoredAttachment, StoredDraft } from './local-db'
import { removeDraftsFromDevice } from './device-drafts'

const draft = (projectId: string, userId: string): StoredDraft => ({
  projectId,
  kind: 'general',
  userId,
  form: { version: 5 },
  summary: { projectTitle: projectId, proponentName: '', isAgent: false, assessmentDistricts: [], firstNations: [], language: 'en' },
  baseRevision: null,
  updatedAt: 1,
  syncState: 'local',
  lastError: null,
  serverCopy: null,
  submitRequested: false,
  projectNumber: null,
})

const file = (id: string, projectId: string): StoredAttachment => ({
  id,
  projectId,
  group: 'project',
  blob: new Blob(['x']),
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 1,
  description: '',
  state: 'staged',
  documentId: null,
  uploadId: null,
  received: 0,
  addedAt: 1,
})

describe('drafts on the device', () => {
  it('removes one person’s drafts with their files and unsent work, and leaves another’s alone', async () => {
    await localDb.drafts.bulkAdd([draft('a1', 'ann'), draft('a2', 'ann'), draft('b1', 'bob')])
    await localDb.attachments.bulkAdd([file('f1', 'a1'), file('f2', 'b1')])
    const work = { payload: {}, idempotencyKey: 'k', attempts: 0, nextAttemptAt: 0, lastError: null }
    await localDb.outbox.bulkAdd([
      { ...work, projectId: 'a1', op: 'create' },
      { ...work, projectId: 'a2', op: 'update' },
      { ...work, projectId: 'b1', op: 'create' },
    ])

    await removeDraftsFromDevice('ann')

    expect((await localDb.drafts.toArray()).map((d) => d.projectId)).toEqual(['b1'])
    expect((await localDb.attachments.toArray()).map((a) => a.id)).toEqual(['f2'])
    expect((await localDb.outbox.toArray()).map((e) => e.projectId)).toEqual(['b1'])
    await removeDraftsFromDevice('nobody')
    expect(await localDb.drafts.count()).toBe(1)
  })
})
