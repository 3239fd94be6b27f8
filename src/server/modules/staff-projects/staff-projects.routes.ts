// Contracts of the office's project screens: the staff member's own role, the project list, a
// project as staff run it, its moves and its audit log.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff.ts'
import { DecidedErrorBody, StatusOk } from '../../../shared/schemas/common.ts'
import * as v from 'valibot'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such project' }
const write = { ...staff, 400: 'A value is missing or not valid', 409: 'The project is not in a stage or state that allows this' }
const done = v.object({ status: StatusOk })
const answer = { ...write, 409: { description: 'The proposal is no longer at Proposal Check: who answered it and when', schema: DecidedErrorBody } }

export const routes = {
  me: contract({ tags, summary: 'The caller’s staff role (404 for anyone who is not staff)', ok: s.StaffMeResponse, errors: staff }),
  projects: contract({
    tags,
    summary: 'Projects by number, title or proponent; with no search, those at Proposal Check first',
    ok: s.StaffProjectsResponse,
    errors: staff,
  }),
  project: contract({
    tags,
    summary: 'A project as staff run it: its stage, dates, state, the stages allowed next and its history',
    ok: s.StaffProjectResponse,
    errors: staff,
  }),
  move: contract({
    tags,
    summary: 'Move a project to a stage the transition table allows next, with its start day and deadline in business days',
    ok: done,
    errors: write,
  }),
  extend: contract({ tags, summary: 'Extend the current stage’s deadline by business days (the stage shows as extended)', ok: done, errors: write }),
  status: contract({ tags, summary: 'Pause, suspend, resume or discontinue a project under assessment', ok: done, errors: write }),
  accept: contract({ tags, summary: 'Accept a proposal at Proposal Check into Adequacy Review; the proponent is mailed', ok: done, errors: answer }),
  returnProposal: contract({
    tags,
    summary: 'Return a proposal at Proposal Check to its proponent as a draft, with a reason they are mailed',
    ok: done,
    errors: answer,
  }),
  audit: contract({
    tags,
    summary: 'The project’s audit log, newest first (managers and administrators)',
    ok: s.AuditResponse,
    errors: { ...staff, 403: 'An assessor: the audit log is for managers' },
  }),
}
