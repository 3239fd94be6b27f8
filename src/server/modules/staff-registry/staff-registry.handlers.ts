// Registry administration routes under /api/staff: administrators (staffOnly('administrator')).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { AddProjectPerson, NewOrganization, OrganizationChange, RemoveProjectPerson } from '../../../shared/schemas/staff-registry.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffRegistryService } from './staff-registry.service.ts'
import { routes } from './staff-registry.routes.ts'

const OK = 'OK' as const

const projectIdOf = (c: Context) => {
  const id = c.req.param('projectId') ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This project was not found.')
  return id.toLowerCase()
}

export function staffRegistryHandlers({ db }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffRegistryService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))
  const administrators = staffOnly('administrator')

  const P = '/api/staff/projects/:projectId/people'
  return new Hono()
    .get('/api/staff/organizations', routes.organizations, administrators, async (c) =>
      c.json({ status: OK, organizations: await service.organizations() }, 200),
    )
    .post('/api/staff/organizations', routes.addOrganization, administrators, body(NewOrganization), async (c) =>
      c.json({ status: OK, organizationId: await service.addOrganization(c.req.valid('json'), by(c)) }, 200),
    )
    .post('/api/staff/organizations/:organizationId', routes.editOrganization, administrators, body(OrganizationChange), async (c) => {
      await service.editOrganization(c.req.param('organizationId'), c.req.valid('json'), by(c))
      return c.json({ status: OK }, 200)
    })
    .post('/api/staff/organizations/:organizationId/remove', routes.removeOrganization, administrators, async (c) => {
      await service.removeOrganization(c.req.param('organizationId'), by(c))
      return c.json({ status: OK }, 200)
    })
    .post('/api/staff/organizations/:organizationId/restore', routes.restoreOrganization, administrators, async (c) => {
      await service.restoreOrganization(c.req.param('organizationId'), by(c))
      return c.json({ status: OK }, 200)
    })
    .get(P, routes.people, administrators, async (c) => c.json({ status: OK, people: await service.people(projectIdOf(c)) }, 200))
    .post(P, routes.addPerson, administrators, body(AddProjectPerson), async (c) => {
      await service.addPerson(projectIdOf(c), c.req.valid('json'), by(c))
      return c.json({ status: OK }, 200)
    })
    .post(`${P}/remove`, routes.removePerson, administrators, body(RemoveProjectPerson), async (c) => {
      await service.removePerson(projectIdOf(c), c.req.valid('json'), by(c))
      return c.json({ status: OK }, 200)
    })
}
