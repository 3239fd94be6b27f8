// Runs before each API test file. An unexpected console.error, or a line the server logs as an
// error, fails the test that wrote it; the temporary folders the file made are removed when it ends.
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { ERROR_LEVEL, captureLog } from './log-capture.ts'
import { removeTempDirs } from './temp-dirs.ts'

let errors: unknown[][] = []
let log: ReturnType<typeof captureLog> | undefined

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
  // Warnings and errors only: a request line a request would drown the test's own output.
  log = captureLog('warn')
})

afterEach(() => {
  vi.restoreAllMocks()
  const logged = log?.lines().filter((line) => line.level >= ERROR_LEVEL) ?? []
  log?.stop()
  for (const line of logged) errors.push([line.msg, line.error])
  if (errors.length > 0) throw new Error(`An error was logged:\n${errors.map((e) => e.map(String).join(' ')).join('\n')}`)
})

// Registered before the file's own hooks, so it runs after them: once its servers have stopped.
afterAll(removeTempDirs)
