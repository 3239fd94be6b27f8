import 'fake-indexeddb/auto'
import { afterAll, describe, expect, it } from 'vitest'
import { isQuotaError, RegistryDatabase } from './local-db'
import type { SavedProject } from './local-db'

const db = new RegistryDatabase('registry-test')
afterAll(() => db.delete())

const saved = (projectId: string, savedAt: number): SavedProject => ({
  projectId,
  projectNumber: '2024-0001',
  title: 'A project',
  proponentName: 'Someone',
  project: {} as SavedProject['project'],
  paths: [`/api/projects/${projectId}`],
  documentCount: 0,
  bytes: 100,
  savedAt,
  fetchedAt: savedAt,
})

describe('local database', () => {
  it('keeps saved projects by id, listed newest save first', async () => {
    await db.savedProjects.bulkPut([saved('a', 1), saved('b', 3), saved('c', 2)])
    await db.savedProjects.put({ ...saved('a', 4), bytes: 200 })
    const list = await db.savedProjects.orderBy('savedAt').reverse().toArray()
    expect(list.map((p) => [p.projectId, p.bytes])).toEqual([
      ['a', 200],
      ['b', 100],
      ['c', 100],
    ])
  })

  it('recognizes a quota error as Cache Storage and as Dexie report it', () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    expect(isQuotaError(quota)).toBe(true)
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true)
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'ConstraintError' } })).toBe(false)
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isQuotaError(undefined)).toBe(false)
  })
})
