import { describe, expect, it } from 'vitest'
import { applicationFormFileName, applicationFormPdf } from './application-form.ts'

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')
const project = { projectNumber: '2026-0042', title: 'Caribou Pass mine', intervenorDeadline: new Date('2026-12-08T23:30:00Z') }

describe('the intervenor application form', () => {
  it('names the panel review and its deadline, with the fields an applicant fills in', () => {
    const pdf = text(applicationFormPdf(project, 'en'))
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf).toContain('(Panel review 2026-0042: Caribou Pass mine)')
    expect(pdf).toContain('(Applications are due by Dec 08, 2026 4:30 PM \\(Yukon time\\).)')
    expect(pdf).toContain('(Telephone:)')
    expect(pdf).toContain('(Page 1 of ')
  })

  it('is in French for a French reader, page footers included', () => {
    const pdf = text(applicationFormPdf(project, 'fr'))
    expect(pdf).toContain('(Courriel :)')
    expect(pdf).toContain('08 d\\351c 2026 16 h 30')
    expect(pdf).toContain('(Page 1 de ')
    expect(pdf).not.toContain('(Page 1 of ')
  })

  it('says when the panel announces the deadline, when it has none yet', () => {
    expect(text(applicationFormPdf({ ...project, intervenorDeadline: null }, 'en'))).toContain('(The panel announces the application deadline on the project page.)')
  })

  it('is named for its language and project', () => {
    expect(applicationFormFileName('en', '2026-0042')).toBe('intervenor-application-2026-0042.pdf')
    expect(applicationFormFileName('fr', null)).toBe('demande-intervenant.pdf')
  })
})
