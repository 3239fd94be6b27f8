// Project endpoints: search, the project itself, and the look-up by number.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { jsonAnswer } from '../../http/compress.ts'
import { query } from '../../http/openapi.ts'
import { SearchQuery } from '../../../shared/schemas/project.ts'
import { projectsService } from './projects.service.ts'
import { projectAccess } from './project-access.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { searchFilters, searchProjects, searchResponseBody } from './project-search.ts'
import { routes } from './projects.routes.ts'

export function projectHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const service = projectsService(db, clock)
  const access = projectAccess(db)
  return new Hono()
    .get('/api/projects/search', routes.search, query(SearchQuery), async (c) => {
      const result = await searchProjects(db, searchFilters(c.req.valid('query')))
      // SearchResponse, with the projects' JSON written out as the database made it (see project-search.ts).
      const body = searchResponseBody(result)
      return typeof body === 'string' ? jsonAnswer(c, body) : c.body(body, 200, { 'Content-Type': 'application/json' })
    })
    .get('/api/projects/:projectNumber{[0-9]{4}-[0-9]{4}}', routes.byNumber, async (c) => {
      const projectNumber = c.req.param('projectNumber')
      const projectId = await service.projectIdByNumber(projectNumber)
      const visible = projectId && (await service.visibleProject(projectId, await access.of(await auth.optional(c), projectId)))
      if (!visible) throw new AppError(404, 'project-not-found', `Project ${projectNumber} was not found, or you lack sufficient authorization to view it.`)
      return c.json({ status: 'OK' as const, projectId }, 200)
    })
    .get('/api/projects/:projectId{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}', routes.byId, async (c) => {
      const projectId = c.req.param('projectId').toLowerCase()
      const project = await service.getProject(projectId, await access.of(await auth.optional(c), projectId))
      if (!project) throw new AppError(404, 'project-not-found', 'This project was not found, or you lack sufficient authorization to view it.')
      return c.json({ status: 'OK' as const, project }, 200)
    })
}
