import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noLocalDatabase, noteRemoved, noteSaved, readSavedIndex, rewriteSavedIndex, savedAtInIndex, subscribeSavedIndex } from './saved-index'

/** localStorage as a browser keeps it; `full` makes every write fail as a full or private-mode store does. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('full', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the saved index', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))

  it('cannot say anything before it is first written, since older saves may be missing from it', () => {
    expect(readSavedIndex()).toBeNull()
    expect(savedAtInIndex('p1')).toBeUndefined()
    noteSaved('p1', 1000)
    expect(savedAtInIndex('p1')).toBeUndefined()
  })

  it('once written from the table, says which projects are saved and when', () => {
    expect(rewriteSavedIndex([{ projectId: 'p1', savedAt: 1000 }])).toBe(true)
    expect(savedAtInIndex('p1')).toBe(1000)
    expect(savedAtInIndex('p2')).toBeNull()
  })

  it('follows saves, refreshes and removals', () => {
    rewriteSavedIndex([])
    noteSaved('p1', 1000)
    noteSaved('p2', 2000)
    noteSaved('p1', 3000)
    expect(readSavedIndex()).toEqual({ p1: 3000, p2: 2000 })
    noteRemoved('p1')
    expect(readSavedIndex()).toEqual({ p2: 2000 })
  })

  it('is repaired by a full read of the table', () => {
    rewriteSavedIndex([{ projectId: 'gone', savedAt: 1 }])
    rewriteSavedIndex([{ projectId: 'p1', savedAt: 5 }])
    expect(readSavedIndex()).toEqual({ p1: 5 })
  })

  it('ignores what it cannot read as an index', () => {
    localStorage.setItem('registry.savedProjects', '{not json')
    expect(savedAtInIndex('p1')).toBeUndefined()
    localStorage.setItem('registry.savedProjects', '{"p1":"yesterday"}')
    expect(savedAtInIndex('p1')).toBeUndefined()
  })

  it('tells subscribers in this tab when it changes, until they stop listening', () => {
    const listener = vi.fn()
    const stop = subscribeSavedIndex(listener)
    rewriteSavedIndex([])
    noteSaved('p1', 1)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    noteRemoved('p1')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('the saved index without localStorage', () => {
  it('cannot say anything when localStorage refuses access', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(rewriteSavedIndex([{ projectId: 'p1', savedAt: 1 }])).toBe(false)
    expect(savedAtInIndex('p1')).toBeUndefined()
  })

  it('drops itself rather than go stale when a write fails', () => {
    const storage = memoryStorage()
    storage.setItem('registry.savedProjects', '{"p1":1}')
    vi.stubGlobal('localStorage', { ...storage, getItem: storage.getItem, removeItem: storage.removeItem, setItem: memoryStorage({ full: true }).setItem })
    noteRemoved('p1')
    expect(savedAtInIndex('p1')).toBeUndefined()
  })
})

describe('noLocalDatabase', () => {
  it('is true only when the browser lists its databases and the registry database is not among them', async () => {
    vi.stubGlobal('indexedDB', { databases: () => Promise.resolve([{ name: 'other', version: 1 }]) })
    expect(await noLocalDatabase()).toBe(true)
    vi.stubGlobal('indexedDB', { databases: () => Promise.resolve([{ name: 'registry', version: 2 }]) })
    expect(await noLocalDatabase()).toBe(false)
    vi.stubGlobal('indexedDB', {})
    expect(await noLocalDatabase()).toBe(false)
  })
})
