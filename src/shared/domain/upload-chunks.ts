// The chunks a resumable upload's file arrived in (decision 0076): each kept apart as it came, so
// completing the upload puts them back together only if they make the whole file.

export interface ArrivedChunk {
  startOffset: number
  length: number
}

/** Whether the chunks, in order of their offsets, run from byte 0 without gap or overlap to exactly `size` bytes. */
export function chunksMakeFile(chunks: readonly ArrivedChunk[], size: number): boolean {
  let next = 0
  for (const chunk of chunks) {
    if (chunk.startOffset !== next || chunk.length <= 0) return false
    next += chunk.length
  }
  return next === size
}
