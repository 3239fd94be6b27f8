import { describe, expect, it } from 'vitest'
import { pdfString, pdfTextString, simplePdf, wrapText } from './simple-pdf.ts'

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** Checks the cross-reference table against the bytes: every entry must point at its object. */
function checkXref(pdf: string): number {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!.map(Number) as [number, number, number]
  expect(first).toBe(0)
  const table = pdf.slice(startxref + `xref\n0 ${count}\n`.length)
  for (let id = 0; id < count; id++) {
    const entry = table.slice(id * 20, id * 20 + 20)
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/)
    if (id === 0) {
      expect(entry).toBe('0000000000 65535 f \n')
      continue
    }
    const offset = Number(entry.slice(0, 10))
    expect(pdf.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`)
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root 1 0 R/.exec(pdf)
  expect(Number(trailer?.[1])).toBe(count)
  return count
}

/** Every stream's /Length must equal the bytes between "stream\n" and "\nendstream". */
function checkStreamLengths(pdf: string): number {
  const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)]
  for (const m of streams) {
    const start = m.index + m[0].length
    const length = Number(m[1])
    expect(pdf.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream')
  }
  return streams.length
}

describe('simple PDF writer', () => {
  const pdf = simplePdf({
    title: 'Project Proposal – Bonanza Creek Placer Mine',
    subtitle: '2024-0123-0001 · Mar 05, 2024',
    paragraphs: ['The proponent proposes to mine placer gravels (with a wash plant).', 'Tr’ondëk Hwëch’in were notified; the work is near Dawson.'],
    author: 'Registry demo',
    createdAt: new Date('2024-03-05T16:00:00Z'),
  })
  const s = text(pdf)

  it('starts with the PDF 1.4 header and ends with %%EOF', () => {
    expect(s.startsWith('%PDF-1.4\n')).toBe(true)
    expect(s.startsWith('%PDF-')).toBe(true)
    expect(s.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('has a cross-reference table whose offsets point at the objects', () => {
    expect(checkXref(s)).toBe(8)
    expect(checkStreamLengths(s)).toBe(1)
  })

  it('sets the title in Helvetica-Bold and the text in Helvetica, escaped and WinAnsi-encoded', () => {
    expect(s).toContain('/BaseFont /Helvetica ')
    expect(s).toContain('/BaseFont /Helvetica-Bold ')
    expect(s).toContain('/F2 18 Tf')
    expect(s).toContain('\\(with a wash plant\\)')
    expect(s).toContain('Tr\\222ond\\353k Hw\\353ch\\222in')
    expect(s).toContain('/CreationDate (D:20240305160000Z)')
  })

  it('is reproducible', () => {
    expect(text(simplePdf({ title: 'A', paragraphs: ['b'] }))).toBe(text(simplePdf({ title: 'A', paragraphs: ['b'] })))
  })

  it('flows long text onto more pages, each with a valid xref entry and stream', () => {
    const long = simplePdf({ title: 'Long report', paragraphs: Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}. ${'Water quality monitoring of the settling ponds. '.repeat(8)}`) })
    const ls = text(long)
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(ls)?.[1])
    expect(pages).toBeGreaterThan(2)
    expect(checkXref(ls)).toBe(6 + 2 * pages)
    expect(checkStreamLengths(ls)).toBe(pages)
    expect(ls).toContain(`Page ${pages} of ${pages}`)
  })
})

describe('text helpers', () => {
  it('wraps words within the width and cuts words longer than a line', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 11, 80)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten')
    expect(wrapText('x'.repeat(200), 11, 100).every((l) => l.length < 200)).toBe(true)
  })

  it('escapes parentheses and backslashes and replaces characters WinAnsi lacks', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)')
    expect(pdfString('é – ☃')).toBe('(\\351 \\226 ?)')
  })

  it('writes document information as UTF-16 text strings', () => {
    expect(pdfTextString('A–é')).toBe('<FEFF0041201300E9>')
  })
})
