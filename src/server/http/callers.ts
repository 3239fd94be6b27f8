// Who may call a route, said by the middleware that enforces it: `signedIn`, `staffOnly(role)` and
// `thisMachineOnly` carry a mark that the contract's generation reads, so the documentation of
// each operation says what the server actually checks, and cannot drift from it.
import type { MiddlewareHandler } from 'hono'

export type Callers = { kind: 'signed-in' } | { kind: 'staff'; least: string } | { kind: 'this-machine' } | { kind: 'open-data' }

const marks = new WeakMap<MiddlewareHandler, Callers>()

/** Marks a middleware as the check of who may call the routes that name it. */
export function checksCallers(middleware: MiddlewareHandler, callers: Callers): MiddlewareHandler {
  marks.set(middleware, callers)
  return middleware
}

/** Marks a public open-data route: it reads no session and answers everyone the same (the feeds). */
export const openData: MiddlewareHandler = checksCallers(
  async (_c, next) => {
    await next()
  },
  { kind: 'open-data' },
)

export const callersChecked = (handler: unknown): Callers | undefined => marks.get(handler as MiddlewareHandler)

/** The sentence the contract gives an operation, from the strictest check its route names. */
export function callersSentence(checks: Callers[], path: string): string {
  const staff = checks.find((c) => c.kind === 'staff')
  if (staff?.kind === 'staff') {
    return staff.least === 'assessor'
      ? 'Staff (assessor, manager or administrator); to anyone else the address does not exist (404).'
      : `Staff with the ${staff.least} role${staff.least === 'administrator' ? '' : ' or above'}; other staff get 403, anyone else 404.`
  }
  if (checks.some((c) => c.kind === 'this-machine')) return 'This machine only (a development tool); to anyone else the address does not exist.'
  if (checks.some((c) => c.kind === 'signed-in'))
    return 'Signed-in people (a bearer session token); what they may do with a project or record is checked against their role on it (403 otherwise).'
  if (checks.some((c) => c.kind === 'open-data')) return 'Anyone: public open data, the same answer for every caller (no session is read).'
  if (path.includes('{token}')) return 'Anyone holding the token of a link the registry mailed (it names the one person or record it is for).'
  return 'Anyone, signed in or not; a signed-in caller may be shown more.'
}
