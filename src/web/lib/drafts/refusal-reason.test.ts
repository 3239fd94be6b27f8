import { describe, expect, it } from 'vitest'
import { refusalReason } from './refusal-reason'

describe('the reason a draft keeps for a refusal', () => {
  it('is the server’s code, or one made from the status when it gave none', () => {
    expect(refusalReason('submit', { status: 400, code: 'incomplete' })).toBe('incomplete')
    expect(refusalReason('upload', { status: 409, code: 'one-file-only' })).toBe('one-file-only')
    expect(refusalReason('upload', { status: 409, code: 'incomplete' })).toBe('upload-incomplete')
    expect(refusalReason('update', { status: 404 })).toBe('not-found')
    expect(refusalReason('update', { status: 403 })).toBe('forbidden')
    expect(refusalReason('update', { status: 418 })).toBe('http-418')
  })
})
