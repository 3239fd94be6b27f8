// Query options and calls of registry administration: organizations and people's roles on a
// project (administrators; the server checks the role on every call).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { AddProjectPerson, NewOrganization, OrganizationChange, RemoveProjectPerson } from '../../../../shared/schemas/staff-registry'

export const staffRegistryQueries = {
  organizations: (userId: string) =>
    queryOptions({
      queryKey: ['staff-organizations', userId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/organizations', { signal })),
      select: (data) => data.organizations,
    }),
  people: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: ['staff-project-people', userId, projectId] as const,
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/staff/projects/{projectId}/people', {
            params: { path: { projectId } },
            signal,
          }),
        ),
      select: (data) => data.people,
    }),
}

export type StaffOrganization = GetData<'/api/staff/organizations'>['organizations'][number]
export type ProjectPerson = GetData<'/api/staff/projects/{projectId}/people'>['people'][number]

const organization = (organizationId: string) => ({
  params: { path: { organizationId } },
})
const project = (projectId: string) => ({ params: { path: { projectId } } })

export const staffRegistryCalls = {
  addOrganization: (body: NewOrganization) => expectData(api.POST('/api/staff/organizations', { body })),
  editOrganization: (organizationId: string, body: OrganizationChange) =>
    expectData(
      api.POST('/api/staff/organizations/{organizationId}', {
        ...organization(organizationId),
        body,
      }),
    ),
  removeOrganization: (organizationId: string) => expectData(api.POST('/api/staff/organizations/{organizationId}/remove', organization(organizationId))),
  restoreOrganization: (organizationId: string) => expectData(api.POST('/api/staff/organizations/{organizationId}/restore', organization(organizationId))),
  addPerson: (projectId: string, body: AddProjectPerson) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/people', {
        ...project(projectId),
        body,
      }),
    ),
  removePerson: (projectId: string, body: RemoveProjectPerson) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/people/remove', {
        ...project(projectId),
        body,
      }),
    ),
}
