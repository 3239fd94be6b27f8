// Contracts of the read-only project tab routes (spec §7 "Project content"). Lists are bare JSON
// lists, as the real registry answers them (decision 0024); single items keep their status field.
import { contract } from '../../http/openapi.ts'
import * as d from '../../../shared/schemas/document.ts'
import * as p from '../../../shared/schemas/participation.ts'

const tags = ['Project content']
const notFound = { 404: 'No visible project, or no such item in it' }
const route = (summary: string, ok: Parameters<typeof contract>[0]['ok']) => contract({ tags, summary, ok, errors: notFound })

export const routes = {
  meta: route('Counts shown on the project tabs', d.ProjectMetaResponse),
  documents: contract({
    tags,
    summary: 'Documents of the project the viewer may see (optionally of one document type), then the attachments they name',
    ok: d.DocumentList,
    errors: { ...notFound, 400: 'document-type is not a number' },
  }),
  keyDocuments: route('Key documents', d.DocumentList),
  notes: route('Notes', d.NotesResponse),
  note: route('One note', d.NoteResponse),
  noteDocuments: route('Documents of a note', d.DocumentList),
  correspondence: route('Correspondence', d.CorrespondenceListResponse),
  correspondenceItem: route('One piece of correspondence', d.CorrespondenceResponse),
  correspondenceItemDocuments: route('Documents of a piece of correspondence', d.DocumentList),
  correspondenceDocuments: route('All correspondence documents', d.DocumentList),
  documentGroups: route('Document groups', d.DocumentGroupsResponse),
  documentGroup: route('One document group', d.DocumentGroupResponse),
  documentGroupDocuments: route('Documents of a group', d.DocumentList),
  activityFeed: route('Activity feed, newest first', p.ActivityFeedResponse),
  comments: route('Published comments, newest first', p.CommentsResponse),
  commentDocuments: route('Attachments of a comment', p.CommentDocumentsResponse),
  withheldComments: route('How many comments the review withheld from the public, for each reason', p.WithheldCommentsResponse),
  hearings: route('Hearings with their upcoming flag', p.HearingsResponse),
  hearing: route('One hearing', p.HearingResponse),
  hearingDocuments: route('Documents of a hearing', d.DocumentList),
  intervenors: route('Intervenors with their documents', p.IntervenorsResponse),
  intervenorDocuments: route('Documents of an intervenor', d.DocumentList),
  emails: route('E-mail notifications grouped by date, type and recipient kind', p.EmailGroupsResponse),
  email: route('One e-mail notification', p.EmailDetailResponse),
  informationRequests: route('Information requests with questions (answers once published)', p.InformationRequestsResponse),
  informationRequest: route('One information request', p.InformationRequestResponse),
  informationRequestDocuments: route('Documents of an information request, by id', p.DocumentMapResponse),
  simplifiedRequests: route('Simplified information requests', p.SimplifiedInformationRequestsResponse),
  simplifiedRequest: route('One simplified information request', p.SimplifiedInformationRequestResponse),
  simplifiedDocuments: route('Question, replaced and response documents of a simplified request', p.SimplifiedDocumentsResponse),
}
