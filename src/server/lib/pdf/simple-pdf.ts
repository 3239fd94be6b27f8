// Generated PDFs: a title and paragraphs of text set in the standard Helvetica fonts (no
// embedding), wrapped to the page, on as many Letter pages as the text needs; for a form a person
// fills in, labelled AcroForm fields (text boxes, check boxes) between the paragraphs. Enough for
// generated documents (the demo set, the intervenor application form); not a layout engine.
// pdf-lib writes the file (decision 0091); this module lays the pages out.
//
// The standard fonts encode text as WinAnsi, which covers the accents and typographic quotes of
// English and French; other characters print as "?".
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import type { PDFFont, PDFPage } from 'pdf-lib'

/** A labelled box a reader types into, a single line or `lines` lines tall. */
export interface PdfTextField {
  kind: 'text'
  /** The field's name in the form, the same in every language. */
  name: string
  label: string
  lines?: number
}

/** A question and a check box for each of its answers. */
export interface PdfChoiceField {
  kind: 'choice'
  label: string
  choices: readonly { name: string; label: string }[]
}

/** A paragraph of text, or a field of the form. */
export type PdfBlock = string | PdfTextField | PdfChoiceField

export interface SimplePdfInput {
  title: string
  /** A smaller line under the title (a document number, a date). */
  subtitle?: string
  paragraphs: readonly PdfBlock[]
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
const SUBTITLE_LEADING = 14
const PARAGRAPH_GAP = 8
const FOOTER_Y = 40
const FOOTER_SIZE = 8
/** Space between a field's label and its box, and the height of a one-line box. */
const LABEL_GAP = 4
const BOX_HEIGHT = 18
const CHECK_SIZE = 11
const FIELD_BORDER = rgb(0.45, 0.45, 0.45)

/**
 * A font's advance widths by character, measured once: wrapping measures each line many times,
 * and pdf-lib's own measure of a whole string costs more than the rest of a page.
 */
function measure(font: PDFFont): (text: string, size: number) => number {
  const widths = new Map<string, number>()
  return (text, size) => {
    let units = 0
    for (const c of text) {
      let width = widths.get(c)
      if (width === undefined) widths.set(c, (width = font.widthOfTextAtSize(c, 1)))
      units += width
    }
    return units * size
  }
}

/** Greedy word wrap; a word longer than the line is cut. */
function wrapText(text: string, measureText: (text: string, size: number) => number, size: number, maxWidth: number): string[] {
  const width = (s: string) => measureText(s, size)
  const lines: string[] = []
  for (const rawLine of text.split('\n')) {
    const words = rawLine.split(/\s+/).filter((w) => w.length > 0)
    let line = ''
    for (let word of words) {
      while (width(word) > maxWidth) {
        let cut = word.length - 1
        while (cut > 1 && width(word.slice(0, cut)) > maxWidth) cut--
        if (line) {
          lines.push(line)
          line = ''
        }
        lines.push(word.slice(0, cut))
        word = word.slice(cut)
      }
      const candidate = line ? `${line} ${word}` : word
      if (width(candidate) <= maxWidth) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** A font and its measure. */
interface Face {
  font: PDFFont
  width: (text: string, size: number) => number
}

const faceOf = (font: PDFFont): Face => ({ font, width: measure(font) })

/** Writes the pages top to bottom, starting a new page when what comes next does not fit. */
class Writer {
  readonly pages: PDFPage[] = []
  private page!: PDFPage
  private y = 0
  private empty = true
  private readonly doc: PDFDocument
  private readonly faces: { regular: Face; bold: Face }

  constructor(doc: PDFDocument, faces: { regular: Face; bold: Face }) {
    this.doc = doc
    this.faces = faces
    this.newPage()
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.pages.push(this.page)
    this.y = PAGE_HEIGHT - MARGIN
    this.empty = true
  }

  /** Moves down by advance (by size alone at the top of a page), on a new page when height more would pass the margin; answers the new baseline. */
  private advance(advance: number, size: number, height = 0): number {
    if (this.y - advance - height < MARGIN && !this.empty) this.newPage()
    this.y -= this.empty ? size : advance
    this.empty = false
    return this.y
  }

  /** Text wrapped to the width; the first line `gap` further down than the others, the last with keepWith more room below it. */
  text(text: string, options: { bold?: boolean; size: number; leading: number; gap?: number; keepWith?: number }): void {
    const face = options.bold ? this.faces.bold : this.faces.regular
    const lines = wrapText(text, face.width, options.size, TEXT_WIDTH)
    // The lines that fall on one page are drawn together, which costs pdf-lib far less than a call a line.
    let run: { page: PDFPage; y: number; lines: string[] } | null = null
    const draw = () => {
      if (run) run.page.drawText(run.lines.join('\n'), { x: MARGIN, y: run.y, size: options.size, font: face.font, lineHeight: options.leading })
    }
    lines.forEach((line, i) => {
      const last = i === lines.length - 1
      const y = this.advance(options.leading + (i === 0 ? (options.gap ?? 0) : 0), options.size, last ? (options.keepWith ?? 0) : 0)
      if (run?.page === this.page) run.lines.push(line)
      else {
        draw()
        run = { page: this.page, y, lines: [line] }
      }
    })
    draw()
  }

  /** A labelled text box, kept on the page of its label's last line. */
  textField(field: PdfTextField): void {
    const lines = field.lines ?? 1
    const height = lines === 1 ? BOX_HEIGHT : lines * BODY_LEADING + 6
    this.text(field.label, { size: BODY_SIZE, leading: BODY_LEADING, gap: PARAGRAPH_GAP, keepWith: LABEL_GAP + height })
    this.y -= LABEL_GAP + height
    const box = this.doc.getForm().createTextField(field.name)
    if (lines > 1) box.enableMultiline()
    box.addToPage(this.page, { x: MARGIN, y: this.y, width: TEXT_WIDTH, height, font: this.faces.regular.font, borderColor: FIELD_BORDER, borderWidth: 1 })
    box.setFontSize(BODY_SIZE - 1)
  }

  /** A question, then its answers side by side, each after its check box. */
  choiceField(field: PdfChoiceField): void {
    this.text(field.label, { size: BODY_SIZE, leading: BODY_LEADING, gap: PARAGRAPH_GAP, keepWith: LABEL_GAP + CHECK_SIZE })
    this.y -= LABEL_GAP + CHECK_SIZE
    let x = MARGIN
    for (const choice of field.choices) {
      const box = this.doc.getForm().createCheckBox(choice.name)
      box.addToPage(this.page, { x, y: this.y, width: CHECK_SIZE, height: CHECK_SIZE, borderColor: FIELD_BORDER, borderWidth: 1 })
      this.page.drawText(choice.label, { x: x + CHECK_SIZE + 5, y: this.y + 2, size: BODY_SIZE, font: this.faces.regular.font })
      x += CHECK_SIZE + 5 + this.faces.regular.width(choice.label, BODY_SIZE) + 20
    }
  }
}

/** The text with what the standard fonts cannot encode as "?". */
function encodable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet())
  return (text) => Array.from(text, (c) => (c === '\n' || known.has(c.codePointAt(0)!) ? c : '?')).join('')
}

/** The bytes of a PDF with the title, the paragraphs and the form's fields. */
export async function simplePdf(input: SimplePdfInput): Promise<Uint8Array> {
  // Without pdf-lib's own producer and dates, the same input gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false })
  const faces = { regular: faceOf(await doc.embedFont(StandardFonts.Helvetica)), bold: faceOf(await doc.embedFont(StandardFonts.HelveticaBold)) }
  const clean = encodable(faces.regular.font)
  doc.setTitle(input.title)
  doc.setProducer('Registry')
  if (input.author) doc.setAuthor(input.author)
  if (input.createdAt) doc.setCreationDate(input.createdAt)

  const writer = new Writer(doc, faces)
  writer.text(clean(input.title), { bold: true, size: TITLE_SIZE, leading: TITLE_LEADING })
  if (input.subtitle) writer.text(clean(input.subtitle), { size: SUBTITLE_SIZE, leading: SUBTITLE_LEADING })
  let gap = 2 * PARAGRAPH_GAP
  for (const block of input.paragraphs) {
    if (typeof block === 'string') writer.text(clean(block), { size: BODY_SIZE, leading: BODY_LEADING, gap })
    else if (block.kind === 'text') writer.textField({ ...block, label: clean(block.label) })
    else writer.choiceField({ ...block, label: clean(block.label), choices: block.choices.map((c) => ({ ...c, label: clean(c.label) })) })
    gap = PARAGRAPH_GAP
  }
  writer.pages.forEach((page, i) => {
    const footer = input.pageFooter ? input.pageFooter(i + 1, writer.pages.length) : `Page ${i + 1} of ${writer.pages.length}`
    page.drawText(clean(footer), { x: MARGIN, y: FOOTER_Y, size: FOOTER_SIZE, font: faces.regular.font })
  })
  return doc.save({ useObjectStreams: false })
}
