// The embedded database runs on the server's own thread, and a statement's answer resolves without
// the event loop turning: a transaction of a dozen statements held the loop for its whole length.
// Requests that arrived meanwhile were not read, and a busy loop accepts one new connection per
// turn, so at a comment period's last hour twenty people's new connections were let in one per
// transaction, and the last waited for all the others (decision 0045). Letting the loop turn before
// each statement reads them while a transaction is written, so they join the next group commit.
import { setImmediate as loopTurn } from 'node:timers/promises'
import type { PGlite } from '@electric-sql/pglite'

/** Makes every statement of `client` (queries, transactions, exec) wait for one turn of the event loop first. */
export function turnLoopBeforeEachStatement(client: PGlite): void {
  // Every statement goes through execProtocolStream (PGlite 0.5); the test beside this checks it still does.
  const run = client.execProtocolStream.bind(client)
  client.execProtocolStream = async (...args) => {
    await loopTurn()
    return run(...args)
  }
}
