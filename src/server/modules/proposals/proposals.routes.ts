// Contracts of the proposal routes (spec proposals-and-accounts §7 "Projects and proposals").
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import { ErrorBody } from '../../../shared/schemas/common.ts'
import * as s from '../../../shared/schemas/proposal.ts'
import { StatusResponse } from '../../../shared/schemas/account.ts'

const tags = ['Proposals']
const conflict = {
  description:
    'A field this save changed was changed elsewhere too since the revision sent, to another value: nothing is saved; the answer carries the draft as the server has it and each field in conflict with both values (code conflict). Changes to different fields are merged, never a conflict.',
  schema: s.ProposalConflict,
}

export const routes = {
  read: contract({
    tags,
    summary: 'The caller’s own proposal as the server has it, so a device without the draft can open it',
    ok: s.ProposalOnServer,
    errors: { 401: 'Not logged in', 404: 'No such proposal of the caller (another person’s draft is not shown to exist)' },
  }),
  create: contract({
    tags,
    summary: 'Create a draft proposal with the id the browser made; sending the same create again, even at the same moment, answers the same',
    ok: s.ProposalSaved,
    errors: {
      400: 'A field is not accepted',
      401: 'Not logged in',
      409: 'The id belongs to another person’s project, or to a project that is not a proposal (code exists)',
    },
  }),
  update: contract({
    tags,
    summary: 'Save a draft proposal over the revision it started from, merged field by field with what changed since',
    description:
      'The save names the fields it changed since its revision (changed); every other field keeps the server’s value, and a field changed on both sides to different values is a conflict. A save that changes nothing keeps the revision. An Idempotency-Key header makes a retried update answer as the first one did.',
    ok: s.ProposalSaved,
    errors: {
      400: 'A field is not accepted',
      401: 'Not logged in',
      404: 'No such draft of the caller',
      409: { description: `${conflict.description} Or the proposal was submitted (code submitted).`, schema: v.union([s.ProposalConflict, ErrorBody]) },
    },
  }),
  submit: contract({
    tags,
    summary: 'Submit a proposal: it gets its number, goes to Proposal Check, and the submitter becomes its Proponent/Agent',
    description:
      'The form must be complete by the same rules its page applies (general form: part 1 filled, parts 2 and 3 complete, numeric community distances; PDF upload: names, a district, the proposal file and both agreements; from an agent, in both: the proponent’s email and a signed consent form), counting the documents the proposal has: submit after its uploads.',
    ok: s.ProposalSaved,
    errors: {
      400: { description: 'The form lacks what its rules require (code incomplete, with missing), or a field is not accepted', schema: s.ProposalRefused },
      401: 'Not logged in',
      404: 'No such draft of the caller',
      409: conflict,
    },
  }),
  remove: contract({
    tags,
    summary: 'Delete the caller’s draft with its documents, their files and its upload sessions',
    description: 'An Idempotency-Key header makes a retried delete answer as the first one did; without it, a draft already deleted is not found.',
    ok: StatusResponse,
    errors: {
      400: 'projectId is not a project id',
      401: 'Not logged in',
      404: 'No such draft of the caller (already deleted, or another person’s)',
      409: 'The proposal was submitted: it can no longer be deleted (code submitted)',
    },
  }),
}
