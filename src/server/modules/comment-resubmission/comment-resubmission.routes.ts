// Contracts of the link a rejected comment's author is mailed (no login: the token is the key).
import { contract } from '../../http/openapi.ts'
import { ResubmissionView, ResubmitAnswer } from '../../../shared/schemas/comment-resubmission.ts'

const tags = ['Comments']
const link = { 404: 'Not a link the registry sent, or already used', 410: 'The link has expired' }

export const routes = {
  describe: contract({ tags, summary: 'The rejected comment, why it was rejected, and until when it may be resubmitted', ok: ResubmissionView, errors: link }),
  resubmit: contract({
    tags,
    summary: 'Resubmits the edited comment for a new review; the rejected version is kept',
    ok: ResubmitAnswer,
    errors: { ...link, 400: 'The comment is empty or too long' },
  }),
}
