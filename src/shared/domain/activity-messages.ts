// An activity-feed event in the registry's own shape: English message parts (Text, Link, Document
// Link) and the "More" text, as the real registry serves them to its clients. Our pages say the
// event in the reader's language from its code instead (web project-page activity-feed).
import type { ActivityEvent } from '../schemas/activity-event.ts'
import { formatDateTime } from './dates.ts'
import { findStage } from './stages.ts'

export interface MessagePart {
  messagePartType: 'Text' | 'Link' | 'Document Link'
  message: string
  linkTo?: string
}

const text = (message: string): MessagePart => ({ messagePartType: 'Text', message })
const link = (message: string, linkTo: string): MessagePart => ({ messagePartType: 'Link', message, linkTo })
const documentLink = (message: string, documentId: string): MessagePart => ({ messagePartType: 'Document Link', message, linkTo: documentId })

/** Where an information-request event leads, relative to the project page. */
export function informationRequestPath(event: Extract<ActivityEvent, { code: 'information-request-issued' | 'information-request-answered' }>): string {
  if (event.code === 'information-request-answered')
    return event.simplified ? `simplified-information-responses/${event.informationRequestId}` : `information-requests/${event.informationRequestId}/answer`
  return event.simplified ? `simplified-information-responses/${event.informationRequestId}` : `information-requests/${event.informationRequestId}/question`
}

/** Where a published note, letter or document group is read, relative to the project page. */
export function recordPath(event: Extract<ActivityEvent, { code: 'record-published' }>): string {
  return `${event.kind === 'note' ? 'notes' : event.kind === 'correspondence' ? 'correspondence' : 'document-groups'}/${event.recordId}`
}

const RECORD_PUBLISHED = { note: 'Note posted: ', correspondence: 'Correspondence posted: ', 'document-group': 'Documents posted: ' } as const

const DOCUMENT_ADDED = {
  decision: 'Decision received from a decision body: ',
  authorization: 'Authorization received from a decision body: ',
  other: 'Document added: ',
} as const

export function activityMessage(event: ActivityEvent): { parts: MessagePart[]; more: string | null } {
  const only = (parts: MessagePart[]) => ({ parts, more: null })
  switch (event.code) {
    case 'proposal-received':
      return only([text(`Proposal received from ${event.proponentName}: `), documentLink('Project Proposal', event.documentId)])
    case 'stage-started':
      return only([text(`${findStage(event.projectTypeId, event.stageId)?.name ?? event.stageId} started.`)])
    case 'recommendation-sent':
      return only([text('Recommendation sent to the decision bodies. '), documentLink('Read the report', event.documentId)])
    case 'decision-issued':
      return only([text('Decision document issued. '), ...(event.documentId ? [documentLink('Decision Document', event.documentId)] : [])])
    case 'information-request-issued':
      return only([text('Information request issued to the proponent. '), link('View the request', informationRequestPath(event))])
    case 'information-request-answered':
      return only([text('The proponent answered the information request. '), link('View the answers', informationRequestPath(event))])
    case 'comment-period-open':
      return {
        parts: [
          text(
            `${event.participantsOnly ? 'Comments from participants' : 'Comments'} are accepted${event.deadline ? ` until ${formatDateTime(new Date(event.deadline))}` : ''}. `,
          ),
          link('Add a comment', 'comments'),
        ],
        more: 'Comments are posted after 24 to 48 hours of review.',
      }
    case 'comment-period-closed':
      return only([text('The comment period is closed.')])
    case 'seeking-views-deadline':
      return only([text(`Views and information are sought until ${formatDateTime(new Date(event.deadline))}.`)])
    case 'lead-assessor-assigned':
      return only([text(`${event.name} is the lead assessor.`)])
    case 'outcome-recorded':
      return only([text(`Assessment outcome: ${event.name}.`)])
    case 'panel-named':
      return only([text(`The panel members are ${event.names.join(', ')}.`)])
    case 'assessment-paused':
      return only([text('The assessment is paused at the proponent’s request.')])
    case 'assessment-suspended':
      return only([text('The assessment is suspended until the proponent confirms the project will go ahead.')])
    case 'hearings-scheduled':
      return only([
        text('Public hearings are scheduled. '),
        link('See the hearings', 'hearings'),
        text(' and the '),
        link('intervenors', 'intervenors'),
        text('.'),
      ])
    case 'hearing-changed':
      return only([text(`The date, time or place of ${event.title} changed. `), link('See the hearings', 'hearings')])
    case 'comment-published':
      return only([text('A comment was posted. '), link('Read the comments', 'comments')])
    case 'record-published':
      return only([text(RECORD_PUBLISHED[event.kind]), link(event.title, recordPath(event))])
    case 'intervenor-accepted':
      return only([text(`${event.name} was accepted as an intervenor. `), link('See the intervenors', 'intervenors')])
    case 'document-added':
      return only([text(DOCUMENT_ADDED[event.kind]), documentLink(event.name, event.documentId)])
  }
}
