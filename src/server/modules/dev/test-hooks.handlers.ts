// What the browser tests must do that only the assessment office does in the product (publishing a
// comment, an answer or a document that waits for review), for as long as the office's own screens
// do not exist or are not what a test is about. Registered only when the server runs with
// APP_ENV=test, answering only this machine; not part of the API contract. Each area puts its hooks
// in its own `<area>.test-hooks.ts` beside this file, under /api/test/<area>/…, and lists them in
// AREAS; a hook calls the service function the office's screen calls, never SQL of its own.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { thisMachineOnly } from '../../http/loopback.ts'
import { accountTestHooks } from './accounts.test-hooks.ts'
import { clockTestHooks } from './clock.test-hooks.ts'
import { commentTestHooks } from './comments.test-hooks.ts'
import { documentTestHooks } from './documents.test-hooks.ts'
import { informationRequestTestHooks } from './information-requests.test-hooks.ts'
import { intervenorTestHooks } from './intervenors.test-hooks.ts'
import { noticeTestHooks } from './notices.test-hooks.ts'

const AREAS: ((deps: AppDeps) => Hono)[] = [
  accountTestHooks,
  commentTestHooks,
  intervenorTestHooks,
  informationRequestTestHooks,
  noticeTestHooks,
  documentTestHooks,
  clockTestHooks,
]

export function testHookHandlers(deps: AppDeps): Hono {
  const app = new Hono()
  app.use('/api/test/*', thisMachineOnly)
  for (const area of AREAS) app.route('/', area(deps))
  return app
}
