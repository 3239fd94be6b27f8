// Making and reading a draft's archive (decision 0061; the manifest's schema is schemas/
// draft-archive.ts). Making: each file's bytes are hashed once (SHA-256 for the manifest, CRC-32 for
// the zip) and go in under files/, numbered so that two files of one name stay apart. Reading: a
// zip is taken apart with the project's zip reader within limits of its own, the manifest is
// checked (whose format it is, which version, then its whole shape), and every file it names must
// be there with the bytes its checksum says; anything else is refused with the reason in plain
// terms, never half kept. Bringing the form up to today's version is the caller's (the browser's
// migrate step), since the same step reads drafts stored on the device.
import * as v from 'valibot'
import { DRAFT_ARCHIVE_FORMAT, DRAFT_ARCHIVE_VERSION, DraftArchiveManifest, MANIFEST_NAME } from '../schemas/draft-archive.ts'
import type { DraftArchiveFile } from '../schemas/draft-archive.ts'
import { isZip, readZipEntry, ZipRefused, zipEntries } from '../zip/zip-reader.ts'
import type { ZipLimits } from '../zip/zip-reader.ts'
import { crc32, zipStored } from '../zip/zip-writer.ts'
import type { StoredEntry } from '../zip/zip-writer.ts'
import { sha256Hex } from '../sha256.ts'

/**
 * What an archive may hold: a draft's files are at most 50 MB each and rarely many; stored entries
 * unpack to their own size, so the ratio only catches an archive someone else deflated.
 */
export const DRAFT_ARCHIVE_LIMITS: ZipLimits = { maxEntries: 1001, maxTotalBytes: 1024 * 1024 * 1024, maxRatio: 200 }

/**
 * Why an archive is not read: not-an-archive (another file, or another zip); newer-version (a newer
 * release made it); damaged (cut short or changed, `file` naming the file whose bytes are wrong);
 * too-large (more than the limits).
 */
export type ArchiveProblem = { problem: 'not-an-archive' | 'newer-version' | 'too-large' } | { problem: 'damaged'; file?: string }

export interface ArchivedFile<Data> {
  /** The file as the manifest lists it. */
  listed: DraftArchiveFile
  data: Data
  crc32: number
}

/** A name that goes into a zip path on any system: no folders, no characters Windows refuses. */
function pathName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_')
  return cleaned.slice(-120) || 'file'
}

/**
 * A file ready to go in: the `index`th of the archive, described by `file`, with its bytes (read
 * once, for the checksums) and the data that goes into the zip (the same bytes, or the Blob they
 * came from).
 */
export async function archivedFile<Data>(
  index: number,
  file: Omit<DraftArchiveFile, 'path' | 'size' | 'sha256'>,
  bytes: Uint8Array,
  data: Data,
): Promise<ArchivedFile<Data>> {
  const listed = { ...file, path: `files/${index + 1}-${pathName(file.name)}`, size: bytes.length, sha256: await sha256Hex(bytes) }
  return { listed, data, crc32: crc32(bytes) }
}

export type ManifestContents = Omit<DraftArchiveManifest, 'format' | 'formatVersion' | 'exportedAt' | 'files'>

/** The archive's parts in order (manifest first, then the files), for a Blob or to join. */
export function draftArchiveParts<Data>(contents: ManifestContents, files: readonly ArchivedFile<Data>[], now: Date): (Uint8Array | Data)[] {
  const manifest: DraftArchiveManifest = {
    format: DRAFT_ARCHIVE_FORMAT,
    formatVersion: DRAFT_ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    ...contents,
    files: files.map((file) => file.listed),
  }
  const text = new TextEncoder().encode(JSON.stringify(manifest, null, 2))
  const entries: StoredEntry<Uint8Array | Data>[] = [
    { name: MANIFEST_NAME, size: text.length, crc32: crc32(text), data: text },
    ...files.map((file) => ({ name: file.listed.path, size: file.listed.size, crc32: file.crc32, data: file.data })),
  ]
  return zipStored(entries, now)
}

/** The archive's file name: the draft's title (or "draft"), safe on any system, and the day. */
export function draftArchiveFileName(title: string, now: Date): string {
  const name = title
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim()
  return `${name || 'draft'} - draft ${now.toISOString().slice(0, 10)}.zip`
}

export interface OpenedArchive {
  manifest: DraftArchiveManifest
  /** Each listed file with its bytes, checked against the manifest. */
  files: { listed: DraftArchiveFile; bytes: Uint8Array }[]
}

const refusal = (problem: ArchiveProblem) => ({ ok: false as const, ...problem })

/** Reads an archive made by draftArchiveParts (by this release or an earlier one). */
export async function readDraftArchive(bytes: Uint8Array): Promise<({ ok: true } & OpenedArchive) | ({ ok: false } & ArchiveProblem)> {
  if (!isZip(bytes)) return refusal({ problem: 'not-an-archive' })
  try {
    const entries = new Map(zipEntries(bytes, DRAFT_ARCHIVE_LIMITS).map((entry) => [entry.name, entry]))
    const manifestEntry = entries.get(MANIFEST_NAME)
    if (!manifestEntry) return refusal({ problem: 'not-an-archive' })
    let budget = DRAFT_ARCHIVE_LIMITS.maxTotalBytes
    const read = async (name: string) => {
      const entry = entries.get(name)
      if (!entry) return null
      const content = await readZipEntry(bytes, entry, budget)
      budget -= content.length
      return content
    }
    let stated: unknown
    try {
      stated = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode((await read(MANIFEST_NAME))!))
    } catch (error) {
      if (error instanceof ZipRefused) throw error
      return refusal({ problem: 'damaged' })
    }
    const head = typeof stated === 'object' && stated !== null ? (stated as Record<string, unknown>) : {}
    if (head.format !== DRAFT_ARCHIVE_FORMAT) return refusal({ problem: 'not-an-archive' })
    if (typeof head.formatVersion === 'number' && head.formatVersion > DRAFT_ARCHIVE_VERSION) return refusal({ problem: 'newer-version' })
    const parsed = v.safeParse(DraftArchiveManifest, stated)
    if (!parsed.success) return refusal({ problem: 'damaged' })
    const manifest = parsed.output
    const files: OpenedArchive['files'] = []
    for (const listed of manifest.files) {
      const content = await read(listed.path)
      if (!content || content.length !== listed.size || (await sha256Hex(content)) !== listed.sha256) return refusal({ problem: 'damaged', file: listed.name })
      files.push({ listed, bytes: content })
    }
    return { ok: true, manifest, files }
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error
    return refusal(error.refusal.code === 'zip-too-large' ? { problem: 'too-large' } : { problem: 'damaged' })
  }
}
