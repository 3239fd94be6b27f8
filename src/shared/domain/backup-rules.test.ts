import { describe, expect, it } from 'vitest'
import { loadOrder, restoreRefusal } from './backup-rules.ts'

describe('loadOrder', () => {
  it('puts a table after every table it refers to, alphabetically among the free ones', () => {
    const order = loadOrder(
      ['documents', 'uploads', 'projects', 'users', 'notes'],
      [
        { table: 'documents', references: 'uploads' },
        { table: 'documents', references: 'projects' },
        { table: 'projects', references: 'users' },
        { table: 'uploads', references: 'users' },
      ],
    )
    expect(order).toEqual(['notes', 'users', 'projects', 'uploads', 'documents'])
  })

  it('ignores a table that refers to itself and one outside the list', () => {
    expect(
      loadOrder(
        ['b', 'a'],
        [
          { table: 'a', references: 'a' },
          { table: 'b', references: 'spatial_ref_sys' },
        ],
      ),
    ).toEqual(['a', 'b'])
  })

  it('names the tables of a cycle', () => {
    expect(() =>
      loadOrder(
        ['a', 'b', 'c'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow('cycle, so no load order exists: a, b')
  })
})

describe('restoreRefusal', () => {
  const known = [100, 200, 300]
  it('lets a backup at a known level into an empty or older target', () => {
    expect(restoreRefusal(200, known, null)).toBeNull()
    expect(restoreRefusal(200, known, 100)).toBeNull()
    expect(restoreRefusal(300, known, 300)).toBeNull()
  })
  it('refuses a backup from a newer registry', () => {
    expect(restoreRefusal(400, known, null)).toMatch(/newer version of the registry/)
  })
  it('refuses a level it does not know', () => {
    expect(restoreRefusal(150, known, null)).toMatch(/does not know/)
  })
  it('refuses a target already past the backup', () => {
    expect(restoreRefusal(200, known, 300)).toMatch(/new, empty database/)
  })
})
