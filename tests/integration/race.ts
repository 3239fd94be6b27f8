// Requests released together, for the writes that must take effect once (decision 0051). Every
// request is built and waiting on one barrier before any is sent, so they meet in the server as
// a double click or twenty impatient clients do; no sleeps. On the real PostgreSQL they run side by
// side over the pool; the embedded database still interleaves them between statements.

/** The gate the senders wait on: `open()` releases them all at once. */
export function barrier(): { wait: Promise<void>; open: () => void } {
  let open!: () => void
  const wait = new Promise<void>((resolve) => (open = resolve))
  return { wait, open }
}

/** Runs `send(i)` for i in 0..count-1, all released on one barrier; resolves with every result in order. */
export async function releasedTogether<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const gate = barrier()
  const sent = Array.from({ length: count }, async (_, i) => {
    await gate.wait
    return send(i)
  })
  gate.open()
  return Promise.all(sent)
}

/** How many answers had each status, e.g. `{ 200: 1, 409: 19 }`, to compare whole in an assertion. */
export function statusCounts(responses: ReadonlyArray<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** The number of simultaneous requests each race sends: what the outside probe used. */
export const RACERS = 20
