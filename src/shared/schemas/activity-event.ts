// What an activity-feed line says happened, as a code with its values: the server keeps it with
// the line, and each page says it in its reader's language (dates as ISO, stages and documents by id).
import * as v from 'valibot'

const id = v.string()
const iso = v.string()

export const ActivityEvent = v.variant('code', [
  v.object({ code: v.literal('proposal-received'), proponentName: v.string(), documentId: id }),
  v.object({ code: v.literal('stage-started'), projectTypeId: id, stageId: id }),
  v.object({ code: v.literal('recommendation-sent'), documentId: id }),
  v.object({ code: v.literal('decision-issued'), documentId: v.nullable(id) }),
  v.object({ code: v.literal('information-request-issued'), informationRequestId: id, simplified: v.boolean() }),
  v.object({ code: v.literal('information-request-answered'), informationRequestId: id, simplified: v.optional(v.boolean()) }),
  v.object({ code: v.literal('comment-period-open'), deadline: v.nullable(iso), participantsOnly: v.optional(v.boolean()) }),
  v.object({ code: v.literal('comment-period-closed') }),
  v.object({ code: v.literal('seeking-views-deadline'), deadline: iso }),
  v.object({ code: v.literal('lead-assessor-assigned'), name: v.string() }),
  v.object({ code: v.literal('panel-named'), names: v.array(v.string()) }),
  /** The assessment's outcome (YESAA s. 56(1)); `name` is its English name. */
  v.object({ code: v.literal('outcome-recorded'), outcomeId: id, name: v.string() }),
  v.object({ code: v.literal('assessment-paused') }),
  v.object({ code: v.literal('assessment-suspended') }),
  v.object({ code: v.literal('hearings-scheduled') }),
  /** The office changed when or where a hearing is (its title in `title`). */
  v.object({ code: v.literal('hearing-changed'), hearingId: id, title: v.string() }),
  v.object({ code: v.literal('comment-published') }),
  /** The office accepted an intervenor application: the intervenor's name as listed. */
  v.object({ code: v.literal('intervenor-accepted'), name: v.string() }),
  /** A document the office published: a decision body's decision or authorization, or any other (its number and description in `name`). */
  /** A note, a letter or a group of documents the office made public (its title in `title`). */
  v.object({ code: v.literal('record-published'), kind: v.picklist(['note', 'correspondence', 'document-group']), recordId: id, title: v.string() }),
  v.object({ code: v.literal('document-added'), kind: v.picklist(['decision', 'authorization', 'other']), documentId: id, name: v.string() }),
])
export type ActivityEvent = v.InferOutput<typeof ActivityEvent>
export type ActivityEventCode = ActivityEvent['code']
