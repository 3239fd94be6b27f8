// The server's log lines written during a test, parsed, for tests that read what was logged.
import type { DestinationStream } from 'pino'
import { logTo } from '../../src/server/lib/logger.ts'

export type LogLine = Record<string, unknown> & { level: number; msg?: string }

/** pino's number for the error level: lines at it or above are failures. */
export const ERROR_LEVEL = 50

/** Sends the log here until `stop()`; `lines()` are those written so far. */
export function captureLog(level: 'info' | 'warn' = 'info'): { lines: () => LogLine[]; stop: () => void } {
  const written: string[] = []
  const stream: DestinationStream = { write: (line: string) => void written.push(line) }
  const stop = logTo(stream, level)
  return {
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    stop,
  }
}
