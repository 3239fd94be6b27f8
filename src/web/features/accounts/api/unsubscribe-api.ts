// The calls behind a notice's unsubscribe link (no login: the token is the key).
import { api, expectData } from '../../../lib/api-client'

export const unsubscribeApi = {
  describe: (token: string) => expectData(api.GET('/api/unsubscribe/{token}', { params: { path: { token } } })),
  unsubscribe: (token: string) => expectData(api.POST('/api/unsubscribe/{token}', { params: { path: { token } } })),
}
