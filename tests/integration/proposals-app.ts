// What the proposals test files share: the app with a signed-in proponent and the calls a
// proposal's drafting and sending make. Apart so each of those files starts from the same state.
import { beforeAll } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../../src/server/db/reference/organizations.ts'

export const NOW = new Date('2026-06-01T18:00:00Z')
export const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
export const trondek = FIRST_NATIONS.find((f) => f.name === "Tr'ondëk Hwëch'in")!.id

export let app: TestApp
export let token = ''
export let otherToken = ''

type Saved = {
  status: string
  projectId: string
  revision: number
  projectNumber: string | null
  code?: string
  userMessage?: string
  current?: { revision: number; projectTitle: string; form1: string }
}

export const fields = (projectId: string, title = 'Bonanza Creek placer') => ({
  projectId,
  projectTitle: title,
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [trondek],
  form1: JSON.stringify(completeGeneralForm(projectId, { projectTitle: title, assessmentDistricts: [dawson], firstNations: [trondek] })),
})

export const post = async (path: string, body: unknown, who = token, key?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${who}` }
  if (key) headers['Idempotency-Key'] = key
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Saved }
}

/** Starts the app with a signed-in proponent, for a proposals test file; call at its top. */
export function useProposalsApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    token = await app.tokenFor(await createUser(app.db, { firstName: 'Pat' }))
    otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
  })
}
