import { describe, expect, it } from 'vitest'
import { searchResponseBody } from './project-search.ts'

const result = (projectChunks: string[]) => ({ projectChunks, districtCount: [{ assessmentDistrictId: 'd1', count: 2 }], total: 2 })
const expected = { status: 'OK', projects: [{ n: 1 }, { n: 2 }], districtCount: [{ assessmentDistrictId: 'd1', count: 2 }], total: 2 }

describe('the search answer', () => {
  it('is one text for a page of one chunk, to be sent with its length', () => {
    const body = searchResponseBody(result(['{"n":1},{"n":2}']))
    expect(typeof body).toBe('string')
    expect(JSON.parse(body as string)).toEqual(expected)
  })

  it('is a stream, piece by piece, for more chunks (a search without limit)', async () => {
    const body = searchResponseBody(result(['{"n":1}', '{"n":2}']))
    expect(body).toBeInstanceOf(ReadableStream)
    expect(JSON.parse(await new Response(body).text())).toEqual(expected)
  })
})
