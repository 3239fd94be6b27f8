import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { publicAnswerCache, versionedCache } from './public-answer-cache.ts'

describe('versionedCache', () => {
  const cache = () => versionedCache<string>((value) => value.length, 10)

  it('gives a value back at the version it was made at, and none at any other, lower or higher', () => {
    const kept = cache()
    expect(kept.get(5, 'a')).toBeUndefined()
    kept.set(5, 'a', 'five')
    expect(kept.get(5, 'a')).toBe('five')
    expect(kept.get(6, 'a')).toBeUndefined()
    kept.set(6, 'a', 'six')
    expect(kept.get(4, 'a')).toBeUndefined()
    expect(kept.get(6, 'a')).toBeUndefined()
  })

  it('keeps nothing made at a version other than the newest read', () => {
    const kept = cache()
    kept.get(7, 'a')
    kept.set(6, 'a', 'old')
    expect(kept.get(7, 'a')).toBeUndefined()
  })

  it('past its size lets the least recently read values go first, and stays within it', () => {
    const kept = cache()
    kept.get(1, 'a')
    kept.set(1, 'a', 'aaa')
    kept.set(1, 'b', 'bbb')
    kept.set(1, 'c', 'ccc')
    expect(kept.get(1, 'a')).toBe('aaa')
    kept.set(1, 'd', 'ddd')
    expect(kept.get(1, 'b')).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => kept.get(1, key))).toEqual(['aaa', 'ccc', 'ddd'])
    kept.set(1, 'e', 'eeeeeeee')
    const left = ['a', 'c', 'd', 'e'].flatMap((key) => kept.get(1, key) ?? [])
    expect(left).toEqual(['eeeeeeee'])
  })

  it('counts a value kept again under its key once, and keeps none larger than its size', () => {
    const kept = cache()
    kept.get(1, 'a')
    for (const value of ['aaaa', 'aaaaa', 'aaaaaa']) kept.set(1, 'a', value)
    kept.set(1, 'b', 'bbbb')
    expect([kept.get(1, 'a'), kept.get(1, 'b')]).toEqual(['aaaaaa', 'bbbb'])
    kept.set(1, 'c', 'c'.repeat(11))
    expect(kept.get(1, 'c')).toBeUndefined()
    expect(kept.get(1, 'a')).toBe('aaaaaa')
  })
})

describe('publicAnswerCache', () => {
  /** A route answering `{ n, padding }` of about `bytes` for any address, counting the answers it made. */
  const app = (maxBytes: number, bytes: number) => {
    const made = { count: 0 }
    const routes = new Hono()
    routes.use(publicAnswerCache(() => Promise.resolve(1), maxBytes))
    routes.get('/answers/:n', (c) => {
      made.count += 1
      return c.body(JSON.stringify({ n: c.req.param('n'), padding: 'x'.repeat(bytes) }), 200, { 'Content-Type': 'application/json' })
    })
    const read = async (n: number) => (JSON.parse(await (await routes.request(`/answers/${n}`)).text()) as { n: string }).n
    return { made, read }
  }

  it('keeps short answers in memory of their own, so as many fit as their bytes allow', async () => {
    // Twenty answers of 3 KB: 60 KB, far under the bound, were they not each holding a 64 KB block.
    const { made, read } = app(200 * 1024, 3 * 1024)
    for (let n = 0; n < 20; n++) await read(n)
    for (let n = 0; n < 20; n++) expect(await read(n)).toBe(String(n))
    expect(made.count).toBe(20)
  })

  it('stays within its bound and still answers rightly what it let go', async () => {
    const { made, read } = app(10 * 1024, 3 * 1024)
    for (let n = 0; n < 10; n++) await read(n)
    expect(made.count).toBe(10)
    // Three answers fit: the last three are given from memory, the first made again, rightly.
    for (const n of [9, 8, 7]) expect(await read(n)).toBe(String(n))
    expect(made.count).toBe(10)
    for (let n = 0; n < 10; n++) expect(await read(n)).toBe(String(n))
    expect(made.count).toBe(20)
  })
})
