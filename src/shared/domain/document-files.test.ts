import { describe, expect, it } from 'vitest'
import {
  acceptedExtensions,
  checkFileContent,
  checkFileKind,
  DOCUMENT_UPLOAD_GROUPS,
  FILE_KINDS,
  isOneFileSlot,
  sanitizeFileName,
  stateOnAcceptance,
} from './document-files.ts'
import type { DocumentSlot, DocumentUploadGroup } from './document-files.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('file names', () => {
  it('keeps the last path segment and drops what could disguise or break a name', () => {
    expect(sanitizeFileName('C:\\Users\\pat\\Desktop\\plan.pdf')).toBe('plan.pdf')
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeFileName('..')).toBe('')
    expect(sanitizeFileName('.hidden.pdf')).toBe('hidden.pdf')
    expect(sanitizeFileName('report\u202Efdp.exe')).toBe('reportfdp.exe')
    expect(sanitizeFileName('a<b>:c|d?.pdf')).toBe('a_b__c_d_.pdf')
    expect(sanitizeFileName('  two\t\nlines .pdf. ')).toBe('two lines .pdf')
    expect(sanitizeFileName('e\u0301te\u0301.pdf')).toBe('été.pdf')
    const long = sanitizeFileName(`${'x'.repeat(300)}.docx`)
    expect(long).toHaveLength(200)
    expect(long.endsWith('.docx')).toBe(true)
  })
})

const general = (group: DocumentUploadGroup): DocumentSlot => ({ form: 'general', group })

describe('file kinds', () => {
  it('takes a group’s kinds by extension, with the types browsers declare for them', () => {
    expect(checkFileKind(general('project'), 'Plan.PDF', 'application/pdf')).toMatchObject({ ok: true, kind: { contentType: 'application/pdf' } })
    expect(checkFileKind(general('proposal-location'), 'claims.csv', 'application/vnd.ms-excel')).toMatchObject({ ok: true, kind: { contentType: 'text/csv' } })
    expect(checkFileKind(general('proposal-location'), 'site.shp', '')).toMatchObject({ ok: true })
    expect(checkFileKind(general('agent-consent'), 'signed.jpg', 'image/jpeg')).toMatchObject({ ok: true })
  })

  it('refuses kinds the group does not take, and types that contradict the name', () => {
    expect(checkFileKind(general('proposal'), 'proposal.zip', 'application/zip')).toEqual({
      ok: false,
      message: 'Only these kinds of file can be attached as a proposal file: .pdf, .doc, .docx, .odt.',
    })
    expect(checkFileKind(general('project'), 'page.html', 'text/html')).toMatchObject({ ok: false })
    expect(checkFileKind(general('project'), 'pdf', 'application/pdf')).toMatchObject({ ok: false })
    expect(checkFileKind(general('project'), 'plan.pdf', 'text/html')).toEqual({
      ok: false,
      message: 'The file’s type (text/html) does not match its name (plan.pdf).',
    })
    expect(acceptedExtensions(general('agent-consent'))).toEqual(['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.gif', '.tif', '.tiff', '.webp'])
  })

  it('takes only a PDF as the PDF upload’s proposal file, and written documents in the general form', () => {
    expect(checkFileKind({ form: 'upload', group: 'proposal' }, 'proposal.docx', '')).toEqual({
      ok: false,
      message: 'Only these kinds of file can be attached as a proposal file: .pdf.',
    })
    expect(checkFileKind({ form: 'upload', group: 'proposal' }, 'proposal.pdf', 'application/pdf')).toMatchObject({ ok: true })
    expect(checkFileKind(general('proposal'), 'proposal.docx', '')).toMatchObject({ ok: true })
    expect(acceptedExtensions({ form: 'upload', group: 'agent-consent' })).toEqual(acceptedExtensions(general('agent-consent')))
  })

  it('allows one file in the PDF upload’s proposal and in every agent consent, several proposal documents in the general form', () => {
    expect(isOneFileSlot({ form: 'upload', group: 'proposal' })).toBe(true)
    expect(isOneFileSlot({ form: 'upload', group: 'agent-consent' })).toBe(true)
    expect(isOneFileSlot(general('agent-consent'))).toBe(true)
    expect(isOneFileSlot(general('proposal'))).toBe(false)
    expect(isOneFileSlot(general('project'))).toBe(false)
  })

  it('checks that the first bytes are what the name says', () => {
    expect(checkFileContent(FILE_KINDS.pdf, 'a.pdf', bytes('%PDF-1.7\n'))).toBeNull()
    expect(checkFileContent(FILE_KINDS.pdf, 'a.pdf', bytes('<html><script>'))).toBe('The contents of a.pdf do not match its name (PDF expected).')
    expect(checkFileContent(FILE_KINDS.docx, 'a.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBeNull()
    expect(checkFileContent(FILE_KINDS.png, 'a.png', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).not.toBeNull()
    expect(checkFileContent(FILE_KINDS.kml, 'a.kml', bytes('\uFEFF  <?xml version="1.0"?><kml>'))).toBeNull()
    expect(checkFileContent(FILE_KINDS.geojson, 'a.geojson', bytes('{"type":"FeatureCollection"}'))).toBeNull()
    expect(checkFileContent(FILE_KINDS.csv, 'a.csv', new Uint8Array([0x41, 0x00, 0x42]))).not.toBeNull()
  })
})

describe('an accepted proposal’s documents', () => {
  it('are published with it, but for the agent’s consent form, kept internal', () => {
    expect(DOCUMENT_UPLOAD_GROUPS.map((g) => [g, stateOnAcceptance(g)])).toEqual([
      ['project', 'public'],
      ['proposal', 'public'],
      ['proposal-location', 'public'],
      ['agent-consent', 'internal'],
    ])
  })
})
