// A cheap look every few seconds that sends a queue's job when there is work: rows written by
// other transactions (an outbox, a trigger) are found without asking the writers to send it.
import { logError } from '../lib/error-log.ts'

/** Starts looking; the returned function stops. A look still running is not overlapped. */
export function wakeWhen(due: () => Promise<boolean>, wake: () => Promise<unknown>, everyMs: number, failure: string): () => void {
  let looking = false
  const look = async () => {
    if (looking) return
    looking = true
    try {
      if (await due()) await wake()
    } catch (error) {
      logError(failure, error)
    } finally {
      looking = false
    }
  }
  const timer = setInterval(() => void look(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
