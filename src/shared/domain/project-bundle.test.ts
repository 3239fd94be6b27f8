import { describe, expect, it } from 'vitest'
import { bundleFileName, manifestCsv, stageFolder, storedZipSize, uniquePaths } from './project-bundle'
import type { ManifestRow } from './project-bundle'

describe('where files go in the zip', () => {
  it('puts documents in a folder per stage, numbered in the stages’ order', () => {
    expect(stageFolder({ order: 3, name: 'Screening' })).toBe('documents/03 Screening')
    expect(stageFolder({ order: 12, name: 'Decision: Yes/No' })).toBe('documents/12 Decision_ Yes_No')
    expect(stageFolder(undefined)).toBe('documents/Other')
  })

  it('cleans names as uploads are cleaned, and never leaves one empty', () => {
    expect(bundleFileName('2024-0001-0007', 'report.pdf')).toBe('2024-0001-0007 report.pdf')
    expect(bundleFileName(null, '../../etc/passwd')).toBe('_.._etc_passwd')
    expect(bundleFileName('2026-01-02', 'Letter 1/2')).toBe('2026-01-02 Letter 1_2')
    expect(bundleFileName(null, 'a:b*c?.pdf')).toBe('a_b_c_.pdf')
    expect(bundleFileName('', '...')).toBe('file')
  })

  it('numbers a name already taken in the same folder, ignoring case', () => {
    expect(uniquePaths(['a/Report.pdf', 'a/report.pdf', 'b/report.pdf', 'a/Report.pdf', 'a/notes', 'a/notes'])).toEqual([
      'a/Report.pdf',
      'a/report (2).pdf',
      'b/report.pdf',
      'a/Report (3).pdf',
      'a/notes',
      'a/notes (2)',
    ])
    expect(uniquePaths(['a.b/c', 'a.b/c'])).toEqual(['a.b/c', 'a.b/c (2)'])
  })
})

describe('the manifest', () => {
  const row: ManifestRow = {
    number: '2024-0001-0007',
    title: 'Baseline, "final"',
    type: 'Report',
    state: 'public',
    date: '2026-01-02T03:04:05.000Z',
    receivedDate: null,
    fileName: 'documents/01 A/x.pdf',
    size: 12,
    sha256: 'ab',
  }

  it('is CSV with a header, quoted where needed, CRLF line ends', () => {
    expect(manifestCsv([row])).toBe(
      'number,title,type,state,date,receivedDate,fileName,size,sha256\r\n2024-0001-0007,"Baseline, ""final""",Report,public,2026-01-02T03:04:05.000Z,,documents/01 A/x.pdf,12,ab\r\n',
    )
  })

  it('keeps a spreadsheet from running a title as a formula', () => {
    expect(manifestCsv([{ ...row, title: '=HYPERLINK("x")' }]).split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`)
  })
})

describe('the zip’s size', () => {
  it('adds headers, data descriptors of streamed entries, central records and the end record', () => {
    expect(storedZipSize([])).toBe(22)
    expect(storedZipSize([{ name: 'a.txt', size: 10, streamed: false }])).toBe(30 + 5 + 10 + 46 + 5 + 22)
    expect(storedZipSize([{ name: 'a.pdf', size: 10, streamed: true }])).toBe(30 + 5 + 10 + 16 + 46 + 5 + 22)
    // Names count in UTF-8 bytes.
    expect(storedZipSize([{ name: 'é', size: 0, streamed: false }])).toBe(30 + 2 + 46 + 2 + 22)
  })

  it('adds the ZIP64 records past 4 GiB', () => {
    const big = 5 * 1024 ** 3
    expect(storedZipSize([{ name: 'a', size: big, streamed: true }])).toBe(30 + 1 + big + 24 + 46 + 1 + 28 + 76 + 22)
  })
})
