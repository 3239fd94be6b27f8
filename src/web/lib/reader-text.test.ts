import { describe, expect, it } from 'vitest'
import { listOf } from './reader-text'

describe('a list in the reader’s language', () => {
  it('puts the language’s words between the items, and keeps the items as they are', () => {
    expect(listOf(['2 drafts', '1 file', '1 submission'], 'en').join('')).toBe('2 drafts, 1 file, and 1 submission')
    expect(listOf(['2 ébauches', '1 fichier', '1 dépôt'], 'fr').join('')).toBe('2 ébauches, 1 fichier et 1 dépôt')
    expect(listOf(['one', 'two'], 'en').join('')).toBe('one and two')
    const item = { element: true }
    expect(listOf([item], 'en')).toEqual([item])
  })
})
