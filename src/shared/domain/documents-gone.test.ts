import { describe, expect, it } from 'vitest'
import { documentsGoneFromServer } from './documents-gone.ts'

describe('the files a device forgets when the registry no longer has them', () => {
  const sent = (id: string) => ({ id, documentId: `doc-${id}` })
  const waiting = (id: string) => ({ id, documentId: null })

  it('drops the files that had reached the registry and are no longer in its list', () => {
    expect(documentsGoneFromServer([sent('a'), sent('b'), sent('c')], new Set(['doc-b']))).toEqual(['a', 'c'])
    expect(documentsGoneFromServer([sent('a')], new Set(['doc-a', 'doc-other']))).toEqual([])
  })

  it('never drops a file still waiting to be sent, even when the registry has nothing', () => {
    expect(documentsGoneFromServer([waiting('a'), sent('b')], new Set())).toEqual(['b'])
    expect(documentsGoneFromServer([waiting('a')], new Set())).toEqual([])
  })
})
