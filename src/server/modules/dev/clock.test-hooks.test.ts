import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { clockTestHooks, movableClock } from './clock.test-hooks.ts'

/** The hook's answer, its AppError answered by status as the app's error handler answers it. */
function advance(deps: Pick<AppDeps, 'clock'>, ms: number) {
  const hooks = clockTestHooks(deps as AppDeps)
  hooks.onError((error, c) => c.json({ message: error.message }, error instanceof AppError ? error.status : 500))
  return hooks.request('/api/test/clock/advance', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms }) })
}

describe('the test server’s clock', () => {
  it('moves forward by what the hook adds, and goes on from there', async () => {
    const clock = movableClock()
    const answer = await advance({ clock }, 7 * 86_400_000)
    expect(answer.status).toBe(200)
    const ahead = clock().getTime() - Date.now()
    expect(ahead).toBeGreaterThan(7 * 86_400_000 - 1000)
    expect(ahead).toBeLessThanOrEqual(7 * 86_400_000)
    expect(Date.parse(((await answer.json()) as { now: string }).now)).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 1000)
  })

  it('is not moved on a server started with a fixed one', async () => {
    expect((await advance({ clock: () => new Date() }, 1000)).status).toBe(409)
  })
})
