// Runs before each API test file. An unexpected console.error fails the test that logged it.
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.map((e) => e.map(String).join(' ')).join('\n')}`)
})
