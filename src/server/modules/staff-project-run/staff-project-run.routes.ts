// Contracts of running a project's public process from the staff workspace: its comment periods
// and seeking-views deadline, its lead assessor, panel and key documents, its outcome and decision.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-project-run.ts'
import { NoticeSent, StatusOk } from '../../../shared/schemas/common.ts'
import * as v from 'valibot'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such project' }
const write = { ...staff, 400: 'A value is missing or not valid', 409: 'The project is not in a stage or state that allows this' }
const done = v.object({ status: StatusOk })

export const routes = {
  run: contract({
    tags,
    summary: 'The project’s open comment period and seeking-views deadline, and whether a period can open now',
    ok: s.StaffProjectRunResponse,
    errors: staff,
  }),
  openCommentPeriod: contract({
    tags,
    summary:
      'Open a comment period to the public (its public notice is sent, once a stage; told: to how many) or to participants only, from its first to its last day',
    ok: NoticeSent,
    errors: write,
  }),
  closeCommentPeriod: contract({ tags, summary: 'Close the open comment period now', ok: done, errors: write }),
  seekingViewsDeadline: contract({
    tags,
    summary: 'Set the last day views and information are sought (the seeking-views notice is sent once a stage)',
    ok: done,
    errors: write,
  }),
  publicNoticeText: contract({
    tags,
    summary: 'Write the printable public notice’s own text, in English and French (rich text, cleaned before it is stored; empty for none)',
    ok: done,
    errors: write,
  }),
  leadAssessor: contract({
    tags,
    summary: 'Make a staff member the lead assessor (the first assignment’s time feeds the statistics)',
    ok: done,
    errors: write,
  }),
  panel: contract({ tags, summary: 'Set a panel review’s members, in order, and what its public page shows of the panel', ok: done, errors: write }),
  outcome: contract({
    tags,
    summary: 'Record the assessment’s outcome (section 56(1) a–d) while the recommendation is prepared or sent',
    ok: done,
    errors: write,
  }),
  decision: contract({
    tags,
    summary:
      'Record a decision body’s decision (Accept, Vary, Reject) from its uploaded decision document: the document is published and the project moves to Decision Document Issued',
    ok: done,
    errors: { ...write, 404: 'Not staff, or no such project or decision document' },
  }),
  keyDocument: contract({
    tags,
    summary: 'Mark a public document of the project as a key document, or no longer',
    ok: done,
    errors: { ...write, 404: 'Not staff, or no such project or document' },
  }),
}
