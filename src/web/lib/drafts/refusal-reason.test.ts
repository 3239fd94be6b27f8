import { describe, expect, it } from 'vitest'
import { refusalReason, refusedRequirements } from './refusal-reason'

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

describe('what a refused submit lacks, as the draft keeps it', () => {
  it('is the registry’s list of requirements when it refused the submit as incomplete', () => {
    const incomplete = {
      code: 'incomplete',
      body: { status: 'KO', code: 'incomplete', userMessage: 'Proposal was not submitted.', missing: ['location', 'contactPhone'] },
    }
    expect(refusedRequirements('submit', incomplete)).toEqual(['location', 'contactPhone'])
    expect(refusedRequirements('submit', { code: 'incomplete', body: { code: 'incomplete', missing: ['location', 7] } })).toEqual(['location'])
  })

  it('is nothing for another refusal, an upload’s own incomplete, or an answer without a list', () => {
    expect(refusedRequirements('submit', { code: 'submitted', body: { code: 'submitted' } })).toBeNull()
    expect(refusedRequirements('upload', { code: 'incomplete', body: { code: 'incomplete', missing: ['location'] } })).toBeNull()
    expect(refusedRequirements('submit', { code: 'incomplete', body: { code: 'incomplete' } })).toBeNull()
    expect(refusedRequirements('submit', { code: 'incomplete', body: null })).toBeNull()
  })
})
