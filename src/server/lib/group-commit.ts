// Group commit (decision 0041): writes that arrive while the one before is being written wait, and
// are then written together, in one transaction with one statement per kind of row, by a writer
// that answers each of them on its own. One group is written at a time, so a group is whatever
// arrived meanwhile; a write alone waits for nothing (only until the next turn of the event loop,
// so that writes arriving together start together).
//
// Nothing of one item can fail another: the writer answers each item's expected refusals itself,
// and when it throws, each item of the group is written again alone, so that the error reaches
// only the item that causes it.

/** The writer's answer for one item: its value, its own error, or "write it again in the next group". */
export type GroupOutcome<O> = { value: O } | { error: unknown } | { again: true }

interface Waiting<I, O> {
  item: I
  resolve(value: O): void
  reject(error: unknown): void
}

/**
 * A function that writes one item, grouped with the others that wait: write answers, in order,
 * one outcome per item of the group it is given (at most maxItems).
 */
export function groupCommit<I, O>(write: (items: I[]) => Promise<GroupOutcome<O>[]>, maxItems: number): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = []
  let writing = false

  async function settle(group: Waiting<I, O>[]): Promise<GroupOutcome<O>[]> {
    try {
      return await write(group.map((w) => w.item))
    } catch (error) {
      if (group.length === 1) return [{ error }]
      const outcomes: GroupOutcome<O>[] = []
      for (const waiting of group) outcomes.push(...(await settle([waiting])))
      return outcomes
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const group = queue.splice(0, maxItems)
        const outcomes = await settle(group)
        const again: Waiting<I, O>[] = []
        group.forEach((waiting, i) => {
          const outcome = outcomes[i]!
          if ('again' in outcome) again.push(waiting)
          else if ('error' in outcome) waiting.reject(outcome.error)
          else waiting.resolve(outcome.value)
        })
        queue.unshift(...again)
      }
    } finally {
      writing = false
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (writing) return
      writing = true
      setImmediate(() => void drain())
    })
}
