// The rows a staff write on an information request locks first, and its refusals: the project
// (before any request, as every writer that numbers the project's documents takes it), the full or
// simplified request, and the refusal to change a request once published. Shared by the office's
// authoring (staff-information-requests.service.ts) and publishing
// (staff-information-request-publishing.service.ts).
import { and, eq } from 'drizzle-orm'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import type { Tx } from './staff-files.ts'
import { projectNotFound } from './staff-project.ts'
import { authoringRefusal } from '../../../shared/domain/information-request-authoring.ts'

const requestNotFound = () => AppError.notFound('This information request was not found in this project.')

export function refuseUnlessUnpublished(status: string): void {
  const refusal = authoringRefusal(status)
  if (refusal) throw new AppError(409, 'already-published', refusal)
}

export async function lockedProject(tx: Tx, projectId: string) {
  const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
  // A draft never submitted is its author's alone.
  if (!project || !project.projectNumber) throw projectNotFound()
  return project
}

export async function lockedRequest(tx: Tx, projectId: string, requestId: string) {
  const [request] = await tx
    .select()
    .from(t.informationRequests)
    .where(and(eq(t.informationRequests.id, requestId), eq(t.informationRequests.projectId, projectId)))
    .for('update')
  if (!request) throw requestNotFound()
  return request
}

export async function lockedSimplified(tx: Tx, projectId: string, requestId: string) {
  const [request] = await tx
    .select()
    .from(t.simplifiedInformationRequests)
    .where(and(eq(t.simplifiedInformationRequests.id, requestId), eq(t.simplifiedInformationRequests.projectId, projectId)))
    .for('update')
  if (!request) throw requestNotFound()
  return request
}
