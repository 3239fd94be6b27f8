import { describe, expect, it } from 'vitest'
import { generateOpenApiDocument } from '../contract/openapi-document.ts'

type Operation = { 'x-callers': string; security?: unknown[] }
const operation = async (path: string, method: string) => ((await generateOpenApiDocument()).paths as Record<string, Record<string, Operation>>)[path]![method]!

describe('who may call each operation, as the contract says', () => {
  it('follows the check the route names: staff role, sign-in, this machine, a mailed token, or anyone', async () => {
    expect((await operation('/api/staff/accounts', 'get'))['x-callers']).toBe('Staff with the administrator role; other staff get 403, anyone else 404.')
    expect((await operation('/api/staff/comments', 'get'))['x-callers']).toMatch(/^Staff \(assessor, manager or administrator\)/)
    const profile = await operation('/api/users/{userId}/notification-profile', 'get')
    expect(profile['x-callers']).toMatch(/^Signed-in people/)
    expect(profile.security).toEqual([{ session: [] }])
    expect((await operation('/api/unsubscribe/{token}', 'get'))['x-callers']).toMatch(/^Anyone holding the token/)
    const search = await operation('/api/projects/search', 'get')
    expect(search['x-callers']).toMatch(/^Anyone, signed in or not/)
    expect(search.security).toBeUndefined()
    const feed = await operation('/api/v1/projects/feed.atom', 'get')
    expect(feed['x-callers']).toMatch(/^Anyone: public open data/)
    expect(feed.security).toBeUndefined()
  })
})
