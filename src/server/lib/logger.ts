// The server's log: one JSON object a line on standard output, for an operator's log collector; on
// a developer's terminal the same lines made readable by pino-pretty. What goes into a line is
// decided where it is written: the request log writes the route's pattern, never its address;
// the error log writes describeError's line, never an error's data (error-log.ts).
import pino from 'pino'
import type { DestinationStream, Level, Logger } from 'pino'

export type { Logger }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LoggingOptions {
  level: LogLevel
  /** Human-readable lines (a development server on a terminal). */
  pretty: boolean
}

const base = { service: 'registry' }

/**
 * Where lines go: written in batches of about 4 KB, and at least every 250 ms, instead of one write
 * a line. A write a request cost about 7% of a read's CPU in the read mix (bench
 * observability-cost); batched, about 3%. pino flushes what is left when the process exits, a
 * crash included; only a kill -9 loses the last quarter second.
 */
export function batchedDestination(target: { fd: number } | { dest: string }): DestinationStream {
  return pino.destination({ ...target, sync: false, minLength: 4096, periodicFlush: 250 })
}

function build(options: LoggingOptions, destination?: DestinationStream): Logger {
  if (destination) return pino({ level: options.level, base }, destination)
  if (options.pretty)
    return pino({
      level: options.level,
      base,
      transport: { target: 'pino-pretty', options: { destination: 1, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss' } },
    })
  return pino({ level: options.level, base }, batchedDestination({ fd: 1 }))
}

let current: Logger = build({ level: 'info', pretty: false })

/** The process's log; configureLogging sets it up once the configuration is read. */
export const logger = (): Logger => current

export function configureLogging(options: LoggingOptions): void {
  current = build(options)
}

/**
 * Sends the log to a stream of the caller's for the time of a test; the returned function puts
 * the previous log back.
 */
export function logTo(destination: DestinationStream, level: Level = 'info'): () => void {
  const previous = current
  current = build({ level, pretty: false }, destination)
  return () => {
    current = previous
  }
}
