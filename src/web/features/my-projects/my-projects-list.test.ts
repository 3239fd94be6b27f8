import { describe, expect, it } from 'vitest'
import { visibleRows, withDeviceDrafts } from './my-projects-list'

const row = (n: number, overrides: object = {}) => ({
  projectId: `p${n}`,
  projectNumber: `2024-000${n}`,
  title: `Project ${n}`,
  proponentName: 'Klondike Ltd.',
  isActive: true,
  hidden: false,
  ...overrides,
})
const labels = (r: { projectId: string }) => ({
  stage: r.projectId === 'p2' ? 'Adequacy Review' : 'Seeking Views',
  roles: r.projectId === 'p3' ? 'Decision Body' : 'Follower',
})
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
