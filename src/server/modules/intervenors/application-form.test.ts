import { beforeAll, describe, expect, it } from 'vitest'
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib'
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf'
import { applicationFormFileName, applicationFormPdf } from './application-form.ts'

const project = { projectNumber: '2026-0042', title: 'Caribou Pass mine', intervenorDeadline: new Date('2026-12-08T23:30:00Z') }

/** The form's text as a PDF reader extracts it, with its runs of spaces folded. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice(), { verbosity: 0 }), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

const TEXT_FIELDS = [
  'applicantName',
  'contactPerson',
  'mailingAddress',
  'telephone',
  'email',
  'interest',
  'matters',
  'otherLanguage',
  'accommodation',
  'representative',
  'signature',
  'date',
]
const CHECK_BOXES = ['presentYes', 'presentNo', 'questionYes', 'questionNo', 'languageEnglish', 'languageFrench', 'languageOther']

// pdf.js loads once, on a loaded machine slower than a test's own time.
beforeAll(() => getResolvedPDFJS(), 60_000)

describe('the intervenor application form', () => {
  it('names the panel review and its deadline, with the questions an applicant answers', async () => {
    const pdf = await applicationFormPdf(project, 'en')
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await textOf(pdf)
    expect(text).toContain('Panel review 2026-0042: Caribou Pass mine')
    expect(text).toContain('Applications are due by Dec 08, 2026 4:30 PM (Yukon time).')
    expect(text).toContain('Telephone:')
    expect(text).toContain('Do you intend to present at the public hearings?')
    expect(text).toContain('Page 1 of ')
  })

  it('has a form field for every blank, the same in both languages: text boxes, and check boxes for the choices', async () => {
    for (const language of ['en', 'fr'] as const) {
      const fields = (await PDFDocument.load(await applicationFormPdf(project, language))).getForm().getFields()
      const named = (type: typeof PDFTextField | typeof PDFCheckBox) => fields.filter((f) => f instanceof type).map((f) => f.getName())
      expect(named(PDFTextField).sort()).toEqual([...TEXT_FIELDS].sort())
      expect(named(PDFCheckBox).sort()).toEqual([...CHECK_BOXES].sort())
    }
  })

  it('is in French for a French reader, page footers included', async () => {
    const text = await textOf(await applicationFormPdf(project, 'fr'))
    expect(text).toContain('Courriel :')
    expect(text).toContain('08 déc 2026 16 h 30')
    expect(text).toContain('Page 1 de ')
    expect(text).not.toContain('Page 1 of ')
  })

  it('says when the panel announces the deadline, when it has none yet', async () => {
    expect(await textOf(await applicationFormPdf({ ...project, intervenorDeadline: null }, 'en'))).toContain(
      'The panel announces the application deadline on the project page.',
    )
  })

  it('is named for its language and project', () => {
    expect(applicationFormFileName('en', '2026-0042')).toBe('intervenor-application-2026-0042.pdf')
    expect(applicationFormFileName('fr', null)).toBe('demande-intervenant.pdf')
  })
})
