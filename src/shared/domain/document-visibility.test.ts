import { describe, expect, it } from 'vitest'
import { ANONYMOUS, canSeeDocument, fullDocumentNumber, originalUpload, visibleUploads } from './document-visibility.ts'

const proponent = { userId: 'u1', privileged: true }

describe('document visibility', () => {
  it('shows the public only published documents', () => {
    expect(['public', 'published', 'published_answer'].every((s) => canSeeDocument(s, ANONYMOUS))).toBe(true)
    expect(['unreviewed', 'internal', 'draft_answer', 'answered', 'unsaved'].some((s) => canSeeDocument(s, ANONYMOUS))).toBe(false)
  })
  it('shows privileged viewers unreviewed and internal documents, never unsaved ones', () => {
    expect(canSeeDocument('unreviewed', proponent)).toBe(true)
    expect(canSeeDocument('internal', proponent)).toBe(true)
    expect(canSeeDocument('unsaved', proponent)).toBe(false)
  })
  it('shows whoever uploaded a document their own while it waits, and nobody else’s', () => {
    const decisionBody = { userId: 'u2', privileged: false }
    expect(canSeeDocument('unreviewed', decisionBody, 'u2')).toBe(true)
    expect(canSeeDocument('unreviewed', decisionBody, 'u3')).toBe(false)
    expect(canSeeDocument('unreviewed', ANONYMOUS, null)).toBe(false)
    expect(canSeeDocument('unsaved', decisionBody, 'u2')).toBe(false)
  })
  it('gives the public the redacted file and privileged viewers the original too', () => {
    const doc = { redactedUploadId: 'r', unredactedUploadId: 'o' }
    expect(visibleUploads(doc, ANONYMOUS)).toEqual({ redactedUploadId: 'r', unredactedUploadId: null })
    expect(visibleUploads(doc, proponent)).toEqual({ redactedUploadId: 'r', unredactedUploadId: 'o' })
    expect(visibleUploads({ redactedUploadId: null, unredactedUploadId: 'o' }, ANONYMOUS)).toEqual({ redactedUploadId: 'o', unredactedUploadId: null })
  })
  it('offers the original only when a revised version replaced it', () => {
    expect(originalUpload({ redactedUploadId: 'r', unredactedUploadId: 'o' })).toBe('o')
    expect(originalUpload({ redactedUploadId: 'o', unredactedUploadId: 'o' })).toBeNull()
    expect(originalUpload({ redactedUploadId: 'r', unredactedUploadId: null })).toBeNull()
    expect(originalUpload({ redactedUploadId: null, unredactedUploadId: 'o' })).toBeNull()
  })
  it('prefixes document numbers with the project number', () => {
    expect(fullDocumentNumber('2024-0123', '0007')).toBe('2024-0123-0007')
    expect(fullDocumentNumber('2024-0123', null)).toBeNull()
  })
})
