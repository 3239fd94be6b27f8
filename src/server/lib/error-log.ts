// What the server writes about a failure: enough to find it (where it happened, the error's kind
// and code, the database's SQLSTATE, the tables and constraint it names, the statement's first
// words, the frames of the code), never the data it carried. A database error's message and
// detail repeat the values it refused, and a failed query's carries all its parameters (e-mail
// addresses, password hashes, whole forms), so neither is written; and no line is longer than
// MAX_LOG_LINE, whatever an error holds.
import { logger } from './logger.ts'

export const MAX_LOG_LINE = 2000
const MAX_MESSAGE = 300
const MAX_FRAMES = 8
/** A statement's opening keywords and identifiers, up to its first placeholder or literal. */
const STATEMENT_START = /^[\s\w"().,*=<>]{1,80}/

interface DatabaseErrorFields {
  code: string
  severity?: string
  table?: string
  column?: string
  constraint?: string
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The error and its causes, outermost first. */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = []
  for (let e: unknown = error; isObject(e) && errors.length < 5 && !errors.includes(e); e = e.cause) errors.push(e)
  return errors.length > 0 ? errors : [error]
}

/** PostgreSQL's (and PGlite's) errors carry a five-character SQLSTATE and a severity. */
function databaseError(errors: unknown[]): DatabaseErrorFields | null {
  const found = errors.find((e) => isObject(e) && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
  return (found as DatabaseErrorFields | undefined) ?? null
}

/** Drizzle's failed-query error keeps the statement apart from its parameters. */
function statementOf(errors: unknown[]): string | null {
  for (const e of errors) if (isObject(e) && typeof e.query === 'string') return (STATEMENT_START.exec(e.query)?.[0] ?? '').replace(/\s+/g, ' ').trim()
  return null
}

/** The stack's frames in the registry's code, after its first lines, which repeat the message. */
function framesOf(error: unknown): string {
  const stack = isObject(error) && typeof error.stack === 'string' ? error.stack : ''
  const message = error instanceof Error ? error.message : ''
  const at = message ? stack.indexOf(message) : -1
  const frames = (at >= 0 ? stack.slice(at + message.length) : stack)
    .split('\n')
    // The registry's own frames: which of its steps failed.
    .filter((line) => /^\s+at /.test(line) && !/node_modules|node:internal/.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim().replace(/^at /, ''))
  return frames.length > 0 ? ` at ${frames.join(' | ')}` : ''
}

const nameOf = (error: unknown) => (error instanceof Error ? error.constructor.name || error.name : typeof error)

const codeOf = (error: unknown) => (isObject(error) && typeof error.code === 'string' ? ` [${error.code}]` : '')

/** One line about the error, with no data from it. */
export function describeError(error: unknown): string {
  const errors = chain(error)
  const database = databaseError(errors)
  const statement = statementOf(errors)
  if (database || statement !== null) {
    // What went wrong under a failed query without a database answer (a lost connection): its kind and code only.
    const what = database
      ? `database error ${database.code}`
      : `query failed: ${
          errors
            .slice(1)
            .map((e) => `${nameOf(e)}${codeOf(e)}`)
            .join(' < ') || 'no cause'
        }`
    const named = database
      ? (['table', 'column', 'constraint'] as const).flatMap((key) => (typeof database[key] === 'string' ? [`${key} ${database[key]}`] : []))
      : []
    return [what, ...named, ...(statement ? [`in "${statement}…"`] : [])].join(', ') + framesOf(error)
  }
  const message = error instanceof Error ? error.message : String(error)
  const shortMessage = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message
  return `${nameOf(error)}${codeOf(error)}: ${shortMessage.replace(/\s+/g, ' ')}${framesOf(error)}`
}

/** Cuts a line to MAX_LOG_LINE characters, saying how much was left out. */
export function capLine(line: string): string {
  if (line.length <= MAX_LOG_LINE) return line
  const cut = `… (${(line.length - MAX_LOG_LINE).toLocaleString('en-CA')} more characters)`
  return line.slice(0, MAX_LOG_LINE - cut.length) + cut
}

/**
 * Writes a failure to the log: what was being done (`msg`) and describeError's line (`error`),
 * with what identifies the work (the request's id), never the data it carried.
 */
export function logError(context: string, error: unknown, fields: Record<string, string | number> = {}): void {
  logger().error({ ...fields, error: capLine(describeError(error)) }, context)
}
