// Contracts of site messages: administrators only.
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-site-messages.ts'
import { StatusOk } from '../../../shared/schemas/common.ts'

const tags = ['Staff']
const staff = {
  403: 'An assessor or a manager: site messages are for administrators (code staff-role)',
  404: 'Not staff (the workspace does not exist for them), or no such message',
}
const write = { ...staff, 400: 'A value is missing or not valid (the text is cleaned to the allowed HTML first)' }
const done = v.object({ status: StatusOk })

export const routes = {
  list: contract({ tags, summary: 'Every site message, newest changed first', ok: s.StaffSiteMessagesResponse, errors: staff }),
  create: contract({
    tags,
    summary: 'Write a site message (unpublished) in English and optionally French, with an expiry',
    ok: s.SiteMessageSaved,
    errors: write,
  }),
  update: contract({ tags, summary: 'Change a site message', ok: done, errors: write }),
  publish: contract({ tags, summary: 'Publish a site message: the newest published one that has not expired shows on the home page', ok: done, errors: staff }),
  unpublish: contract({ tags, summary: 'Withdraw a site message from the home page', ok: done, errors: staff }),
}
