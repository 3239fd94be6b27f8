// PGlite sends every statement with parameters unnamed, so the embedded database parses, analyzes
// and plans it again at each call: for most of the registry's statements that is far longer than
// running them (a comment group's look-up for repeats: about 1 ms a call, 0.2 ms once prepared).
// This keeps the statements it has seen prepared, under names of its own, as a server's driver
// with a statement cache does (decision 0050). It works on the protocol messages PGlite sends for
// a query (Parse, Describe, Bind, Describe, Execute, Sync, each through execProtocolStream), so
// PGlite's own query, transaction and exec, and Drizzle over them, are unchanged:
// - a Parse of a text seen before is answered as the first one was, without the database;
// - a new text is parsed under a new name, replacing the least recently used beyond the limit;
// - a Describe of the statement is answered with what the database said the first time;
// - a Bind names the statement the Parse before it stood for.
// Prepared statements outlive transactions, rolled back or not. A statement that changes the
// schema (CREATE, ALTER, DROP) forgets them all, since what they return may have changed.
import type { PGlite } from '@electric-sql/pglite'

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>

interface Prepared {
  name: string
  /** The database's answer to its Parse, given again for each Parse of the same text. */
  parsed: Messages
  /** Its answer to the statement's Describe, once asked. */
  described?: Messages
}

const PARSE = 0x50 // 'P'
const DESCRIBE = 0x44 // 'D'
const BIND = 0x42 // 'B'
const STATEMENT = 0x53 // 'S', in a Describe or Close
const latin1 = new TextDecoder('latin1')

/** Where the zero byte that ends the string starting at `from` is. */
const endOfString = (message: Uint8Array, from: number) => message.indexOf(0, from)

/** A message of `type` with the given body, its length written in front as the protocol has it. */
function message(type: number, ...parts: Uint8Array[]): Uint8Array {
  const head = Buffer.alloc(5)
  head[0] = type
  head.writeInt32BE(4 + parts.reduce((sum, part) => sum + part.length, 0), 1)
  return Buffer.concat([head, ...parts])
}

const cString = (text: string) => Buffer.from(`${text}\0`)
const close = (name: string) => message(0x43, Uint8Array.of(STATEMENT), cString(name))

/** Whether the messages say the schema changed: a CREATE, ALTER or DROP completed. */
const changedSchema = (messages: Messages) =>
  messages.some((m) => m.name === 'commandComplete' && /^(CREATE|ALTER|DROP)\b/.test((m as { text?: string }).text ?? ''))

/** PostgreSQL's codes for a prepared statement gone, or one whose result no longer fits its plan. */
const STALE = new Set(['26000', '0A000'])

/** Keeps up to `limit` of `client`'s statements prepared (the least recently used closed first). */
export function cacheStatements(client: PGlite, limit = 200): void {
  const run = client.execProtocolStream.bind(client)
  /** By the Parse message's text and parameter types, in the order last used. */
  const prepared = new Map<string, Prepared>()
  /** Names to close before the next Parse. */
  let closing: string[] = []
  /** The statement the last Parse stood for, which the Describe and Bind after it name. */
  let current: Prepared | undefined
  let count = 0

  const forgetAll = () => {
    closing.push(...[...prepared.values()].map((p) => p.name))
    prepared.clear()
    current = undefined
  }

  async function parse(bytes: Uint8Array, options: Parameters<PGlite['execProtocolStream']>[1]): Promise<Messages> {
    current = undefined
    const nameEnd = endOfString(bytes, 5)
    // A statement someone named is theirs to keep.
    if (nameEnd !== 5) return run(bytes, options)
    const key = latin1.decode(bytes.subarray(6))
    const known = prepared.get(key)
    if (known) {
      prepared.delete(key)
      prepared.set(key, known)
      current = known
      return [...known.parsed]
    }
    if (prepared.size >= limit) {
      const [oldestKey, oldest] = prepared.entries().next().value!
      prepared.delete(oldestKey)
      closing.push(oldest.name)
    }
    const name = `registry_statement_${++count}`
    const closes = closing
    closing = []
    let answer: Messages
    try {
      answer = await run(Buffer.concat([...closes.map(close), message(PARSE, cString(name), bytes.subarray(6))]), options)
    } catch (error) {
      // Closed or not (closing one already closed is no error), they are closed again next time.
      closing.push(...closes)
      throw error
    }
    const parsed = answer.filter((m) => m.name !== 'closeComplete')
    current = { name, parsed }
    prepared.set(key, current)
    return [...parsed]
  }

  client.execProtocolStream = async (bytes, options) => {
    if (bytes[0] === PARSE) return parse(bytes, options)
    const statement = current
    // A Describe or Bind of the unnamed statement, which stands for the one prepared.
    if (statement && bytes[0] === DESCRIBE && bytes[5] === STATEMENT && bytes[6] === 0) {
      statement.described ??= await run(message(DESCRIBE, Uint8Array.of(STATEMENT), cString(statement.name)), options)
      return [...statement.described]
    }
    let sent = bytes
    if (statement && bytes[0] === BIND) {
      const portalEnd = endOfString(bytes, 5)
      if (bytes[portalEnd + 1] === 0) sent = message(BIND, bytes.subarray(5, portalEnd + 1), cString(statement.name), bytes.subarray(portalEnd + 2))
    }
    try {
      const answer = await run(sent, options)
      if (changedSchema(answer)) forgetAll()
      return answer
    } catch (error) {
      if (statement && STALE.has((error as { code?: string }).code ?? '')) forgetAll()
      throw error
    }
  }
}
