import { describe, expect, it } from 'vitest'
import { draftDeletionDate, draftFate } from './draft-retention.ts'

const now = new Date('2026-06-15T12:00:00Z')
const day = 86_400_000
const ago = (days: number) => new Date(now.getTime() - days * day)

describe('a draft’s fate in the daily cleanup', () => {
  it('keeps a draft edited less than six months less a week ago', () => {
    expect(draftFate(new Date('2025-12-23T12:00:00Z'), null, now)).toBe('keep')
  })

  it('warns a week before six months, once per edit', () => {
    const edited = new Date('2025-12-21T12:00:00Z')
    expect(draftFate(edited, null, now)).toBe('warn')
    expect(draftFate(edited, ago(1), now)).toBe('keep')
    // A warning about an earlier edit does not count.
    expect(draftFate(edited, new Date('2025-12-20T00:00:00Z'), now)).toBe('warn')
  })

  it('deletes after six months once the warning is a week old', () => {
    const edited = new Date('2025-12-10T00:00:00Z')
    expect(draftFate(edited, ago(7), now)).toBe('delete')
    expect(draftFate(edited, ago(6), now)).toBe('keep')
  })

  it('gives a draft already older than six months its week after the warning', () => {
    const edited = new Date('2025-01-01T00:00:00Z')
    expect(draftFate(edited, null, now)).toBe('warn')
    expect(draftFate(edited, ago(3), now)).toBe('keep')
    expect(draftFate(edited, ago(8), now)).toBe('delete')
  })
})

describe('the deletion date a warning announces', () => {
  it('is six months after the last edit, and never sooner than a week after the warning', () => {
    expect(draftDeletionDate(new Date('2025-12-20T12:00:00Z'), now)).toEqual(new Date('2026-06-22T12:00:00Z'))
    expect(draftDeletionDate(new Date('2025-01-01T00:00:00Z'), now)).toEqual(new Date('2026-06-22T12:00:00Z'))
  })
})
