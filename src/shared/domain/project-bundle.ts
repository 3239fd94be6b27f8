// A project's whole-project download (issue 31 item 4, decision 0079): where each file goes in the
// zip (a folder per stage, names cleaned and made unique), the manifest that lists them, and the
// zip's exact size, known before a byte is sent because every entry is stored, not deflated.
import { sanitizeFileName } from './document-files.ts'

/** The folder of the documents whose stage is not known (imported without one). */
export const NO_STAGE_FOLDER = 'Other'

/** "documents/03 Screening": stages in their order, so the folders sort as the project went. */
export function stageFolder(stage: { order: number; name: string } | undefined): string {
  if (!stage) return `documents/${NO_STAGE_FOLDER}`
  return `documents/${String(stage.order).padStart(2, '0')} ${bundleFileName(stage.name)}`
}

/**
 * A name inside a folder of the zip from its parts (a number and a file name, a day and a title):
 * cleaned as uploads are, a slash kept as a character rather than a folder, never empty.
 */
export function bundleFileName(...parts: (string | null | undefined)[]): string {
  return (
    sanitizeFileName(
      parts
        .filter((p) => p && p.trim())
        .join(' ')
        .replace(/[\\/]/g, '_'),
    ) || 'file'
  )
}

/**
 * The paths made unique, in order: a second "a/report.pdf" becomes "a/report (2).pdf". Compared
 * without case, as Windows and macOS unpack them into one folder.
 */
export function uniquePaths(paths: readonly string[]): string[] {
  const taken = new Set<string>()
  return paths.map((path) => {
    let candidate = path
    const slash = path.lastIndexOf('/')
    const dot = path.lastIndexOf('.')
    const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, '']
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/** One file of the zip as the manifest lists it. */
export interface ManifestRow {
  /** The registry's document number ("2024-0123-0007"), or the comment's or request's. */
  number: string | null
  title: string
  /** The document type, or what the text file is (Comment, Information request, Notice, Note, Correspondence). */
  type: string
  state: string
  /** ISO instants: when it was uploaded or published, and when it was received. */
  date: string | null
  receivedDate: string | null
  /** The path in the zip. */
  fileName: string
  size: number
  sha256: string
}

export const MANIFEST_COLUMNS = [
  'number',
  'title',
  'type',
  'state',
  'date',
  'receivedDate',
  'fileName',
  'size',
  'sha256',
] as const satisfies readonly (keyof ManifestRow)[]

/**
 * A CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (= + - @ first) is kept
 * from it with a leading apostrophe: titles come from the public.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** manifest.csv: a header, then a row per file, CRLF line ends as RFC 4180 has them. */
export function manifestCsv(rows: readonly ManifestRow[]): string {
  return [MANIFEST_COLUMNS.join(','), ...rows.map((row) => MANIFEST_COLUMNS.map((column) => csvCell(row[column])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('')
}

const ZIP64_MAGIC = 0xffffffff
const ZIP64_ENTRIES = 0xffff

/** An entry as the zip writes it: streamed entries (files from the store) end in a data descriptor. */
export interface ZipEntrySize {
  name: string
  size: number
  streamed: boolean
}

/**
 * The size of the stored zip archiver writes (compress-commons' ZipArchiveOutputStream) for these
 * entries, no comment: a local header (30 bytes and the name) before each entry's bytes, a data
 * descriptor after a streamed one (16, or 24 past 4 GiB), a central record (46 and the name, and a
 * ZIP64 extra of 28 for a big entry or one that starts past 4 GiB), the ZIP64 end records (76) when
 * the archive needs them, and the end record (22). Checked against the written bytes by the tests.
 */
export function storedZipSize(entries: readonly ZipEntrySize[]): number {
  const encoder = new TextEncoder()
  let offset = 0
  let central = 0
  for (const entry of entries) {
    const name = encoder.encode(entry.name).length
    const big = entry.size > ZIP64_MAGIC
    central += 46 + name + (big || offset > ZIP64_MAGIC ? 28 : 0)
    offset += 30 + name + entry.size + (entry.streamed ? (big ? 24 : 16) : 0)
  }
  const zip64 = entries.length > ZIP64_ENTRIES || central > ZIP64_MAGIC || offset > ZIP64_MAGIC
  return offset + central + (zip64 ? 76 : 0) + 22
}
