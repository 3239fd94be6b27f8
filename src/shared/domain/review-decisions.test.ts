import { describe, expect, it } from 'vitest'
import { alreadyDecidedMessage, decisionsOn, nothingToUndoMessage } from './review-decisions.ts'

/** Saturday 28 November 2026, 11:53 in Yukon (UTC−7). */
const AT = new Date('2026-11-28T18:53:00Z')

describe('a refused second decision', () => {
  it('says what the first was, who took it and when, in Yukon time', () => {
    expect(alreadyDecidedMessage('comment', { action: 'publish-comment', by: 'Chris Nolan', at: AT })).toBe(
      'This comment was already published by Chris Nolan on Nov 28, 2026 at 11:53 AM Yukon time.',
    )
    expect(alreadyDecidedMessage('intervenor', { action: 'decline-intervenor', by: 'Ann Lee', at: new Date('2026-11-29T06:05:00Z') })).toBe(
      'This application was already declined by Ann Lee on Nov 28, 2026 at 11:05 PM Yukon time.',
    )
    expect(alreadyDecidedMessage('document', { action: 'mark-document-internal', by: 'Ann Lee', at: AT })).toMatch(
      /^This document was already marked Internal by Ann Lee/,
    )
    expect(alreadyDecidedMessage('project-stage', { action: 'move-stage', by: 'Ann Lee', at: AT })).toBe(
      'This project was already moved to another stage by Ann Lee on Nov 28, 2026 at 11:53 AM Yukon time.',
    )
  })

  it('leaves out who when the system decided, and says only that it was reviewed when nothing tells of the decision', () => {
    expect(alreadyDecidedMessage('project', { action: 'return-proposal', by: null, at: AT })).toBe(
      'This proposal was already returned on Nov 28, 2026 at 11:53 AM Yukon time.',
    )
    expect(alreadyDecidedMessage('information-request', null)).toBe('This answer has already been reviewed.')
  })
})

describe('a refused undo', () => {
  it('says what was done last, by whom and when', () => {
    expect(nothingToUndoMessage('document', { action: 'undo', by: 'Chris Nolan', at: AT })).toBe(
      'There is nothing of yours to undo here: this document was last put back as it was by Chris Nolan on Nov 28, 2026 at 11:53 AM Yukon time.',
    )
    expect(nothingToUndoMessage('project', { action: 'move-stage', by: 'Ann Lee', at: AT })).toContain('this proposal was last changed by Ann Lee')
    expect(nothingToUndoMessage('comment', null)).toBe('There is nothing of yours to undo here: it was undone already, or someone acted on it after you.')
  })
})

it('names the actions that decide each kind of item', () => {
  expect(decisionsOn('intervenor')).toEqual(['accept-intervenor', 'decline-intervenor'])
  expect(decisionsOn('unknown')).toEqual([])
})
