import { describe, expect, it } from 'vitest'
import { ariaSort, nextSort, sortRows } from './table-sort'

describe('table sort', () => {
  it('cycles down, up, then back to the original order', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'down' })
    expect(nextSort({ key: 'title', direction: 'down' }, 'title')).toEqual({ key: 'title', direction: 'up' })
    expect(nextSort({ key: 'title', direction: 'up' }, 'title')).toBeNull()
    expect(nextSort({ key: 'title', direction: 'up' }, 'number')).toEqual({ key: 'number', direction: 'down' })
    expect(ariaSort({ key: 'title', direction: 'up' }, 'title')).toBe('descending')
    expect(ariaSort({ key: 'title', direction: 'up' }, 'number')).toBe('none')
  })

  it('sorts text with numbers in it as people read them, and numbers as numbers', () => {
    const rows = [
      { title: 'Project 2', n: 9 },
      { title: 'Project 10', n: 10 },
      { title: 'Project 1', n: 100 },
    ]
    const value = (r: (typeof rows)[number], key: 'title' | 'n') => r[key]
    expect(sortRows(rows, { key: 'title', direction: 'down' }, value).map((r) => r.title)).toEqual(['Project 1', 'Project 2', 'Project 10'])
    expect(sortRows(rows, { key: 'title', direction: 'up' }, value).map((r) => r.title)).toEqual(['Project 10', 'Project 2', 'Project 1'])
    expect(sortRows(rows, { key: 'n', direction: 'up' }, value).map((r) => r.n)).toEqual([100, 10, 9])
    expect(sortRows(rows, null, value)).toEqual(rows)
  })

  it('puts empty values last whichever way it sorts', () => {
    const rows = [{ v: null }, { v: 3 }, { v: 1 }]
    const value = (r: { v: number | null }) => r.v
    expect(sortRows(rows, { key: 'v', direction: 'down' }, value).map((r) => r.v)).toEqual([1, 3, null])
    expect(sortRows(rows, { key: 'v', direction: 'up' }, value).map((r) => r.v)).toEqual([3, 1, null])
  })
})
