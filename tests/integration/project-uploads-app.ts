// What the project uploads test files share: the app with its mail captured, the people who add a
// project's documents, and sending a file as the browser does. Apart so each of those files starts
// from the same state.
import { afterAll, beforeAll } from 'vitest'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { documentReviewService } from '../../src/server/modules/project-content/document-review.service.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { partialFiles } from '../../src/server/files/partial-files.ts'

export const NOW = new Date('2026-06-01T18:00:00Z')

export let app: TestApp
export const review = () => documentReviewService(app.db, app.files, partialFiles(app.config.dataDir))
export let smtp: SmtpCapture
export const tokens = { proponent: '', other: '', staff: '', decisionBody: '' }
export let proponentId = ''
export let decisionBodyId = ''
export let assessorEmail = ''

type Body = {
  status: string
  code?: string
  userMessage?: string
  documentId?: string
  documentTypeId?: number
  documentType?: string
  documentNumber?: string
  unredactedUploadId?: string
}
type Listed = { documentId: string; documentState: string; description: string; receivedDate: string | null }[]

export const auth = (who: string): Record<string, string> => (who ? { Authorization: `Bearer ${who}` } : {})

export function pdf(): Uint8Array {
  const bytes = new Uint8Array(randomBytes(2048))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

export async function upload(
  projectId: string,
  who: string,
  fields: Record<string, string> = {},
  file = { name: 'caribou-survey.pdf', bytes: pdf(), type: 'application/pdf' },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const response = await app.request(`/api/uploads/add-project-document/${projectId}`, { method: 'PUT', headers: auth(who), body: form })
  return { status: response.status, body: (await response.json()) as Body }
}

export async function send(method: 'PUT' | 'POST', path: string, body: unknown, who: string) {
  const response = await app.request(path, { method, headers: { ...auth(who), 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Body }
}

export const documentsOf = async (projectId: string, who = '') => (await app.getJson<Listed>(`/api/projects/${projectId}/documents`, who)).body
export const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!

export async function proponentProject(stageCode = 'SEEKING_VIEWS', projectTypeId: (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE] = PROJECT_TYPE.evaluation) {
  const project = await createProject(app.db, { stageCode, projectTypeId })
  await giveRole(app.db, proponentId, project.id, 'proponent-agent')
  return project
}

export async function decisionProject(stageCode: string, stageStartedAt = NOW) {
  const assessor = (await app.db.select().from(t.users).where(eq(t.users.email, assessorEmail)))[0]!
  const project = await createProject(app.db, { stageCode })
  await app.db.update(t.projects).set({ stageStartedAt, leadAssessorId: assessor.id }).where(eq(t.projects.id, project.id))
  await giveRole(app.db, decisionBodyId, project.id, 'decision-body')
  return project
}

/** Starts the app sending its mail to a capturing SMTP server, for a project uploads test file; call at its top. */
export function useProjectUploadsApp(): void {
  beforeAll(async () => {
    smtp = await startSmtpCapture()
    app = await startTestApp({ now: NOW, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Registry <registry@example.ca>' } })
    const proponent = await createUser(app.db, { firstName: 'Jordan' })
    const decisionBody = await createUser(app.db, { firstName: 'Robin', lastName: 'Ashby' })
    const assessor = await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' })
    proponentId = proponent.id
    decisionBodyId = decisionBody.id
    assessorEmail = assessor.email
    tokens.proponent = await app.tokenFor(proponent)
    tokens.decisionBody = await app.tokenFor(decisionBody)
    tokens.other = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
    tokens.staff = await app.tokenFor(assessor)
  })
  afterAll(() => smtp.close())
}
