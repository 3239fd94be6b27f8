// Decisions of the office's review (a comment, a queued document, an answer, an intervenor
// application, a proposal at Proposal Check), each taken once (decision 0053): which audited
// actions decide each kind of item, and the words a refused second decision, or a refused undo,
// tells the person with: who acted last and when, in Yukon time.
import { formatDate, formatTime } from './dates.ts'

interface ReviewedItem {
  /** What a person calls the item. */
  noun: string
  /** The audited actions that decide it, each with its past participle. */
  decisions: Record<string, string>
}

/** Each kind of reviewed item, by the entity its audit entries name. */
export const REVIEWED_ITEMS: Record<string, ReviewedItem> = {
  comment: { noun: 'comment', decisions: { 'publish-comment': 'published', 'reject-comment': 'rejected' } },
  document: {
    noun: 'document',
    decisions: { 'publish-document': 'published', 'mark-document-internal': 'marked Internal', 'publish-redacted-document': 'published as a redacted version' },
  },
  'information-request': { noun: 'answer', decisions: { 'publish-information-response': 'published' } },
  'simplified-information-request': { noun: 'answer', decisions: { 'publish-simplified-information-response': 'published' } },
  intervenor: { noun: 'application', decisions: { 'accept-intervenor': 'accepted', 'decline-intervenor': 'declined' } },
  project: { noun: 'proposal', decisions: { 'accept-proposal': 'accepted', 'return-proposal': 'returned' } },
  /** A project's stage, which a staff move or the acceptance of its proposal changes (audited on the project). */
  'project-stage': { noun: 'project', decisions: { 'move-stage': 'moved to another stage', 'accept-proposal': 'moved on by accepting its proposal' } },
}

/** What the other actions an undo may find last on an item did. */
const OTHER_ACTIONS: Record<string, string> = {
  undo: 'put back as it was',
  'mark-for-further-review': 'marked for further review',
  'mark-comment-for-further-review': 'marked for further review',
}

/** An audited action on an item: which, by whom (null for the system or unknown) and when. */
export interface ActedOn {
  action: string
  by: string | null
  at: Date
}

const itemOf = (entity: string): ReviewedItem => REVIEWED_ITEMS[entity] ?? { noun: 'item', decisions: {} }

/** The audited actions that decide an item of this kind. */
export const decisionsOn = (entity: string): string[] => Object.keys(itemOf(entity).decisions)

/** "published by Chris Nolan on Nov 28, 2026 at 11:53 AM Yukon time" */
function byWhomAndWhen(entity: string, { action, by, at }: ActedOn): string {
  const done = itemOf(entity).decisions[action] ?? OTHER_ACTIONS[action] ?? 'changed'
  return `${done}${by ? ` by ${by}` : ''} on ${formatDate(at)} at ${formatTime(at)} Yukon time`
}

/** "This comment was already published by Chris Nolan on Nov 28, 2026 at 11:53 AM Yukon time." */
export function alreadyDecidedMessage(entity: string, decided: ActedOn | null): string {
  const noun = itemOf(entity).noun
  return decided ? `This ${noun} was already ${byWhomAndWhen(entity, decided)}.` : `This ${noun} has already been reviewed.`
}

/** Why an undo is refused: "There is nothing of yours to undo here: this comment was last published by … ." */
export function nothingToUndoMessage(entity: string, last: ActedOn | null): string {
  const why = last ? `this ${itemOf(entity).noun} was last ${byWhomAndWhen(entity, last)}` : 'it was undone already, or someone acted on it after you'
  return `There is nothing of yours to undo here: ${why}.`
}
