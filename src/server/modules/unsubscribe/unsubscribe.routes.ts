// Contracts of the unsubscribe link carried by every project notice (no login).
import { contract } from '../../http/openapi.ts'
import { UnsubscribeAnswer } from '../../../shared/schemas/unsubscribe.ts'

const tags = ['Notices']

export const routes = {
  describe: contract({
    tags,
    summary: 'What the link stops, without stopping it (link scanners follow GETs)',
    ok: UnsubscribeAnswer,
    errors: { 404: 'Not a link the registry sent' },
  }),
  unsubscribe: contract({
    tags,
    summary: 'Unsubscribes at once: the one-click POST of RFC 8058 (List-Unsubscribe-Post) and the confirmation page’s button',
    ok: UnsubscribeAnswer,
    errors: { 404: 'Not a link the registry sent' },
  }),
}
