// The test server's clock, moved forward by a browser test of a long field trip (a week without a
// connection is tried in minutes, the page's clock and the registry's moving together):
// POST /api/test/clock/advance { ms }. Only a server run with APP_ENV=test has a movable clock.
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'

export interface MovableClock {
  (): Date
  advance(ms: number): Date
}

/** The real time plus every advance made so far. */
export function movableClock(): MovableClock {
  let aheadMs = 0
  const now = () => new Date(Date.now() + aheadMs)
  return Object.assign(now, {
    advance(ms: number) {
      aheadMs += ms
      return now()
    },
  })
}

const Advance = v.object({ ms: v.pipe(v.number(), v.integer(), v.minValue(0)) })

export function clockTestHooks({ clock }: AppDeps): Hono {
  return new Hono().post('/api/test/clock/advance', body(Advance), (c) => {
    if (!('advance' in clock)) throw new AppError(409, 'fixed-clock', 'This server was started with a clock that cannot be moved.')
    const now = (clock as MovableClock).advance(c.req.valid('json').ms)
    return c.json({ now: now.toISOString() }, 200)
  })
}
