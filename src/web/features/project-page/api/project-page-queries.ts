// Query options for a project page: the project and each tab's reads, under one key per project
// so that everything about a project can be refreshed or dropped together. The answers depend on
// who asks (their roles, the tabs they have, documents not yet published), so each key also names
// the person signed in: an answer fetched for the public, or for someone else, is never theirs.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import { currentSession } from '../../../lib/session'
import { splitAttachments } from '../../../../shared/domain/document-attachments'

const asker = () => currentSession()?.user.userId ?? 'public'

export const projectPageKeys = {
  all: ['project'] as const,
  project: (projectId: string) => [...projectPageKeys.all, asker(), projectId] as const,
  part: (projectId: string, ...part: string[]) => [...projectPageKeys.project(projectId), ...part] as const,
}

const path = (projectId: string) => ({ path: { projectId } })

export const projectPageQueries = {
  /** The id of the project with a number ("2024-0123"), for /pr/{number}. */
  byNumber: (projectNumber: string) =>
    queryOptions({
      queryKey: [...projectPageKeys.all, asker(), 'number', projectNumber] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectNumber}', { params: { path: { projectNumber } }, signal })),
      select: (data) => data.projectId,
    }),
  project: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.project(projectId),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}', { params: path(projectId), signal })),
      select: (data) => data.project,
    }),
  /** The documents whose text matches the Documents tab's filter (none without words), and the PDFs with no text to search. */
  documentTexts: (projectId: string, q: string, lang: 'en' | 'fr') =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'document-texts', q, lang),
      queryFn: ({ signal }) =>
        expectData(api.GET('/api/projects/{projectId}/document-texts', { params: { path: { projectId }, query: q ? { q, lang } : { lang } }, signal })),
    }),
  documents: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'documents'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/documents', { params: path(projectId), signal })),
      // One list, as the real registry answers it: the tab's documents, then the attachments they name.
      select: splitAttachments,
    }),
  keyDocuments: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'key-documents'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/key-documents', { params: path(projectId), signal })),
    }),
  notes: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'notes'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/notes', { params: path(projectId), signal })),
    }),
  note: (projectId: string, noteId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'notes', noteId),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/notes/{noteId}', { params: { path: { projectId, noteId } }, signal })),
      select: (data) => data.note,
    }),
  noteDocuments: (projectId: string, noteId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'notes', noteId, 'documents'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/notes/{noteId}/documents', { params: { path: { projectId, noteId } }, signal })),
    }),
  correspondence: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'correspondence'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/correspondence', { params: path(projectId), signal })),
    }),
  correspondenceItem: (projectId: string, correspondenceId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'correspondence', correspondenceId),
      queryFn: ({ signal }) =>
        expectData(api.GET('/api/projects/{projectId}/correspondence/{correspondenceId}', { params: { path: { projectId, correspondenceId } }, signal })),
      select: (data) => data.correspondence,
    }),
  correspondenceItemDocuments: (projectId: string, correspondenceId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'correspondence', correspondenceId, 'documents'),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/correspondence/{correspondenceId}/documents', { params: { path: { projectId, correspondenceId } }, signal }),
        ),
    }),
  documentGroups: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'document-groups'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/document-groups', { params: path(projectId), signal })),
    }),
  documentGroup: (projectId: string, documentGroupId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'document-groups', documentGroupId),
      queryFn: ({ signal }) =>
        expectData(api.GET('/api/projects/{projectId}/document-groups/{documentGroupId}', { params: { path: { projectId, documentGroupId } }, signal })),
      select: (data) => data.documentGroup,
    }),
  documentGroupDocuments: (projectId: string, documentGroupId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'document-groups', documentGroupId, 'documents'),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/document-groups/{documentGroupId}/documents', { params: { path: { projectId, documentGroupId } }, signal }),
        ),
    }),
  activity: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'activity'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/activity-feed', { params: path(projectId), signal })),
    }),
  comments: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'comments'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/comments', { params: path(projectId), signal })),
    }),
  withheldComments: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'withheld-comments'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/withheld-comments', { params: path(projectId), signal })),
    }),
  hearings: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'hearings'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/hearings', { params: path(projectId), signal })),
    }),
  hearing: (projectId: string, hearingId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'hearings', hearingId),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/hearings/{hearingId}', { params: { path: { projectId, hearingId } }, signal })),
      select: (data) => data.hearing,
    }),
  hearingDocuments: (projectId: string, hearingId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'hearings', hearingId, 'documents'),
      queryFn: ({ signal }) =>
        expectData(api.GET('/api/projects/{projectId}/hearings/{hearingId}/documents', { params: { path: { projectId, hearingId } }, signal })),
    }),
  intervenors: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'intervenors'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/intervenors', { params: path(projectId), signal })),
    }),
  emails: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'emails'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/emails', { params: path(projectId), signal })),
    }),
  email: (projectId: string, emailId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'emails', emailId),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/emails/{emailId}', { params: { path: { projectId, emailId } }, signal })),
      select: (data) => data.email,
    }),
  informationRequests: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'information-requests'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/information-requests', { params: path(projectId), signal })),
    }),
  informationRequest: (projectId: string, informationRequestId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'information-requests', informationRequestId),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/information-requests/{informationRequestId}', { params: { path: { projectId, informationRequestId } }, signal }),
        ),
      select: (data) => data.informationRequest,
    }),
  informationRequestDocuments: (projectId: string, informationRequestId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'information-requests', informationRequestId, 'documents'),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/information-requests/{informationRequestId}/documents', {
            params: { path: { projectId, informationRequestId } },
            signal,
          }),
        ),
    }),
  simplifiedRequests: (projectId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'simplified-information-requests'),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/{projectId}/simplified-information-requests', { params: path(projectId), signal })),
    }),
  simplifiedRequest: (projectId: string, simplifiedId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'simplified-information-requests', simplifiedId),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/simplified-information-requests/{simplifiedId}', { params: { path: { projectId, simplifiedId } }, signal }),
        ),
      select: (data) => data.simplifiedInformationRequest,
    }),
  simplifiedDocuments: (projectId: string, simplifiedId: string) =>
    queryOptions({
      queryKey: projectPageKeys.part(projectId, 'simplified-information-requests', simplifiedId, 'documents'),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/{projectId}/simplified-information-requests/{simplifiedId}/documents', {
            params: { path: { projectId, simplifiedId } },
            signal,
          }),
        ),
    }),
}

export type Project = GetData<'/api/projects/{projectId}'>['project']
export type ProjectDocument = GetData<'/api/projects/{projectId}/documents'>[number]
export type ActivityItem = GetData<'/api/projects/{projectId}/activity-feed'>[number]
export type ProjectComment = GetData<'/api/projects/{projectId}/comments'>[number]
export type WithheldComments = GetData<'/api/projects/{projectId}/withheld-comments'>
export type Hearing = GetData<'/api/projects/{projectId}/hearings'>[number]
export type EmailGroup = GetData<'/api/projects/{projectId}/emails'>[number]
export type InformationRequest = GetData<'/api/projects/{projectId}/information-requests'>[number]
export type SimplifiedInformationRequest = GetData<'/api/projects/{projectId}/simplified-information-requests'>[number]
export type SimplifiedDocuments = GetData<'/api/projects/{projectId}/simplified-information-requests/{simplifiedId}/documents'>
