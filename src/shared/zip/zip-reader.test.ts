import { describe, expect, it } from 'vitest'
import { concat, flatZipBomb, makeZip } from '../../../tests/factories/location-files.ts'
import { inflatedDuring } from '../../../tests/factories/inflated-bytes.ts'
import { DOCUMENT_ZIP_LIMITS } from '../domain/document-files.ts'
import { checkZip, describeZipRefusal, isUnsafeEntryName, readZipEntry, ZipRefused, zipEntries } from './zip-reader.ts'
import type { ZipRefusal } from './zip-reader.ts'

const refusal = async (action: () => unknown): Promise<ZipRefusal> => {
  try {
    await action()
  } catch (error) {
    if (error instanceof ZipRefused) return error.refusal
    throw error
  }
  throw new Error('not refused')
}

describe('zip reader', () => {
  it('lists files and unpacks deflated and stored entries, skipping folders and macOS forks', async () => {
    const zip = await makeZip([
      { name: 'layer/', data: '' },
      { name: 'layer/a.shp', data: 'shape data '.repeat(100) },
      { name: 'layer/a.prj', data: 'GEOGCS[]', store: true },
      { name: '__MACOSX/layer/._a.shp', data: 'fork' },
    ])
    const entries = zipEntries(zip)
    expect(entries.map((e) => e.name)).toEqual(['layer/a.shp', 'layer/a.prj'])
    expect(new TextDecoder().decode(await readZipEntry(zip, entries[0]!, 1e6))).toBe('shape data '.repeat(100))
    expect(new TextDecoder().decode(await readZipEntry(zip, entries[1]!, 1e6))).toBe('GEOGCS[]')
  })

  it('refuses names that climb out of the folder or are absolute', async () => {
    for (const name of ['../evil.shp', 'a/../../evil.shp', '/etc/passwd', 'C:\\Windows\\evil.shp', '..\\evil.shp']) {
      expect(isUnsafeEntryName(name)).toBe(true)
      expect(await refusal(async () => zipEntries(await makeZip([{ name, data: 'x' }])))).toEqual({ code: 'zip-unsafe-path', entry: name })
    }
    expect(isUnsafeEntryName('a..b/c.shp')).toBe(false)
  })

  it('refuses a zip bomb by its ratio before unpacking anything', async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024)
    const zip = await makeZip([{ name: 'bomb.shp', data: zeros }])
    expect(zip.length).toBeLessThan(100_000)
    expect((await refusal(() => zipEntries(zip))).code).toBe('zip-too-large')
  })

  it('stops unpacking an entry whose header understates its size', async () => {
    const zip = await makeZip([{ name: 'liar.shp', data: new Uint8Array(20 * 1024 * 1024), declaredSize: 1000 }])
    const [entry] = zipEntries(zip)
    expect((await refusal(() => readZipEntry(zip, entry!, 100 * 1024 * 1024))).code).toBe('zip-too-large')
  })

  it('refuses more than the total the limits allow, counting every entry', async () => {
    const zip = await makeZip([
      { name: 'a.dbf', data: 'a'.repeat(600) },
      { name: 'b.dbf', data: 'b'.repeat(600) },
    ])
    expect(await refusal(() => zipEntries(zip, { maxEntries: 10, maxTotalBytes: 1000, maxRatio: 200 }))).toEqual({ code: 'zip-too-large', limitBytes: 1000 })
    expect((await refusal(() => zipEntries(zip, { maxEntries: 1, maxTotalBytes: 1e6, maxRatio: 200 }))).code).toBe('zip-broken')
  })

  it('refuses a flat zip bomb, a thousand files of a megabyte of zeros, judged whole before unpacking anything', async () => {
    const bomb = await flatZipBomb()
    expect(bomb.length).toBeLessThan(1_200_000)
    expect(await refusal(() => zipEntries(bomb, DOCUMENT_ZIP_LIMITS))).toEqual({ code: 'zip-too-large', limitBytes: DOCUMENT_ZIP_LIMITS.maxTotalBytes })
  })

  it('stops inflating a whole archive as soon as an entry passes what its header says, however much more it holds', async () => {
    // Headers that say a kilobyte a file: the directory passes every check (1 MB packed as tight as
    // text), and only counting what comes out catches the thousand megabytes.
    const liar = await flatZipBomb(1024)
    expect(zipEntries(liar, DOCUMENT_ZIP_LIMITS)).toHaveLength(1000)
    const { result, inflatedBytes } = await inflatedDuring(() => refusal(() => checkZip(liar, DOCUMENT_ZIP_LIMITS)))
    expect(result.code).toBe('zip-too-large')
    // The first file's first pieces, not the thousand megabytes.
    expect(inflatedBytes).toBeGreaterThan(1024)
    expect(inflatedBytes).toBeLessThan(1024 * 1024)
  })

  it('refuses entries that share their compressed data', async () => {
    const zip = await makeZip([
      { name: 'a.shp', data: 'x'.repeat(100) },
      { name: 'b.shp', data: 'y'.repeat(100) },
    ])
    // Point the second directory entry at the first entry's data, as overlapping bombs do.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    const end = zip.length - 22
    const directory = view.getUint32(end + 16, true)
    const second = directory + 46 + 'a.shp'.length
    view.setUint32(second + 42, 0, true)
    expect((await refusal(() => zipEntries(zip))).code).toBe('zip-broken')
  })

  it('calls a cut-short or foreign file broken', async () => {
    const zip = await makeZip([{ name: 'a.shp', data: 'x'.repeat(1000) }])
    expect((await refusal(() => zipEntries(zip.subarray(0, zip.length - 30)))).code).toBe('zip-broken')
    expect((await refusal(() => zipEntries(new TextEncoder().encode('not a zip at all, just text'.repeat(10))))).code).toBe('zip-broken')
    // Data that is not deflate at all.
    const garbage = await makeZip([{ name: 'a.shp', data: new Uint8Array(64).fill(0xff), store: true }])
    const view = new DataView(garbage.buffer, garbage.byteOffset, garbage.byteLength)
    view.setUint16(8, 8, true)
    const end = garbage.length - 22
    view.setUint16(view.getUint32(end + 16, true) + 10, 8, true)
    const [entry] = zipEntries(garbage)
    expect((await refusal(() => readZipEntry(garbage, entry!, 1e6))).code).toBe('zip-broken')
  })

  it('refuses encrypted entries', async () => {
    const zip = await makeZip([{ name: 'a.shp', data: 'secret' }])
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    const directory = view.getUint32(zip.length - 22 + 16, true)
    view.setUint16(directory + 8, 1, true)
    expect(await refusal(() => zipEntries(zip))).toEqual({ code: 'zip-broken', detail: 'a.shp is encrypted' })
  })

  it('finds the directory behind a trailing comment', async () => {
    const zip = await makeZip([{ name: 'a.kml', data: '<kml/>' }])
    const comment = new TextEncoder().encode('made by a test')
    const withComment = concat([zip, comment])
    new DataView(withComment.buffer).setUint16(zip.length - 2, comment.length, true)
    expect(zipEntries(withComment).map((e) => e.name)).toEqual(['a.kml'])
  })
})

