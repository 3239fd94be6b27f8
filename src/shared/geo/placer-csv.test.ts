import { describe, expect, it } from 'vitest'
import { claimsOfRows, decodeCsv, parseCsv, placerRows } from './placer-csv.ts'

const rowsOf = (text: string) => {
  const table = parseCsv(text)
  if (!table.ok) throw new Error(table.detail)
  return table.rows
}

describe('placer CSV', () => {
  it('reads quotes, doubled quotes, CRLF, a BOM and a last line without an end', () => {
    expect(rowsOf('\uFEFFGrant Number,Claim Name\r\nP 1,"Upper, left"\r\nP 2,"He said ""gold"""')).toEqual([
      ['Grant Number', 'Claim Name'],
      ['P 1', 'Upper, left'],
      ['P 2', 'He said "gold"'],
    ])
  })

  it('reads semicolons and tabs, quoted line breaks, and skips blank lines', () => {
    expect(rowsOf('Grant;Name\n\nP 1;"two\nlines"\n')).toEqual([
      ['Grant', 'Name'],
      ['P 1', 'two\nlines'],
    ])
    expect(rowsOf('Grant\tName\rP 1\tA\r')).toEqual([
      ['Grant', 'Name'],
      ['P 1', 'A'],
    ])
  })

  it('names the row of a quote that is never closed', () => {
    expect(parseCsv('Grant\nP 1\n"P 2\nP 3')).toEqual({ ok: false, row: 3, detail: 'a quoted cell is not closed' })
  })

  it('refuses a file of more rows than a claim status report holds, not counting blank lines', () => {
    expect(parseCsv('P 1\n\nP 2\n', 2)).toEqual({ ok: true, rows: [['P 1'], ['P 2']] })
    expect(parseCsv('P 1\nP 2\nP 3', 2)).toEqual({ ok: false, row: 3, detail: 'more than 2 rows' })
  })

  it('reads Windows-1252 text when the bytes are not UTF-8', () => {
    expect(decodeCsv(Uint8Array.from([0x43, 0x72, 0xe9, 0x65, 0x6b]))).toBe('Creek'.replace('re', 'ré'))
    expect(decodeCsv(new TextEncoder().encode('\uFEFFDün'))).toBe('Dün')
  })

  it('finds the grant number column by its header, and positions when Latitude and Longitude are there', () => {
    const read = placerRows([
      ['Claim Name', 'GRANT_NUMBER', 'Lat', 'Long'],
      ['Upper', 'P 51234', '64.0001', '-139.3999'],
      ['', '', '', ''],
      ['Lower', 'P 51235', '', ''],
    ])
    expect(read).toEqual({
      ok: true,
      hasCoordinates: true,
      rows: [
        { row: 2, grant: 'P 51234', claimName: 'Upper', position: { latitude: 64.0001, longitude: -139.3999 } },
        { row: 4, grant: 'P 51235', claimName: 'Lower' },
      ],
    })
  })

  it('takes a file that is only a list of grant numbers', () => {
    const read = placerRows([['P 51234'], ['YC12345'], ['P 51236-51238']])
    expect(read.ok && claimsOfRows(read.rows)).toEqual({ claims: ['P 51234', 'YC12345', 'P 51236', 'P 51237', 'P 51238'], unreadable: [] })
  })

  it('says when no grant numbers are found and which row has a bad position', () => {
    expect(
      placerRows([
        ['Owner', 'Date'],
        ['A. Miner', '2024-05-01'],
      ]),
    ).toEqual({ ok: false, code: 'csv-no-claims' })
    expect(placerRows([['Grant Number']])).toEqual({ ok: false, code: 'csv-no-claims' })
    expect(
      placerRows([
        ['Grant Number', 'Latitude', 'Longitude'],
        ['P 1', '64.1', '-139'],
        ['P 1', 'north', '-139'],
      ]),
    ).toEqual({
      ok: false,
      code: 'csv-bad-row',
      row: 3,
      detail: 'latitude "north" is not decimal degrees between -90 and 90',
    })
    expect(
      placerRows([
        ['Grant Number', 'Latitude', 'Longitude'],
        ['P 1', '64.1', '-239'],
      ]),
    ).toMatchObject({ ok: false, row: 2 })
  })
})
