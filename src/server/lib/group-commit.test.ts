import { describe, expect, it } from 'vitest'
import { groupCommit } from './group-commit.ts'
import type { GroupOutcome } from './group-commit.ts'

/** A writer that records its groups and answers each item doubled, or as the test says. */
function recorder(answer: (item: number, group: number[], index: number) => GroupOutcome<number> = (item) => ({ value: item * 2 })) {
  const groups: number[][] = []
  let release: () => void = () => {}
  let held: Promise<void> | null = null
  const write = async (items: number[]) => {
    groups.push(items)
    if (held) await held
    if (items.includes(13)) throw new Error('unlucky')
    return items.map((item, i) => answer(item, items, i))
  }
  return {
    groups,
    write,
    /** Holds the writes until release() is called. */
    hold() {
      held = new Promise((done) => (release = done))
    },
    release: () => {
      held = null
      release()
    },
  }
}

describe('group commit', () => {
  it('writes what arrives together in one group, and what arrives while it is written in the next', async () => {
    const writer = recorder()
    const write = groupCommit(writer.write, 10)
    writer.hold()
    const first = [write(1), write(2)]
    await new Promise((done) => setImmediate(done))
    const meanwhile = [write(3), write(4), write(5)]
    writer.release()
    expect(await Promise.all([...first, ...meanwhile])).toEqual([2, 4, 6, 8, 10])
    expect(writer.groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ])
  })

  it('writes at most maxItems in one group', async () => {
    const writer = recorder()
    const write = groupCommit(writer.write, 2)
    expect(await Promise.all([1, 2, 3, 4, 5].map(write))).toEqual([2, 4, 6, 8, 10])
    expect(writer.groups).toEqual([[1, 2], [3, 4], [5]])
  })

  it('gives each item its own error, and the others their values', async () => {
    const writer = recorder((item) => (item === 2 ? { error: new Error('two is refused') } : { value: item * 2 }))
    const write = groupCommit(writer.write, 10)
    const outcomes = await Promise.allSettled([write(1), write(2), write(3)])
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('two is refused') },
      { status: 'fulfilled', value: 6 },
    ])
    expect(writer.groups).toEqual([[1, 2, 3]])
  })

  it('writes each item alone when a group fails, so that only the item that fails it fails', async () => {
    const writer = recorder()
    const write = groupCommit(writer.write, 10)
    const outcomes = await Promise.allSettled([write(12), write(13), write(14)])
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 24 },
      { status: 'rejected', reason: new Error('unlucky') },
      { status: 'fulfilled', value: 28 },
    ])
    expect(writer.groups).toEqual([[12, 13, 14], [12], [13], [14]])
  })

  it('writes again, in the next group, an item the writer asks to see again', async () => {
    // The writer answers a repeated item only once the first of them is written.
    const writer = recorder((item, group, index) => (group.indexOf(item) === index ? { value: item * 2 } : { again: true }))
    const write = groupCommit(writer.write, 10)
    expect(await Promise.all([write(7), write(7)])).toEqual([14, 14])
    expect(writer.groups).toEqual([[7, 7], [7]])
  })
})
