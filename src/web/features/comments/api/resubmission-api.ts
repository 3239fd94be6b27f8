// The calls behind the link a rejected comment's author is mailed (no login: the token is the key).
import { api, expectData } from '../../../lib/api-client'

export const resubmissionApi = {
  describe: (token: string) => expectData(api.GET('/api/comment-resubmission/{token}', { params: { path: { token } } })),
  resubmit: (token: string, comment: string) => expectData(api.POST('/api/comment-resubmission/{token}', { params: { path: { token } }, body: { comment } })),
}
