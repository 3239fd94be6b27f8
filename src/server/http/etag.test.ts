import { describe, expect, it } from 'vitest'
import { etagOf, isCurrent } from './etag.ts'

describe('etagOf', () => {
  it('is a weak tag that changes with the text', () => {
    expect(etagOf('[]')).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/)
    expect(etagOf('[]')).toBe(etagOf('[]'))
    expect(etagOf('[1]')).not.toBe(etagOf('[]'))
  })
})

describe('isCurrent', () => {
  const tag = etagOf('[]')
  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    expect(isCurrent(tag, tag)).toBe(true)
    expect(isCurrent(tag.slice(2), tag)).toBe(true)
    expect(isCurrent(`"other", ${tag}`, tag)).toBe(true)
    expect(isCurrent('*', tag)).toBe(true)
  })

  it('does not match without the header or with another tag', () => {
    expect(isCurrent(undefined, tag)).toBe(false)
    expect(isCurrent(etagOf('[1]'), tag)).toBe(false)
    expect(isCurrent('', tag)).toBe(false)
  })
})
