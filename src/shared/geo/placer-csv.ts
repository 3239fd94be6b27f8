// The placer form's CSV of claims (spec §5 placer part 3, §7 upload-placer-csv): the claim status
// report as a spreadsheet saves it. One column holds grant numbers (a header such as "Grant
// Number", or a file that is that one column); optional Latitude and Longitude columns place
// claims: a claim's rows, in order, are its corners. Commas, semicolons or tabs; quotes with ""
// inside; CRLF, LF or CR; a byte-order mark; UTF-8 or, failing that, Windows-1252. The cells are
// read by Papa Parse (decision 0092).
import Papa from 'papaparse'
import { parseClaims } from './claims.ts'

export const MAX_CSV_ROWS = 10_000

export type CsvTable = { ok: true; rows: string[][] } | { ok: false; row: number; detail: string }

export interface PlacerRow {
  /** Row number in the file, counting the header, from 1. */
  row: number
  grant: string
  claimName?: string
  position?: { latitude: number; longitude: number }
}

export type PlacerRows =
  | { ok: true; rows: PlacerRow[]; hasCoordinates: boolean }
  | { ok: false; code: 'csv-no-claims' }
  | { ok: false; code: 'csv-bad-row'; row: number; detail: string }

/** Text of a CSV file: UTF-8 when it is valid UTF-8 (with or without a BOM), otherwise Windows-1252 as Excel saves it. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export function parseCsv(text: string, maxRows = MAX_CSV_ROWS): CsvTable {
  // Papa Parse guesses the delimiter from the first rows and strips a byte-order mark; a file of one column has none to guess, and is read with commas.
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: true })
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes')
  if (unclosed) return { ok: false, row: (unclosed.row ?? parsed.data.length - 1) + 1, detail: 'a quoted cell is not closed' }
  if (parsed.data.length > maxRows) return { ok: false, row: maxRows + 1, detail: `more than ${maxRows.toLocaleString('en-CA')} rows` }
  return { ok: true, rows: parsed.data }
}

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9#]/g, '')
const GRANT_HEADERS = ['grantnumber', 'grantno', 'grant#', 'grantnum', 'grant', 'claimgrantnumber', 'claimnumber', 'claimno', 'claim#', 'claim', 'tenurenumber']
const LATITUDE_HEADERS = ['latitude', 'lat', 'latdd', 'latitudedd']
const LONGITUDE_HEADERS = ['longitude', 'long', 'lon', 'lng', 'longdd', 'longitudedd']
const NAME_HEADERS = ['claimname', 'name']
/** What a grant number or a range of them looks like: letters, then digits ("P 51234", "YC12345", "P 1-P 9"). */
const GRANT_LIKE = /^[A-Za-z]{1,4} ?\d{2,}/

function column(headers: string[], names: string[]): number {
  for (const name of names) {
    const index = headers.indexOf(name)
    if (index >= 0) return index
  }
  return -1
}

function coordinate(text: string, min: number, max: number): number | undefined {
  const value = Number(text.trim().replace(/°$/, ''))
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : undefined
}

/** The grant numbers and positions of a parsed CSV table. */
export function placerRows(table: string[][]): PlacerRows {
  const headers = (table[0] ?? []).map(normalize)
  let grantColumn = column(headers, GRANT_HEADERS)
  if (grantColumn < 0) grantColumn = headers.findIndex((h) => h.includes('grant'))
  let start = 1
  if (grantColumn < 0) {
    // No header: a list of grant numbers, one column.
    if (table.length === 0 || !table.every((r) => r.filter((c) => c.trim()).length <= 1) || !GRANT_LIKE.test((table[0]?.find((c) => c.trim()) ?? '').trim()))
      return { ok: false, code: 'csv-no-claims' }
    grantColumn = 0
    start = 0
  }
  const latitudeColumn = start === 1 ? column(headers, LATITUDE_HEADERS) : -1
  const longitudeColumn = start === 1 ? column(headers, LONGITUDE_HEADERS) : -1
  const nameColumn = start === 1 ? column(headers, NAME_HEADERS) : -1
  const hasCoordinates = latitudeColumn >= 0 && longitudeColumn >= 0
  const rows: PlacerRow[] = []
  for (let i = start; i < table.length; i++) {
    const cells = table[i]!
    const grant = (cells[grantColumn] ?? '').trim().replace(/\s+/g, ' ')
    if (!grant) continue
    const row: PlacerRow = { row: i + 1, grant }
    const name = nameColumn >= 0 ? cells[nameColumn]?.trim() : undefined
    if (name) row.claimName = name
    if (hasCoordinates) {
      const latitudeText = cells[latitudeColumn] ?? ''
      const longitudeText = cells[longitudeColumn] ?? ''
      if (latitudeText.trim() || longitudeText.trim()) {
        const latitude = coordinate(latitudeText, -90, 90)
        const longitude = coordinate(longitudeText, -180, 180)
        if (latitude === undefined)
          return { ok: false, code: 'csv-bad-row', row: i + 1, detail: `latitude "${latitudeText.trim()}" is not decimal degrees between -90 and 90` }
        if (longitude === undefined)
          return { ok: false, code: 'csv-bad-row', row: i + 1, detail: `longitude "${longitudeText.trim()}" is not decimal degrees between -180 and 180` }
        row.position = { latitude, longitude }
      }
    }
    rows.push(row)
  }
  if (rows.length === 0) return { ok: false, code: 'csv-no-claims' }
  return { ok: true, rows, hasCoordinates }
}

/** Every grant number of the rows, ranges expanded, each once in file order; and the cells that are not grant numbers. */
export function claimsOfRows(rows: PlacerRow[]): { claims: string[]; unreadable: string[] } {
  const parsed = parseClaims(rows.map((r) => r.grant).join('\n'))
  return { claims: parsed.claims, unreadable: parsed.unreadable }
}
