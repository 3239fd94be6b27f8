import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ExportReadError, ExportStream, readExport } from './read-export.ts'
import { removeTempDirs, tempDir } from '../../../../tests/integration/temp-dirs.ts'

afterAll(removeTempDirs)

let dir: string
const file = async (name: string, content: string | Buffer) => {
  const path = join(dir, name)
  await writeFile(path, content)
  return path
}
const records = async (stream: AsyncIterable<unknown>) => {
  const out: unknown[] = []
  for await (const record of stream) out.push(record)
  return out
}

beforeAll(async () => {
  dir = await tempDir('registry-read-export-')
})

describe('ExportStream', () => {
  it('streams the records of a bare list, whatever they are, after a byte-order mark', async () => {
    const path = await file('list.json', '\ufeff[{"a":1}, null, 3, [1, 2], {"b": {"c": [1, {"d": 2}]}}]')
    expect(await records(new ExportStream(path))).toEqual([{ a: 1 }, null, 3, [1, 2], { b: { c: [1, { d: 2 }] } }])
  })

  it('streams the legacy envelope’s projects, noting its source and count wherever they stand', async () => {
    const path = await file(
      'legacy.gz',
      gzipSync('{"other": {"projects": [9]}, "projects": [{"a": 1}, {"a": 2}], "source": "the registry", "projectCount": 3}'),
    )
    const stream = new ExportStream(path)
    expect(await records(stream)).toEqual([{ a: 1 }, { a: 2 }])
    expect(stream).toMatchObject({ source: 'the registry', declaredCount: 3, compressed: true })
  })

  it('reads the file again each time it is iterated, as the import does', async () => {
    const stream = new ExportStream(await file('twice.json', '[{"a":1},{"a":2}]'))
    expect(await records(stream)).toHaveLength(2)
    expect(await records(stream)).toHaveLength(2)
  })

  it('says plainly what is wrong with a file it cannot read', async () => {
    const failure = async (content: string | Buffer) => {
      const error = await readExport(await file('bad', content)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ExportReadError)
      return (error as Error).message.replace(join(dir, 'bad'), 'FILE')
    }
    expect(await failure('{"projects": {}}')).toBe('FILE holds neither a list of projects nor an object with a "projects" list')
    expect(await failure('42')).toBe('FILE holds neither a list of projects nor an object with a "projects" list')
    expect(await failure('[1,')).toMatch(/^FILE is not JSON: /)
    expect(await failure(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).toMatch(/^FILE looks gzipped but cannot be decompressed: /)
    await expect(readExport(join(dir, 'absent.json'))).rejects.toThrow(`Cannot read ${join(dir, 'absent.json')}: ENOENT`)
  })
})
