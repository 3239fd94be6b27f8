// @vitest-environment happy-dom
// A project's answers depend on who asks: each person's are kept under their own key.
import { describe, expect, it } from 'vitest'
import { clearSession, setSession } from '../../../lib/session'
import { projectPageKeys, projectPageQueries } from './project-page-queries'

const tokenFor = (userId: string) => `h.${btoa(JSON.stringify({ userId, firstName: 'P', lastName: 'Q', email: 'p@q.ca', exp: 4_000_000_000 }))}.s`
const PROJECT = 'e5e0a183-e88f-44d3-98c8-c2208c45e5a3'

describe('project page query keys', () => {
  it('name who asks, so that no one is shown an answer fetched for the public or for someone else', () => {
    clearSession()
    const publicKey = projectPageQueries.project(PROJECT).queryKey
    setSession(tokenFor('u1'))
    const first = projectPageQueries.project(PROJECT).queryKey
    setSession(tokenFor('u2'))
    const second = projectPageQueries.project(PROJECT).queryKey
    expect(new Set([publicKey, first, second].map((key) => JSON.stringify(key))).size).toBe(3)
    expect(JSON.stringify(projectPageQueries.byNumber('2024-0123').queryKey)).toContain('u2')
  })

  it('keep every read of a project under the project, to refresh or drop them together', () => {
    setSession(tokenFor('u1'))
    expect(projectPageQueries.notes(PROJECT).queryKey.slice(0, 3)).toEqual([...projectPageKeys.project(PROJECT)])
  })
})
