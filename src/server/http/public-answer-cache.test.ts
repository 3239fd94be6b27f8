import { describe, expect, it } from 'vitest'
import { versionedCache } from './public-answer-cache.ts'

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

  it('starts empty again past its size', () => {
    const kept = cache()
    kept.get(1, 'a')
    kept.set(1, 'a', 'aaaaaa')
    kept.set(1, 'b', 'bbbbbb')
    expect(kept.get(1, 'a')).toBeUndefined()
    expect(kept.get(1, 'b')).toBe('bbbbbb')
  })
})
