import { describe, expect, it } from 'vitest'
import { chunksMakeFile } from './upload-chunks.ts'

describe('chunksMakeFile', () => {
  it('takes chunks that run from byte 0 to the size', () => {
    expect(
      chunksMakeFile(
        [
          { startOffset: 0, length: 4 },
          { startOffset: 4, length: 2 },
          { startOffset: 6, length: 4 },
        ],
        10,
      ),
    ).toBe(true)
    expect(chunksMakeFile([{ startOffset: 0, length: 10 }], 10)).toBe(true)
  })

  it('refuses a gap, an overlap, a missing start, an empty chunk, or a sum that is not the size', () => {
    expect(
      chunksMakeFile(
        [
          { startOffset: 0, length: 4 },
          { startOffset: 5, length: 5 },
        ],
        10,
      ),
    ).toBe(false)
    expect(
      chunksMakeFile(
        [
          { startOffset: 0, length: 6 },
          { startOffset: 4, length: 6 },
        ],
        10,
      ),
    ).toBe(false)
    expect(chunksMakeFile([{ startOffset: 2, length: 8 }], 10)).toBe(false)
    expect(
      chunksMakeFile(
        [
          { startOffset: 0, length: 0 },
          { startOffset: 0, length: 10 },
        ],
        10,
      ),
    ).toBe(false)
    expect(chunksMakeFile([{ startOffset: 0, length: 9 }], 10)).toBe(false)
    expect(chunksMakeFile([], 10)).toBe(false)
  })
})
