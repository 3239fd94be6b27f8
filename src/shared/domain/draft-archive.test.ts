import { describe, expect, it } from 'vitest'
import { concat } from '../../../tests/factories/location-files.ts'
import { DRAFT_ARCHIVE_FORMAT, MANIFEST_NAME } from '../schemas/draft-archive.ts'
import { zipEntries } from '../zip/zip-reader.ts'
import { crc32, zipStored } from '../zip/zip-writer.ts'
import { archivedFile, draftArchiveFileName, draftArchiveParts, readDraftArchive } from './draft-archive.ts'
import type { ManifestContents } from './draft-archive.ts'

const encoder = new TextEncoder()
const PROJECT = '0f8e5b1c-3a53-4f5e-9a52-1d4a3e7c9b20'
const NOW = new Date('2026-03-14T15:09:26Z')

const contents: ManifestContents = {
  kind: 'general',
  formVersion: 5,
  projectId: PROJECT,
  title: 'North camp',
  summary: { projectTitle: 'North camp', proponentName: 'Tagish Mining', isAgent: false, assessmentDistricts: ['d1'], firstNations: [], language: 'en' },
  baseRevision: 3,
  form: { version: 5, projectId: PROJECT, projectTitle: 'North camp' },
  leftOut: [{ group: 'project', name: 'on-the-registry.pdf', description: 'Only there' }],
}

const pdf = (text: string) => encoder.encode(`%PDF-1.4 ${text}`)

async function archive(files: { name: string; bytes: Uint8Array }[] = []): Promise<Uint8Array> {
  const archived = await Promise.all(
    files.map((file, index) =>
      archivedFile(
        index,
        { group: 'project', description: `About ${file.name}`, name: file.name, type: 'application/pdf', documentTypeId: null, documentId: null },
        file.bytes,
        file.bytes,
      ),
    ),
  )
  return concat(draftArchiveParts(contents, archived, NOW))
}

/** A zip holding this manifest text (and nothing else), as some other program might make one. */
function zipWithManifest(text: string, name = MANIFEST_NAME): Uint8Array {
  const bytes = encoder.encode(text)
  return concat(zipStored([{ name, size: bytes.length, crc32: crc32(bytes), data: bytes }], NOW))
}

const at = (haystack: Uint8Array, needle: Uint8Array) => {
  for (let i = 0; i <= haystack.length - needle.length; i++) if (needle.every((b, j) => haystack[i + j] === b)) return i
  return -1
}

describe('a draft’s archive', () => {
  it('reads back the form, the summary and each file with its group, description and checksum', async () => {
    const plan = pdf('site plan')
    const again = pdf('another file of the same name')
    const zip = await archive([
      { name: 'plan.pdf', bytes: plan },
      { name: 'plan.pdf', bytes: again },
    ])
    const read = await readDraftArchive(zip)
    if (!read.ok) throw new Error(read.problem)
    expect(read.manifest).toMatchObject({ format: DRAFT_ARCHIVE_FORMAT, formatVersion: 1, exportedAt: NOW.toISOString(), ...contents })
    expect(read.files.map((f) => f.listed.path)).toEqual(['files/1-plan.pdf', 'files/2-plan.pdf'])
    expect(read.files[0]!.listed).toMatchObject({
      group: 'project',
      description: 'About plan.pdf',
      name: 'plan.pdf',
      type: 'application/pdf',
      size: plan.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(read.files.map((f) => new TextDecoder().decode(f.bytes))).toEqual(['%PDF-1.4 site plan', '%PDF-1.4 another file of the same name'])
  })

  it('is an ordinary zip: the manifest first, then the files under files/, with names no system refuses', async () => {
    const zip = await archive([{ name: '../C:report?.pdf', bytes: pdf('x') }])
    expect(zipEntries(zip).map((e) => e.name)).toEqual([MANIFEST_NAME, 'files/1-__C_report_.pdf'])
    expect(crc32(encoder.encode('123456789'))).toBe(0xcbf43926)
    expect(crc32(encoder.encode('56789'), crc32(encoder.encode('1234')))).toBe(0xcbf43926)
    expect(draftArchiveFileName('North camp: phase 2/3', NOW)).toBe('North camp phase 2 3 - draft 2026-03-14.zip')
    expect(draftArchiveFileName('  ', NOW)).toBe('draft - draft 2026-03-14.zip')
  })

  it('says which file is damaged when its bytes no longer match their checksum', async () => {
    const zip = await archive([
      { name: 'plan.pdf', bytes: pdf('site plan') },
      { name: 'photo.pdf', bytes: pdf('photo of the pond') },
    ])
    const where = at(zip, encoder.encode('photo of the pond'))
    zip[where] = zip[where]! ^ 0x20
    expect(await readDraftArchive(zip)).toEqual({ ok: false, problem: 'damaged', file: 'photo.pdf' })
  })

  it('takes an archive cut short, or whose manifest is not what it should be, for a damaged one', async () => {
    const zip = await archive([{ name: 'plan.pdf', bytes: pdf('site plan') }])
    expect(await readDraftArchive(zip.subarray(0, zip.length - 30))).toEqual({ ok: false, problem: 'damaged' })
    expect(await readDraftArchive(zipWithManifest('{"format": "yukon-registry-dr'))).toEqual({ ok: false, problem: 'damaged' })
    const { kind: _kind, ...withoutKind } = contents
    const manifest = { format: DRAFT_ARCHIVE_FORMAT, formatVersion: 1, exportedAt: NOW.toISOString(), ...withoutKind, files: [] }
    expect(await readDraftArchive(zipWithManifest(JSON.stringify(manifest)))).toEqual({ ok: false, problem: 'damaged' })
    // A file the manifest names that is not in the zip.
    const listed = {
      path: 'files/1-gone.pdf',
      group: 'project',
      description: '',
      name: 'gone.pdf',
      type: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
      documentTypeId: null,
      documentId: null,
    }
    expect(await readDraftArchive(zipWithManifest(JSON.stringify({ ...manifest, kind: 'general', files: [listed] })))).toEqual({
      ok: false,
      problem: 'damaged',
      file: 'gone.pdf',
    })
  })

  it('tells another file, or another zip, from a draft’s archive', async () => {
    expect(await readDraftArchive(pdf('not a zip'))).toEqual({ ok: false, problem: 'not-an-archive' })
    expect(await readDraftArchive(zipWithManifest('{}', 'readme.txt'))).toEqual({ ok: false, problem: 'not-an-archive' })
    // A browser extension's zip has a manifest.json too.
    expect(await readDraftArchive(zipWithManifest(JSON.stringify({ manifest_version: 3, name: 'An extension' })))).toEqual({
      ok: false,
      problem: 'not-an-archive',
    })
  })

  it('says an archive of a newer format was made by a newer version', async () => {
    const manifest = { format: DRAFT_ARCHIVE_FORMAT, formatVersion: 2, somethingNew: true }
    expect(await readDraftArchive(zipWithManifest(JSON.stringify(manifest)))).toEqual({ ok: false, problem: 'newer-version' })
  })
})
