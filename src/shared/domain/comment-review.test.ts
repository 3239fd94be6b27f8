import { describe, expect, it } from 'vitest'
import { mayResubmitAfter, publicCopy, publicCopyParts, publishedParts, redactionProblem, withheldByReason } from './comment-review.ts'

describe('redactions', () => {
  const original = 'Call me at 867-555-0100, you idiots.'
  it('replaces each withheld passage with its reason, in order of the text', () => {
    expect(
      publicCopy(original, [
        { start: 29, end: 35, reason: 'profanity' },
        { start: 11, end: 23, reason: 'personal-information' },
      ]),
    ).toBe('Call me at [withheld: personal information], you [withheld: profanity].')
    expect(publicCopy(original, [])).toBe(original)
  })
  it('gives the copy in pieces, each withheld passage by its reason’s code, for the reader’s page to say in its language', () => {
    const redactions = [
      { start: 29, end: 35, reason: 'profanity' as const },
      { start: 11, end: 23, reason: 'personal-information' as const },
    ]
    expect(publicCopyParts(original, redactions)).toEqual([
      { text: 'Call me at ' },
      { withheld: 'personal-information' },
      { text: ', you ' },
      { withheld: 'profanity' },
      { text: '.' },
    ])
    expect(publicCopyParts('idiots', [{ start: 0, end: 6, reason: 'profanity' }])).toEqual([{ withheld: 'profanity' }])
    const published = { original, redactions, redactedComment: publicCopy(original, redactions) }
    expect(publishedParts(published)).toEqual(publicCopyParts(original, redactions))
    // Nothing withheld, or a text that is not the copy made from the passages (imported, or written by hand): shown as it is.
    expect(publishedParts({ ...published, redactions: [] })).toBeNull()
    expect(publishedParts({ ...published, redactedComment: 'Call me, please.' })).toBeNull()
  })
  it('refuses passages outside the text, empty or overlapping', () => {
    expect(redactionProblem(original, [{ start: 11, end: 23, reason: 'other' }])).toBeNull()
    expect(redactionProblem(original, [{ start: 30, end: 99, reason: 'other' }])).toBe('A withheld passage is not part of the comment.')
    expect(redactionProblem(original, [{ start: 5, end: 5, reason: 'other' }])).toBe('A withheld passage is not part of the comment.')
    expect(
      redactionProblem(original, [
        { start: 0, end: 10, reason: 'other' },
        { start: 8, end: 12, reason: 'threat' },
      ]),
    ).toBe('Withheld passages may not overlap.')
  })
})

describe('withheldByReason', () => {
  it('adds up each reason, in the reasons’ order, leaving out reasons with none', () => {
    expect(
      withheldByReason([
        { reason: 'threat', count: 2 },
        { reason: 'personal-information', count: 1 },
        { reason: 'threat', count: 1 },
        { reason: 'other', count: 0 },
      ]),
    ).toEqual({
      total: 4,
      groups: [
        { reason: 'personal-information', count: 1 },
        { reason: 'threat', count: 3 },
      ],
    })
  })

  it('says nothing was withheld when nothing was', () => {
    expect(withheldByReason([])).toEqual({ total: 0, groups: [] })
  })
})

describe('mayResubmitAfter', () => {
  it('offers the author a resubmission after every reason but a threat', () => {
    expect((['personal-information', 'profanity', 'threat', 'other'] as const).filter(mayResubmitAfter)).toEqual(['personal-information', 'profanity', 'other'])
  })
})
