// What the intervenors test files share: a panel review, the applicant, another person and staff
// signed in, and the calls each makes. Apart so each of those files starts from the same state.
import { beforeAll, expect } from 'vitest'

import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { intervenorDecisionsService } from '../../src/server/modules/intervenors/intervenor-decisions.service.ts'
import type { StaffActor } from '../../src/server/modules/intervenors/intervenor-decisions.service.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'

export const NOW = new Date('2026-06-01T18:00:00Z')
export const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }

export let app: TestApp
export let applicant: typeof t.users.$inferSelect
export let token = ''
export let otherToken = ''
export let staffToken = ''
export let office: StaffActor

type Body = Record<string, unknown> & {
  status: string
  userMessage?: string
  code?: string
  intervenorId?: string
  documentId?: string
  documentNumber?: string
  documentType?: string
  documentTypeId?: number
}

const auth = (who: string): Record<string, string> => (who ? { Authorization: `Bearer ${who}` } : {})

export async function call(path: string, init: RequestInit & { who?: string } = {}) {
  const { who = token, headers, ...rest } = init
  const response = await app.request(path, { ...rest, headers: { ...auth(who), ...(headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as Body }
}

export const post = (path: string, body: unknown, who = token) =>
  call(path, { method: 'POST', who, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const PDF = { name: 'application.pdf', bytes: '%PDF-1.7\nfilled in', type: 'application/pdf' }

export function upload(
  method: 'POST' | 'PUT',
  path: string,
  file: { name: string; bytes: string; type?: string } | null,
  who = token,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? '' }), file.name)
  return call(path, { method, who, body: form })
}

export const service = () => intervenorDecisionsService(app.db)
export const panelProject = (overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(app.db, {
    projectTypeId: PROJECT_TYPE.panelReview,
    stageCode: 'COMMENT_BEFORE_HEARINGS',
    panelDisplay: OPEN,
    intervenorDeadline: new Date('2026-06-20T23:30:00Z'),
    ...overrides,
  })

export async function applied(projectId: string, who = token): Promise<string> {
  const answer = await post('/api/projects/apply-to-be-intervenor', { projectId, agreeToTerms: true, agreeToPrivacy: true }, who)
  expect(answer).toMatchObject({ status: 200, body: { status: 'OK' } })
  return answer.body.intervenorId!
}

/** Starts the app with an applicant, another person and staff signed in, for an intervenors test file; call at its top. */
export function useIntervenorsApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    applicant = await createUser(app.db, { firstName: 'Alex', lastName: 'Morin', company: 'Boreal Wildlife Watch' })
    token = await app.tokenFor(applicant)
    otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
    const staff = await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' })
    staffToken = await app.tokenFor(staff)
    office = { userId: staff.id, email: staff.email, staffRole: 'assessor' }
  })
}