describe('checking a whole zip', () => {
  const limits = { maxEntries: 10, maxTotalBytes: 1024 * 1024, maxRatio: 200 }

  it('passes a zip whose every entry unpacks to what it declares, within the limits', async () => {
    await expect(
      checkZip(
        await makeZip([
          { name: 'a/', data: '' },
          { name: 'a/report.txt', data: 'text '.repeat(1000) },
          { name: 'b.bin', data: new Uint8Array(10), store: true },
        ]),
        limits,
      ),
    ).resolves.toBeUndefined()
  })

  it('unpacks the entries a location reader skips: a fork that lies about its size is a bomb too', async () => {
    const zip = await makeZip([{ name: '__MACOSX/._a.pdf', data: new Uint8Array(4 * 1024 * 1024), declaredSize: 100 }])
    expect(zipEntries(zip)).toEqual([])
    expect((await refusal(() => checkZip(zip, { ...limits, maxTotalBytes: 100 * 1024 * 1024 }))).code).toBe('zip-too-large')
  })

  it('counts the whole archive against the total, not each entry alone', async () => {
    const zip = await makeZip([
      { name: 'a.txt', data: 'a'.repeat(700) },
      { name: 'b.txt', data: 'b'.repeat(700) },
    ])
    await expect(checkZip(zip, { ...limits, maxTotalBytes: 2000 })).resolves.toBeUndefined()
    expect(await refusal(() => checkZip(zip, { ...limits, maxTotalBytes: 1000 }))).toEqual({ code: 'zip-too-large', limitBytes: 1000 })
  })

  it('says each refusal in the words every upload uses', () => {
    expect(describeZipRefusal({ code: 'zip-unsafe-path', entry: '../x' })).toBe('The zip file names a file outside its folder (../x); it was not opened.')
    expect(describeZipRefusal({ code: 'zip-too-large', limitBytes: 100 * 1024 * 1024 })).toBe(
      'The zip file would unpack to more than 100 MB, or is packed far tighter than ordinary files are; it was not opened.',
    )
    expect(describeZipRefusal({ code: 'zip-broken', detail: 'a.shp is encrypted' })).toBe('The zip file could not be opened: a.shp is encrypted.')
  })
})
