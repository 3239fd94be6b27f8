// Reads an HTTP Range header (RFC 9110 §14) for one range of bytes. Several ranges are answered
// with the whole file, which the RFC allows.

export type RangeResult = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

export function parseByteRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'whole' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'whole' }
  const [, from, to] = match as unknown as [string, string, string]
  if (from === '' && to === '') return { kind: 'whole' }
  if (from === '') {
    // The last N bytes.
    const length = Number(to)
    if (length === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
