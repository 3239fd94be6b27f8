// Query options and calls of the office's project screens. Each answer is the staff member's
// own (keyed by them); the server checks their role on every call.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const staffProjectKeys = { all: ['staff-projects'] as const }

export const staffProjectQueries = {
  list: (userId: string, search: string) =>
    queryOptions({
      queryKey: [...staffProjectKeys.all, userId, 'list', search] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects', { params: { query: search ? { search } : {} }, signal })),
      select: (data) => data.projects,
    }),
  project: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: [...staffProjectKeys.all, userId, 'project', projectId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects/{projectId}', { params: { path: { projectId } }, signal })),
      select: (data) => data.project,
    }),
  audit: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: [...staffProjectKeys.all, userId, 'audit', projectId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects/{projectId}/audit', { params: { path: { projectId } }, signal })),
    }),
}

export type StaffProject = GetData<'/api/staff/projects/{projectId}'>['project']
export type StaffProjectSummary = GetData<'/api/staff/projects'>['projects'][number]
export type AuditLog = GetData<'/api/staff/projects/{projectId}/audit'>

const path = (projectId: string) => ({ params: { path: { projectId } } })

export const staffProjectCalls = {
  move: (projectId: string, body: { stageId: string; startDate: string; deadlineBusinessDays: number | null; fromStageId: string }) =>
    expectData(api.POST('/api/staff/projects/{projectId}/move', { ...path(projectId), body })),
  extend: (projectId: string, businessDays: number) =>
    expectData(api.POST('/api/staff/projects/{projectId}/extend', { ...path(projectId), body: { businessDays } })),
  status: (projectId: string, action: 'pause' | 'suspend' | 'resume' | 'discontinue') =>
    expectData(api.POST('/api/staff/projects/{projectId}/status', { ...path(projectId), body: { action } })),
  accept: (projectId: string) => expectData(api.POST('/api/staff/projects/{projectId}/accept-proposal', path(projectId))),
  returnProposal: (projectId: string, reason: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/return-proposal', { ...path(projectId), body: { reason } })),
}
