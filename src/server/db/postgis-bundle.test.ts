import { describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { keepPostgisEntry, TarFilter } from './postgis-bundle.ts'

/** A minimal ustar archive: a 512-byte header per entry, its data padded to 512, two empty blocks. */
function tar(entries: { name: string; data?: string; type?: string }[]): Buffer {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '')
    const header = Buffer.alloc(512)
    header.write(entry.name, 0, 'latin1')
    header.write(data.length.toString(8).padStart(11, '0'), 124, 'latin1')
    header.write(entry.type ?? '0', 156, 'latin1')
    header.write('ustar', 257, 'latin1')
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512))
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)])
}

function entries(archive: Buffer): { name: string; data: string }[] {
  const found = []
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const name = header.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '')
    const size = parseInt(header.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8)
    found.push({ name, data: archive.subarray(offset + 512, offset + 512 + size).toString() })
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return found
}

async function filter(archive: Buffer, keep: (name: string) => boolean, chunkSize: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  for (let i = 0; i < archive.length; i += chunkSize) chunks.push(archive.subarray(i, i + chunkSize))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(new TarFilter(keep))) out.push(chunk as Buffer)
  return Buffer.concat(out)
}

describe('the trimmed PostGIS bundle', () => {
  it('keeps the core library, the postgis extension scripts and PROJ data only', () => {
    expect(keepPostgisEntry('lib/postgresql/postgis-3.so')).toBe(true)
    expect(keepPostgisEntry('share/postgresql/extension/postgis.control')).toBe(true)
    expect(keepPostgisEntry('share/postgresql/extension/postgis--3.6.2.sql')).toBe(true)
    expect(keepPostgisEntry('share/proj/proj.db')).toBe(true)
    expect(keepPostgisEntry('lib/postgresql/postgis_raster-3.so')).toBe(false)
    expect(keepPostgisEntry('lib/postgresql/postgis_topology-3.so')).toBe(false)
    expect(keepPostgisEntry('share/postgresql/extension/postgis_tiger_geocoder--3.6.2.sql')).toBe(false)
    expect(keepPostgisEntry('share/postgresql/extension/postgis--unpackaged--3.6.2.sql')).toBe(false)
    expect(keepPostgisEntry('share/postgresql/contrib/postgis-3.6/postgis.sql')).toBe(false)
  })

  it.each([1, 100, 512, 700, 100_000])('drops refused entries whole, whatever the chunk size (%i)', async (chunkSize) => {
    const archive = tar([
      { name: 'keep/a.txt', data: 'a'.repeat(600) },
      { name: 'drop/b.txt', data: 'b'.repeat(1500) },
      { name: 'keep/dir/', type: '5' },
      { name: 'keep/c.txt', data: 'c' },
      { name: 'drop/link.sql', type: '2' },
    ])
    const out = await filter(archive, (name) => name.startsWith('keep/'), chunkSize)
    expect(entries(out)).toEqual([
      { name: 'keep/a.txt', data: 'a'.repeat(600) },
      { name: 'keep/dir/', data: '' },
      { name: 'keep/c.txt', data: 'c' },
    ])
    expect(out.length % 512).toBe(0)
  })

  it('refuses an archive with entries it does not know (then the full bundle is used)', async () => {
    await expect(filter(tar([{ name: 'x', type: 'x', data: 'path=long' }]), () => true, 512)).rejects.toThrow(/unexpected tar entry type x/)
  })
})
