// Running a project's public process from the staff workspace: what the screen shows, and the
// services of each part (comment periods and seeking views; the lead assessor, panel and key documents; the outcome and decision).
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { StaffProjectRun } from '../../../shared/schemas/staff-project-run.ts'
import { commentPeriodsService, projectNotFound } from './comment-periods.service.ts'
import { projectTeamService } from './project-team.service.ts'
import { outcomeDecisionService } from './outcome-decision.service.ts'

export function staffProjectRunService(db: Database) {
  const commentPeriods = commentPeriodsService(db)
  const team = projectTeamService(db)
  const outcome = outcomeDecisionService(db)
  return {
    commentPeriods,
    team,
    outcome,
    async get(projectId: string, now: Date): Promise<StaffProjectRun> {
      const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId))
      // A draft never submitted is its author's alone.
      if (!project || !project.projectNumber) throw projectNotFound()
      return { ...(await commentPeriods.state(project, now)), ...(await team.state(project)), ...(await outcome.state(project)) }
    },
  }
}
