// My Projects, follow/hide toggles and the caller's organizations; all need a login.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import { myProjectsService } from './my-projects.service.ts'
import type { ToggleOutcome } from './my-projects.service.ts'
import { routes } from './my-projects.routes.ts'

const OK = 'OK' as const
const answer = (outcome: ToggleOutcome) => (outcome.ok ? { status: OK } : { status: `KO - ${outcome.reason}`, code: outcome.code })

export function myProjectsHandlers({ db }: AppDeps, { auth }: AuthServices): Hono {
  const service = myProjectsService(db)
  const projects = projectsService(db)
  const accessOf = projectAccess(db)

  /** The caller, the project they name (404 when they may not see it) and their relation to it. */
  async function target(c: Context) {
    const user = await auth.required(c)
    const projectId = c.req.param('projectId') ?? ''
    if (!UUID_PATTERN.test(projectId)) throw AppError.notFound()
    const access = await accessOf.of(user, projectId.toLowerCase())
    const project = await projects.getProject(projectId.toLowerCase(), access)
    if (!project) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
    return { user, access, project }
  }

  const P = '/api/projects/:projectId'
  return new Hono()
    .get('/api/projects/my', routes.my, auth.signedIn, async (c) => c.json({ status: OK, projects: await service.list(await auth.required(c)) }, 200))
    .get('/api/users/following', routes.following, auth.signedIn, async (c) =>
      c.json({ status: OK, projectIds: await service.projectIds(await auth.required(c), 'follows') }, 200),
    )
    .get('/api/users/hidden', routes.hidden, auth.signedIn, async (c) =>
      c.json({ status: OK, projectIds: await service.projectIds(await auth.required(c), 'hides') }, 200),
    )
    .get('/api/organizations/my', routes.myOrganizations, auth.signedIn, async (c) =>
      c.json({ status: OK, organizations: await service.organizations((await auth.required(c)).userId) }, 200),
    )
    .post(`${P}/follow`, routes.follow, auth.signedIn, async (c) => {
      const { user, access, project } = await target(c)
      return c.json(answer(await service.setFollowing(user, project.projectId, access, project.isActive, true)), 200)
    })
    .post(`${P}/unfollow`, routes.unfollow, auth.signedIn, async (c) => {
      const { user, access, project } = await target(c)
      return c.json(answer(await service.setFollowing(user, project.projectId, access, project.isActive, false)), 200)
    })
    .post(`${P}/hide`, routes.hide, auth.signedIn, async (c) => {
      const { user, access, project } = await target(c)
      return c.json(answer(await service.setHidden(user, project.projectId, access, true)), 200)
    })
    .post(`${P}/unhide`, routes.unhide, auth.signedIn, async (c) => {
      const { user, access, project } = await target(c)
      return c.json(answer(await service.setHidden(user, project.projectId, access, false)), 200)
    })
    .get(`${P}/following`, routes.isFollowing, auth.signedIn, async (c) => {
      const { access } = await target(c)
      return c.json({ status: OK, following: access.following }, 200)
    })
}
