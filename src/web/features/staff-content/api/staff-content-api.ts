// Query options and calls of what the office authors on a project: information requests, full and
// simplified. Each answer is the staff member's own (keyed by them); the server checks their role.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const staffContentKeys = { all: ['staff-content'] as const }

export const staffContentQueries = {
  informationRequests: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: [...staffContentKeys.all, userId, 'information-requests', projectId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects/{projectId}/information-requests', { params: { path: { projectId } }, signal })),
    }),
}

type Requests = GetData<'/api/staff/projects/{projectId}/information-requests'>
export type StaffInformationRequest = Requests['informationRequests'][number]
export type StaffSimplifiedRequest = Requests['simplifiedRequests'][number]
export interface RequestDraft {
  preamble: string
  deadline: string | null
  questions: { text: string }[]
}

type Multipart = { file: string }

function multipart(file: File): Multipart {
  const form = new FormData()
  form.append('file', file, file.name)
  // openapi-fetch sends FormData as it is, with the browser's own multipart boundary.
  return form as unknown as Multipart
}

const path = (projectId: string, requestId: string) => ({ params: { path: { projectId, requestId } } })

export const staffContentCalls = {
  createRequest: (projectId: string, body: RequestDraft) =>
    expectData(api.POST('/api/staff/projects/{projectId}/information-requests', { params: { path: { projectId } }, body })),
  updateRequest: (projectId: string, requestId: string, body: RequestDraft) =>
    expectData(api.PUT('/api/staff/projects/{projectId}/information-requests/{requestId}', { ...path(projectId, requestId), body })),
  addQuestionFile: (projectId: string, requestId: string, questionNumber: number, file: File) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/information-requests/{requestId}/questions/{questionNumber}/documents', {
        params: { path: { projectId, requestId, questionNumber: String(questionNumber) } },
        body: multipart(file),
      }),
    ),
  removeFile: (projectId: string, requestId: string, documentId: string) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/information-requests/{requestId}/documents/{documentId}/remove', {
        params: { path: { projectId, requestId, documentId } },
      }),
    ),
  publishRequest: (projectId: string, requestId: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/information-requests/{requestId}/publish', path(projectId, requestId))),
  createSimplified: (projectId: string, deadline: string | null) =>
    expectData(api.POST('/api/staff/projects/{projectId}/simplified-information-requests', { params: { path: { projectId } }, body: { deadline } })),
  addSimplifiedFile: (projectId: string, requestId: string, file: File) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/simplified-information-requests/{requestId}/documents', {
        ...path(projectId, requestId),
        body: multipart(file),
      }),
    ),
  publishSimplified: (projectId: string, requestId: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/simplified-information-requests/{requestId}/publish', path(projectId, requestId))),
}

export type StaffRecordsData = GetData<'/api/staff/projects/{projectId}/records'>
export type StaffRecord = StaffRecordsData['records'][number]
export type StaffHearing = StaffRecordsData['hearings'][number]
export type RecordKind = StaffRecord['kind']

export const staffRecordQueries = {
  records: (userId: string, projectId: string) =>
    queryOptions({
      queryKey: [...staffContentKeys.all, userId, 'records', projectId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/projects/{projectId}/records', { params: { path: { projectId } }, signal })),
    }),
}

type HearingValues = { title: string; startDate: string | null; endDate: string | null; time: string; location: string; description: string }

export const staffRecordCalls = {
  create: (projectId: string, body: { kind: RecordKind; title: string; body: string; state: 'internal' | 'public' }) =>
    expectData(api.POST('/api/staff/projects/{projectId}/records', { params: { path: { projectId } }, body })),
  setState: (projectId: string, kind: RecordKind, recordId: string, state: 'internal' | 'public') =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/records/{kind}/{recordId}/state', { params: { path: { projectId, kind, recordId } }, body: { state } }),
    ),
  update: (projectId: string, kind: RecordKind, recordId: string, body: { title: string; body: string; revision: number }) =>
    expectData(api.PUT('/api/staff/projects/{projectId}/records/{kind}/{recordId}', { params: { path: { projectId, kind, recordId } }, body })),
  addFile: (projectId: string, kind: RecordKind, recordId: string, file: File) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/records/{kind}/{recordId}/documents', {
        params: { path: { projectId, kind, recordId } },
        body: multipart(file),
      }),
    ),
  createHearing: (projectId: string, body: HearingValues) =>
    expectData(api.POST('/api/staff/projects/{projectId}/hearings', { params: { path: { projectId } }, body })),
  updateHearing: (projectId: string, hearingId: string, body: HearingValues & { revision: number }) =>
    expectData(api.PUT('/api/staff/projects/{projectId}/hearings/{hearingId}', { params: { path: { projectId, hearingId } }, body })),
  addHearingFile: (projectId: string, hearingId: string, file: File) =>
    expectData(
      api.POST('/api/staff/projects/{projectId}/hearings/{hearingId}/documents', { params: { path: { projectId, hearingId } }, body: multipart(file) }),
    ),
  generalNotice: (projectId: string, note: string) =>
    expectData(api.POST('/api/staff/projects/{projectId}/general-notice', { params: { path: { projectId } }, body: { note } })),
}
