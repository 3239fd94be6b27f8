// The project a piece of staff content belongs to, as each staff-content write reads it first,
// and what those writes answer with alike (the project not found, a stale revision, dates as ISO
// text). Apart so that records, hearings and information requests share them.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import type { Tx } from './staff-files.ts'

export const projectNotFound = () => AppError.notFound('This project was not found.')
export const stale = () => new AppError(409, 'stale-revision', 'Someone changed this since you opened it. Reload to see their change, then edit again.')
export const iso = (d: Date | null) => d?.toISOString() ?? null
export type Project = typeof t.projects.$inferSelect

export async function projectOf(tx: Tx | Database, projectId: string): Promise<Project> {
  const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId))
  // A draft never submitted is its author's alone.
  if (!project || !project.projectNumber) throw projectNotFound()
  return project
}

export const groupingOf = (project: Project) => findStage(project.projectTypeId, project.stageId)?.stageGrouping ?? null
