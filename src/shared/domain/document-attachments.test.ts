import { describe, expect, it } from 'vitest'
import { splitAttachments } from './document-attachments.ts'

const doc = (documentId: string, attachments: string[] = []) => ({ documentId, attachments })

describe('documents with their attachments in one list', () => {
  it('takes the attachments out, leaving the documents in their order', () => {
    const { documents, attachments } = splitAttachments([doc('a', ['x']), doc('b', ['y']), doc('c'), doc('x'), doc('y')])
    expect(documents.map((d) => d.documentId)).toEqual(['a', 'b', 'c'])
    expect(attachments.map((d) => d.documentId)).toEqual(['x', 'y'])
  })

  it('keeps a list with no attachments whole', () => {
    expect(splitAttachments([doc('a'), doc('b')])).toEqual({ documents: [doc('a'), doc('b')], attachments: [] })
  })
})
