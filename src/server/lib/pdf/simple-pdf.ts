// A minimal PDF 1.4 writer: a title and paragraphs of text set in the standard Helvetica fonts
// (no embedding), wrapped to the page, on as many Letter pages as the text needs. Enough for
// generated documents (the demo set, placeholders); not a layout engine.
//
// Text is encoded as WinAnsi, which covers the accents and typographic quotes of English and
// French; other characters print as "?". The cross-reference table is computed from the bytes
// actually written, so every offset points at its object.

export interface SimplePdfInput {
  title: string
  /** A smaller line under the title (a document number, a date). */
  subtitle?: string
  paragraphs: readonly string[]
  author?: string
  /** Written as the document's creation date; omitted when absent, so output stays reproducible. */
  createdAt?: Date
  /** Each page's footer, in the document's language; "Page 1 of 3" when absent. */
  pageFooter?: (page: number, pages: number) => string
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 72
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BODY_SIZE = 11
const BODY_LEADING = 15
const TITLE_SIZE = 18
const TITLE_LEADING = 22
const SUBTITLE_SIZE = 10
const PARAGRAPH_GAP = 8
const FOOTER_Y = 40

// Approximate advance widths of Helvetica in thousandths of an em, by character; enough to wrap
// lines inside the margins (bold is treated as 6% wider).
const WIDTHS: Record<string, number> = {}
const setWidths = (chars: string, width: number) => {
  for (const c of chars) WIDTHS[c] = width
}
setWidths(" !,./:;[]\\fijlt'I", 278)
setWidths('ijl', 222)
setWidths('"', 355)
setWidths('#$0123456789?_abdeghnopqu~L', 556)
setWidths('%', 889)
setWidths('&ABEKPSVXY', 667)
setWidths('()-`r{}', 333)
setWidths('*', 389)
setWidths('+<=>', 584)
setWidths('@', 1015)
setWidths('CDHNRUw', 722)
setWidths('FTZ', 611)
setWidths('GOQ', 778)
setWidths('J', 500)
setWidths('M', 833)
setWidths('m', 833)
setWidths('W', 944)
setWidths('cksvxyz', 500)
setWidths('|', 260)
setWidths('^', 469)

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0
  for (const c of text) units += WIDTHS[c] ?? 556
  return (units / 1000) * size * (bold ? 1.06 : 1)
}

/** Greedy word wrap; a word longer than the line is cut. */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = []
  for (const rawLine of text.split('\n')) {
    const words = rawLine.split(/\s+/).filter((w) => w.length > 0)
    let line = ''
    for (let word of words) {
      while (textWidth(word, size, bold) > maxWidth) {
        let cut = word.length - 1
        while (cut > 1 && textWidth(word.slice(0, cut), size, bold) > maxWidth) cut--
        if (line) {
          lines.push(line)
          line = ''
        }
        lines.push(word.slice(0, cut))
        word = word.slice(cut)
      }
      const candidate = line ? `${line} ${word}` : word
      if (textWidth(candidate, size, bold) <= maxWidth) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

// WinAnsi (Windows-1252) code points above 127 that differ from Latin-1.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c,
  'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

/** A PDF literal string of the text in WinAnsi, with bytes outside printable ASCII as octal escapes. */
export function pdfString(text: string): string {
  let out = '('
  for (const c of text) {
    const code = c.codePointAt(0)!
    let byte: number
    if (code >= 32 && code < 127) byte = code
    else if (code >= 160 && code <= 255) byte = code
    else byte = WIN_ANSI_EXTRA[c] ?? 0x3f
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}

/** A text string for the document information (title, author): UTF-16BE with its byte-order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')
  return `<${hex}>`
}

function pdfDate(date: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  return `D:${p(date.getUTCFullYear(), 4)}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`
}

interface Line {
  text: string
  font: 'F1' | 'F2'
  size: number
  /** Space taken above the baseline of this line. */
  advance: number
}

/** Lays the text out into pages of positioned lines. */
function layout(input: SimplePdfInput): { font: Line['font']; size: number; x: number; y: number; text: string }[][] {
  const lines: Line[] = []
  for (const text of wrapText(input.title, TITLE_SIZE, TEXT_WIDTH, true)) lines.push({ text, font: 'F2', size: TITLE_SIZE, advance: TITLE_LEADING })
  if (input.subtitle) for (const text of wrapText(input.subtitle, SUBTITLE_SIZE, TEXT_WIDTH)) lines.push({ text, font: 'F1', size: SUBTITLE_SIZE, advance: 14 })
  let gap = 2 * PARAGRAPH_GAP
  for (const paragraph of input.paragraphs) {
    wrapText(paragraph, BODY_SIZE, TEXT_WIDTH).forEach((text, i) => {
      lines.push({ text, font: 'F1', size: BODY_SIZE, advance: BODY_LEADING + (i === 0 ? gap : 0) })
    })
    gap = PARAGRAPH_GAP
  }
  const pages: ReturnType<typeof layout> = [[]]
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines) {
    if (y - line.advance < MARGIN && pages[pages.length - 1]!.length > 0) {
      pages.push([])
      y = PAGE_HEIGHT - MARGIN
    }
    y -= pages[pages.length - 1]!.length === 0 ? line.size : line.advance
    if (line.text) pages[pages.length - 1]!.push({ font: line.font, size: line.size, x: MARGIN, y, text: line.text })
  }
  return pages
}

/** The bytes of a PDF 1.4 file with the title and paragraphs. */
export function simplePdf(input: SimplePdfInput): Uint8Array {
  const pages = layout(input)
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 6 + 2 * i)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  const info = [`/Title ${pdfTextString(input.title)}`, '/Producer (Registry simple-pdf)']
  if (input.author) info.push(`/Author ${pdfTextString(input.author)}`)
  if (input.createdAt) info.push(`/CreationDate (${pdfDate(input.createdAt)})`)
  objects[5] = `<< ${info.join(' ')} >>`
  pages.forEach((lines, i) => {
    const content = [
      ...lines.map((l) => `BT /${l.font} ${l.size} Tf ${l.x} ${l.y.toFixed(2)} Td ${pdfString(l.text)} Tj ET`),
      `BT /F1 8 Tf ${MARGIN} ${FOOTER_Y} Td ${pdfString(input.pageFooter ? input.pageFooter(i + 1, pages.length) : `Page ${i + 1} of ${pages.length}`)} Tj ET`,
    ].join('\n')
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`
    // Content is ASCII only (pdfString escapes the rest), so its length in bytes is its length.
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
  })

  const chunks: Buffer[] = []
  let offset = 0
  const write = (chunk: Buffer) => {
    chunks.push(chunk)
    offset += chunk.length
  }
  // The second line marks the file as binary for transfer tools, as the format recommends.
  write(Buffer.from('%PDF-1.4\n', 'latin1'))
  write(Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = offset
    write(Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1'))
  }
  const xrefAt = offset
  const entries = ['0000000000 65535 f \n', ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)]
  write(Buffer.from(`xref\n0 ${objects.length}\n${entries.join('')}`, 'latin1'))
  write(Buffer.from(`trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'))
  return new Uint8Array(Buffer.concat(chunks))
}
