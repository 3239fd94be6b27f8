// Search inside documents: the home search's documents and a project's Documents tab filter.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { query } from '../../http/openapi.ts'
import { DocumentSearchQuery, ProjectDocumentTextQuery } from '../../../shared/schemas/document-search.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import { documentSearchService } from './document-search.service.ts'
import { routes } from './document-search.routes.ts'

export function documentSearchHandlers({ db }: AppDeps, { auth }: AuthServices): Hono {
  const service = documentSearchService(db)
  const projects = projectsService(db)
  const accessOf = projectAccess(db)
  return new Hono()
    .get('/api/document-search', routes.search, query(DocumentSearchQuery), async (c) => {
      const { q, lang } = c.req.valid('query')
      return c.json({ status: 'OK' as const, ...(await service.search(q, lang ?? 'en')) }, 200)
    })
    .get('/api/projects/:projectId/document-texts', routes.projectTexts, query(ProjectDocumentTextQuery), async (c) => {
      const projectId = c.req.param('projectId')
      if (!UUID_PATTERN.test(projectId)) throw AppError.notFound()
      const access = await accessOf.of(await auth.optional(c), projectId.toLowerCase())
      const project = await projects.visibleProject(projectId.toLowerCase(), access)
      if (!project) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
      const { q, lang } = c.req.valid('query')
      const [matches, noText] = await Promise.all([
        q === undefined ? [] : service.projectMatches(project.id, access.viewer, q, lang ?? 'en'),
        service.noText(project.id, access.viewer),
      ])
      return c.json({ status: 'OK' as const, matches, noText }, 200)
    })
}
