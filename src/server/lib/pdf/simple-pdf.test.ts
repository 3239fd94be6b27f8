import { beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf'
import { simplePdf } from './simple-pdf.ts'

/** Each page's text as a PDF reader extracts it, with its runs of spaces folded. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice(), { verbosity: 0 }), { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' '))
}

// pdf.js loads once, on a loaded machine slower than a test's own time.
beforeAll(() => getResolvedPDFJS(), 60_000)

describe('simple PDF writer', async () => {
  const input = {
    title: 'Project Proposal – Bonanza Creek Placer Mine',
    subtitle: '2024-0123-0001 · Mar 05, 2024',
    paragraphs: ['The proponent proposes to mine placer gravels (with a wash plant).', 'Tr’ondëk Hwëch’in were notified; the work is near Dawson.'],
    author: 'Registry demo',
    createdAt: new Date('2024-03-05T16:00:00Z'),
  }
  const pdf = await simplePdf(input)

  it('is a PDF a reader opens, with its title, author and creation date', async () => {
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(pdf, { updateMetadata: false })
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe(input.title)
    expect(doc.getAuthor()).toBe('Registry demo')
    expect(doc.getCreationDate()?.toISOString()).toBe('2024-03-05T16:00:00.000Z')
  })

  it('sets the title and paragraphs as text a reader extracts, accents and typographic quotes included', async () => {
    const [page] = await pagesOf(pdf)
    expect(page).toContain('Project Proposal – Bonanza Creek Placer Mine')
    expect(page).toContain('(with a wash plant)')
    expect(page).toContain('Tr’ondëk Hwëch’in were notified')
    expect(page).toContain('Page 1 of 1')
  })

  it('prints what the standard fonts cannot encode as a question mark', async () => {
    const [page] = await pagesOf(await simplePdf({ title: 'Snow ☃', paragraphs: ['é – ☃'] }))
    expect(page).toContain('Snow ?')
    expect(page).toContain('é – ?')
  })

  it('is reproducible', async () => {
    expect(Buffer.from(await simplePdf({ title: 'A', paragraphs: ['b'] })).equals(Buffer.from(await simplePdf({ title: 'A', paragraphs: ['b'] })))).toBe(true)
  })

  it('flows long text onto more pages, each with its footer, and cuts a word longer than a line', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}. ${'Water quality monitoring of the settling ponds. '.repeat(8)}`)
    const pages = await pagesOf(
      await simplePdf({ title: 'Long report', paragraphs: [...paragraphs, 'x'.repeat(300)], pageFooter: (page, count) => `Page ${page} de ${count}` }),
    )
    expect(pages.length).toBeGreaterThan(2)
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} de ${pages.length}`))
    expect(pages.join(' ')).toContain('Paragraph 40.')
    expect(pages.at(-1)!.replace(/ /g, '')).toContain('x'.repeat(300))
  })

  it('puts form fields a reader fills in between the paragraphs: text boxes and check boxes', async () => {
    const bytes = await simplePdf({
      title: 'Form',
      paragraphs: [
        'Intro',
        { kind: 'text', name: 'name', label: 'Name:' },
        { kind: 'text', name: 'story', label: 'Story:', lines: 4 },
        {
          kind: 'choice',
          label: 'Coming?',
          choices: [
            { name: 'yes', label: 'Yes' },
            { name: 'no', label: 'No' },
          ],
        },
      ],
    })
    const form = (await PDFDocument.load(bytes)).getForm()
    expect(form.getFields().map((f) => [f.getName(), f.constructor.name])).toEqual([
      ['name', 'PDFTextField'],
      ['story', 'PDFTextField'],
      ['yes', 'PDFCheckBox'],
      ['no', 'PDFCheckBox'],
    ])
    expect(form.getTextField('story').isMultiline()).toBe(true)
    expect(form.getTextField('name').isMultiline()).toBe(false)
    const [page] = await pagesOf(bytes)
    expect(page).toMatch(/Intro.*Name:.*Story:.*Coming\?.*Yes.*No/)
  })
})
