// Query options and calls of running a project's public process from the staff workspace. Each
// answer is the staff member's own (keyed by them); the server checks their role on every call.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const staffProjectRunQueries = {
  run: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: ['staff-project-run', userId, projectId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects/{projectId}/run', { params: { path: { projectId } }, signal })),
      select: (data) => data.run,
    }),
}

export type StaffProjectRun = GetData<'/api/staff/projects/{projectId}/run'>['run']

const path = (projectId: string) => ({ params: { path: { projectId } } })

export const staffProjectRunCalls = {
  openCommentPeriod: (projectId: string, body: { audience: 'public' | 'participants'; startDate: string; endDate: string }) =>
    expectData(api.POST('/api/staff/projects/{projectId}/comment-period/open', { ...path(projectId), body })),
  closeCommentPeriod: (projectId: string) => expectData(api.POST('/api/staff/projects/{projectId}/comment-period/close', path(projectId))),
  seekingViewsDeadline: (projectId: string, deadline: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/seeking-views-deadline', { ...path(projectId), body: { deadline } })),
  publicNoticeText: (projectId: string, body: { text: string; textFr: string }) =>
    expectData(api.PUT('/api/staff/projects/{projectId}/public-notice-text', { ...path(projectId), body })),
  leadAssessor: (projectId: string, userId: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/lead-assessor', { ...path(projectId), body: { userId } })),
  panel: (
    projectId: string,
    body: {
      members: { name: string; title: string }[]
      showPanelMembers: boolean
      showHearingsTab: boolean
      showIntervenorsTab: boolean
      showApplyToBeIntervenor: boolean
    },
  ) => expectData(api.POST('/api/staff/projects/{projectId}/panel', { ...path(projectId), body })),
  outcome: (projectId: string, outcomeId: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/outcome', { ...path(projectId), body: { outcomeId } })),
  decision: (projectId: string, body: { documentId: string; decisionId: string }) =>
    expectData(api.POST('/api/staff/projects/{projectId}/decision', { ...path(projectId), body })),
  keyDocument: (projectId: string, documentId: string, keyDocument: boolean) =>
    expectData(api.POST('/api/staff/projects/{projectId}/key-document', { ...path(projectId), body: { documentId, keyDocument } })),
}
