import { describe, expect, it } from 'vitest'
import { nextSort, sortRows, visibleRows, withDeviceDrafts } from './my-projects-list'

const row = (n: number, overrides: object = {}) => ({ projectId: `p${n}`, projectNumber: `2024-000${n}`, title: `Project ${n}`, proponentName: 'Klondike Ltd.', isActive: true, hidden: false, ...overrides })
const labels = (r: { projectId: string }) => ({ stage: r.projectId === 'p2' ? 'Adequacy Review' : 'Seeking Views', roles: r.projectId === 'p3' ? 'Decision Body' : 'Follower' })
const all = { filter: '', showHidden: false, onlyActive: true }

describe('My Projects list', () => {
  it('hides hidden and closed projects unless asked', () => {
    const rows = [row(1), row(2, { hidden: true }), row(3, { isActive: false })]
    expect(visibleRows(rows, all, labels).map((r) => r.projectId)).toEqual(['p1'])
    expect(visibleRows(rows, { ...all, showHidden: true, onlyActive: false }, labels).map((r) => r.projectId)).toEqual(['p1', 'p2', 'p3'])
  })

  it('filters on title, proponent, number with or without dash, stage and role', () => {
    const rows = [row(1), row(2), row(3)]
    const ids = (filter: string) => visibleRows(rows, { ...all, filter }, labels).map((r) => r.projectId)
    expect(ids('adequacy')).toEqual(['p2'])
    expect(ids('decision body')).toEqual(['p3'])
    expect(ids('20240001')).toEqual(['p1'])
    expect(ids('klondike 0002')).toEqual(['p2'])
  })

  it('sorts down, up, then back to the original order', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'down' })
    expect(nextSort({ key: 'title', direction: 'down' }, 'title')).toEqual({ key: 'title', direction: 'up' })
    expect(nextSort({ key: 'title', direction: 'up' }, 'title')).toBeNull()
    expect(nextSort({ key: 'title', direction: 'up' }, 'number')).toEqual({ key: 'number', direction: 'down' })
    const rows = [row(2), row(10), row(1)]
    const value = (r: ReturnType<typeof row>) => r.title
    expect(sortRows(rows, { key: 'title', direction: 'down' }, value).map((r) => r.title)).toEqual(['Project 1', 'Project 2', 'Project 10'])
    expect(sortRows(rows, { key: 'title', direction: 'up' }, value).map((r) => r.title)).toEqual(['Project 10', 'Project 2', 'Project 1'])
    expect(sortRows(rows, null, value)).toEqual(rows)
  })

  it('adds the drafts only on this device, newest first, lists once those the list has too, and leaves out drafts being deleted', () => {
    const drafts = [
      { projectId: 'p1', updatedAt: 5 },
      { projectId: 'local-old', updatedAt: 1 },
      { projectId: 'local-new', updatedAt: 9 },
      { projectId: 'local-gone', updatedAt: 7 },
    ]
    const toRow = (d: { projectId: string }) => row(0, { projectId: d.projectId, projectNumber: null, title: 'only here' })
    const alsoHere = (r: ReturnType<typeof row>, d: { updatedAt: number }) => ({ ...r, title: `also here, edited at ${d.updatedAt}` })
    const merged = withDeviceDrafts([row(1), row(2), row(3)], { drafts, deleting: new Set(['p2', 'local-gone']) }, toRow, alsoHere)
    expect(merged.map((r) => [r.projectId, r.title])).toEqual([
      ['local-new', 'only here'],
      ['local-old', 'only here'],
      ['p1', 'also here, edited at 5'],
      ['p3', 'Project 3'],
    ])
  })
})
