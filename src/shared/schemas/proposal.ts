// Proposals as the forms send them (spec proposals-and-accounts §7 "Projects and proposals"):
// create, update and submit carry the same fields; update and submit also the revision the device
// last saw and the fields it changed since, so that a draft changed elsewhere meanwhile is merged
// field by field, and a field changed on both sides comes back as a conflict, never overwritten.
import * as v from 'valibot'
import { ErrorBody, IsoDateTime, StatusOk, Uuid } from './common.ts'
import { boundedList, jsonObjectText, Text } from './input.ts'

export const PROPOSAL_KINDS = ['general', 'placer', 'upload'] as const
export type ProposalKind = (typeof PROPOSAL_KINDS)[number]

/** The form data is JSON text in the spec; a draft of the general form is well under this. */
export const MAX_FORM1_CHARACTERS = 2_000_000
/** The registry knows 7 assessment districts and 18 First Nations; room for lists that grow, far below a query's parameter limit. */
const MAX_REFERENCE_IDS = 100
const referenceIds = boundedList(v.pipe(Text, v.maxLength(64, 'must be ids')), MAX_REFERENCE_IDS)

export const ProposalFields = v.object({
  /** Made by the browser, so that a create retried after a lost answer is the same create. */
  projectId: Uuid,
  projectTitle: v.pipe(Text, v.maxLength(500, 'projectTitle may be at most 500 characters')),
  proponentName: v.pipe(Text, v.maxLength(500, 'proponentName may be at most 500 characters')),
  isAgent: v.boolean(),
  assessmentDistricts: referenceIds,
  firstNations: referenceIds,
  /** The form's data as JSON text of an object (form1 version 5, placer version 3, or the PDF upload's fields). */
  form1: jsonObjectText(MAX_FORM1_CHARACTERS, 'form1'),
  kind: v.optional(v.picklist(PROPOSAL_KINDS), 'general'),
  language: v.optional(v.picklist(['en', 'fr']), 'en'),
  /** The placer form sets it. */
  uploadedByForm2: v.optional(v.boolean()),
})
export type ProposalFields = v.InferOutput<typeof ProposalFields>

/** A kind's fields number about 40 (shared/proposal-form/merge-fields); room for a form's own keys. */
const MAX_CHANGED_FIELDS = 200

export const ProposalUpdate = v.object({
  ...ProposalFields.entries,
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /**
   * The fields this device changed since `revision` (shared/proposal-form/merge-fields names them):
   * the registry keeps its own values of every other field, changed elsewhere meanwhile or not.
   * Without it, every field sent counts as changed.
   */
  changed: v.optional(boundedList(v.pipe(Text, v.maxLength(100, 'must be field names')), MAX_CHANGED_FIELDS)),
})
export type ProposalUpdate = v.InferOutput<typeof ProposalUpdate>

/** Deleting a draft names only the project (spec §4: draft-stage projects can be deleted). */
export const DeleteProposal = v.object({ projectId: Uuid })
export type DeleteProposal = v.InferOutput<typeof DeleteProposal>

/** The draft as the server has it, sent with a conflict so the person can compare and choose. */
export const ProposalOnServer = v.object({
  projectId: Uuid,
  revision: v.number(),
  projectTitle: v.string(),
  proponentName: v.string(),
  isAgent: v.boolean(),
  assessmentDistricts: v.array(v.string()),
  firstNations: v.array(v.string()),
  form1: v.string(),
  kind: v.picklist(PROPOSAL_KINDS),
  language: v.picklist(['en', 'fr']),
  lastEditedAt: IsoDateTime,
  submitted: v.boolean(),
})
export type ProposalOnServer = v.InferOutput<typeof ProposalOnServer>

export const ProposalSaved = v.object({
  status: StatusOk,
  projectId: Uuid,
  revision: v.number(),
  projectNumber: v.nullable(v.string()),
  /** The draft as saved, when it keeps fields changed elsewhere that differ from those sent: the device takes them. */
  current: v.optional(ProposalOnServer),
})
export type ProposalSaved = v.InferOutput<typeof ProposalSaved>

/** A field both this save and another changed since the save's revision, with both values by stored key. */
export const FieldConflict = v.object({ field: v.string(), sent: v.record(v.string(), v.unknown()), saved: v.record(v.string(), v.unknown()) })

export const ProposalConflict = v.object({
  status: v.string(),
  code: v.literal('conflict'),
  userMessage: v.string(),
  current: ProposalOnServer,
  /** The fields in conflict; nothing of the save was kept. */
  conflicts: v.array(FieldConflict),
})

/**
 * A submit refused because the form lacks what its kind's rules require (shared/proposal-form/
 * submit-requirements): code 'incomplete' with the requirements missing, by name ('form1' when the
 * form cannot be read); or another refusal of the error body.
 */
export const ProposalRefused = v.union([
  v.object({ status: v.string(), code: v.literal('incomplete'), userMessage: v.string(), missing: v.array(v.string()) }),
  ErrorBody,
])
