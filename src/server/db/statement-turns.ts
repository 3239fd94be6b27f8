// The embedded database runs on the server's own thread, and a statement's answer resolves without
// the event loop turning: a transaction of a dozen statements held the loop for its whole length.
// Requests that arrived meanwhile were not read, and a busy loop accepts one new connection per
// turn, so at a comment period's last hour twenty people's new connections were let in one per
// transaction, and the last waited for all the others (decision 0045). Letting the loop turn before
// each statement reads them while a transaction is written, so they join the next group commit.
import { setImmediate as loopTurn } from 'node:timers/promises'
import type { PGlite } from '@electric-sql/pglite'

/** The protocol messages that begin a statement: Parse (of a query with parameters) and Query (a simple one). */
const STATEMENT_STARTS = new Set(['P'.charCodeAt(0), 'Q'.charCodeAt(0)])

/** Makes every statement of `client` (queries, transactions, exec) wait for one turn of the event loop first. */
export function turnLoopBeforeEachStatement(client: PGlite): void {
  // Every statement goes through execProtocolStream (PGlite 0.5), a message at a time: a query
  // with parameters is six (parse, describe, bind, describe, execute, sync), and one turn before
  // its first is enough. The test beside this checks that this is still the path statements take.
  const run = client.execProtocolStream.bind(client)
  client.execProtocolStream = async (...args) => {
    if (STATEMENT_STARTS.has(args[0][0]!)) await loopTurn()
    return run(...args)
  }
}
