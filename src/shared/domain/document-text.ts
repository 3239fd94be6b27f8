// Searching inside documents (decision 0083): what an extracted text counts as, and the highlighted
// passage the search sends. The database marks a match between two private-use characters that no
// extracted text keeps; the passage travels as plain pieces flagged as matched or not, so a client
// draws <mark> around them and never reads the document's text as HTML.

/** Marks ts_headline puts around a match (StartSel/StopSel). */
export const MATCH_START = '\uE000'
export const MATCH_END = '\uE001'

/** Text kept of one document: the index of a longer one would pass PostgreSQL's 1 MB tsvector limit. */
export const MAX_INDEXED_CHARS = 500_000

/** Fewer letters than this in a whole PDF is no text layer (a scan, maybe with a stray page number). */
const MIN_LETTERS = 20

export interface PassagePiece {
  text: string
  match: boolean
}

/** The extracted text as stored: whitespace runs folded, the marks removed, cut at MAX_INDEXED_CHARS. */
export function cleanExtractedText(text: string): string {
  return (
    text
      // PostgreSQL's text holds no NUL.
      .replaceAll('\u0000', '')
      .replace(/[\uE000\uE001]/g, '')
      .replace(/[ \t\f\v\u00a0]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
      .slice(0, MAX_INDEXED_CHARS)
  )
}

/** Whether a PDF's text is searchable; a scanned PDF without a text layer has (almost) no letters. */
export function hasSearchableText(text: string): boolean {
  return (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS
}

/** A headline with its matches between MATCH_START and MATCH_END, as pieces. */
export function passagePieces(headline: string): PassagePiece[] {
  const pieces: PassagePiece[] = []
  const push = (text: string, match: boolean) => {
    if (text === '') return
    const last = pieces.at(-1)
    if (last && last.match === match) last.text += text
    else pieces.push({ text, match })
  }
  let rest = headline.replace(/\s+/g, ' ')
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START)
    if (start < 0) {
      push(rest.replaceAll(MATCH_END, ''), false)
      break
    }
    push(rest.slice(0, start).replaceAll(MATCH_END, ''), false)
    const end = rest.indexOf(MATCH_END, start + 1)
    const stop = end < 0 ? rest.length : end
    push(rest.slice(start + 1, stop).replaceAll(MATCH_START, ''), true)
    rest = rest.slice(stop + 1)
  }
  return pieces
}
