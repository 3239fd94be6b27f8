// The app's queries run whatever the browser says about the network (issue 28): with a
// connection lost while the app is open, the service worker or the device answers them.
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

afterEach(() => onlineManager.setOnline(true))

describe('the query client', () => {
  it('asks a query and a mutation after the browser has said it is offline, rather than holding them until it says online', async () => {
    const queryClient = createQueryClient()
    onlineManager.setOnline(false)
    await expect(queryClient.fetchQuery({ queryKey: ['reference', 'districts'], queryFn: async () => 'from the service worker' })).resolves.toBe(
      'from the service worker',
    )
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 'kept on the device' })
    await expect(mutation.execute(undefined)).resolves.toBe('kept on the device')
  })
})
