// Test hooks of accounts: POST /api/test/accounts/stand-in {like, email} makes an account that
// stands in for a demo account in one browser test file (stand-in-accounts.ts).
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body, v } from '../../http/openapi.ts'
import { DEMO_ACCOUNT_KEYS, standInAccounts } from './stand-in-accounts.ts'

const StandInRequest = v.object({ like: v.picklist(DEMO_ACCOUNT_KEYS), email: v.pipe(v.string(), v.email()) })

export function accountTestHooks({ db, clock }: AppDeps): Hono {
  const accounts = standInAccounts(db)
  return new Hono().post('/api/test/accounts/stand-in', body(StandInRequest), async (c) => {
    const { like, email } = c.req.valid('json')
    return c.json(await accounts.create(like, email, clock()), 200)
  })
}
